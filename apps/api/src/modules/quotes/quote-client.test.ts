import { createHash } from 'node:crypto';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../../testing/accounts';
import { client } from '../../testing/member-client';
import { type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createBody, type QuoteFixture, quoteFixture } from './quotes.test-helpers';

let ctx: TestContext;
let smtp: SmtpCapture;
let f: QuoteFixture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestApp({ SMTP_URL: smtp.url, APP_DOMAIN: 'localhost:3000' });
  f = await quoteFixture(ctx, 'clientq');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let seq = 1;
let address = 1;
/** Each test calls from its own address, so the per-address rate limits of one test do not reach another. */
const newAddress = () => `10.1.0.${address++}`;

const member = () => client(ctx, f.org.members['Team Member'].cookie);
const createQuote = async (over: Record<string, unknown> = {}) => {
  const res = await member().post(
    '/organization_team/quote/create',
    createBody(f, { quote_number: `C-${seq++}`, ...over }),
  );
  expect(res.status).toBe(200);
  return res.body.data.quotation as { id: number; uuid: string; quote_number: string };
};
/** A request from the client's browser: no cookie, on the organisation's sub-domain. */
const anonymous = (
  method: 'GET' | 'POST',
  url: string,
  ip: string,
  payload?: unknown,
  host = 'clientq.localhost:3000',
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: ip,
    headers: {
      host,
      'user-agent': 'Mozilla/5.0 (ClientTest) Chrome/131',
      ...(method === 'POST' ? { origin: `http://${host}` } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const signBody = (sha: string, over: Record<string, unknown> = {}) => ({
  signer_name: 'Grace Buyer',
  signer_email: 'grace@acme.test',
  signature: { type: 'drawn', data: `data:image/png;base64,${tinyPng.toString('base64')}` },
  consent: true,
  document_sha256: sha,
  ...over,
});

/** The client's sign request from `ip`: Grace signs the document `sha`, with `over` changed. */
const signFrom = (uuid: string, ip: string, sha: string, over?: Record<string, unknown>) =>
  anonymous('POST', `/quote/client/${uuid}/sign`, ip, signBody(sha, over));

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      keysOf(v, out);
    }
  }
  return out;
}
const INTERNAL = /cost|wage|burden|margin|gross|profit|pay_rate|suta|futa|workers_comp|insurance/i;

describe('the client link', () => {
  it('opens with no session and carries no cost, wage, burden or margin figure, by either path', async () => {
    const q = await createQuote();
    const ip = newAddress();
    const res = await anonymous('GET', `/quote/client/${q.uuid}`, ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.quotation).toMatchObject({
      invoice: q.quote_number,
      client_name: 'Acme Logistics',
      status: 'New quotations',
      sub_total: 2400,
      vat: 198,
      total: 2598,
      amount_due: 2598,
      can_respond: true,
    });
    expect(keysOf(body).filter((k) => INTERNAL.test(k))).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('608.8');
    expect(JSON.stringify(body)).not.toContain('1791.2');
    // The historic path, by uuid, answers the same client view.
    const historic = await anonymous('POST', '/organization_team/quotation', ip, { uuid: q.uuid });
    expect(historic.statusCode).toBe(200);
    expect(keysOf(historic.json()).filter((k) => INTERNAL.test(k))).toEqual([]);
    // The document hash is the SHA-256 of the document's canonical JSON (sorted keys).
    const canonical = (v: unknown): string =>
      Array.isArray(v)
        ? `[${v.map(canonical).join(',')}]`
        : v && typeof v === 'object'
          ? `{${Object.keys(v)
              .sort()
              .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
              .join(',')}}`
          : JSON.stringify(v);
    expect(createHash('sha256').update(canonical(body.data.quotation.document)).digest('hex')).toBe(
      body.data.quotation.document_sha256,
    );
  });

  it('answers 404 for an unknown link or another organisation’s sub-domain, 400 for a malformed one', async () => {
    const q = await createQuote();
    const ip = newAddress();
    const unknown = await anonymous('GET', `/quote/client/${'A'.repeat(43)}`, ip);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This quote link is not valid. Ask the sender for a new one.');
    expect(
      (await anonymous('GET', `/quote/client/${q.uuid}`, ip, undefined, 'elsewhere.localhost:3000'))
        .statusCode,
    ).toBe(404);
    expect((await anonymous('GET', '/quote/client/short', ip)).statusCode).toBe(400);
  });

  it('expires with valid-until: 410 with the date and who to ask', async () => {
    const q = await createQuote({ issue_date: '2026-01-01', valid_until: '2026-01-31' });
    const res = await anonymous('GET', `/quote/client/${q.uuid}`, newAddress());
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This quote expired on 01/31/2026. Ask clientq Staffing for a new one.');
    const sign = await signFrom(q.uuid, newAddress(), '0'.repeat(64));
    expect(sign.statusCode).toBe(410);
  });

  it('is rate-limited per address', async () => {
    const q = await createQuote();
    const ip = newAddress();
    const codes: number[] = [];
    for (let i = 0; i < 61; i++)
      codes.push((await anonymous('GET', `/quote/client/${q.uuid}`, ip)).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});

describe('signing', () => {
  it('e-mailed link -> sign -> evidence recorded, signed PDF to the client, the team told', async () => {
    const q = await createQuote();
    const sent = await member().post('/organization_team/quote/send', { id: q.id, email: 'grace@acme.test' });
    expect(sent.status).toBe(200);
    const mail = await smtp.waitFor('grace@acme.test', `Quote ${q.quote_number} from clientq Staffing`);
    const link = (mail.text ?? '').match(
      /http:\/\/clientq\.localhost:3000\/quote\/approve\/([A-Za-z0-9_-]{43})/,
    );
    expect(link?.[1]).toBe(q.uuid);
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    // The e-mail prints the lines as the page and the PDF do: the sum a client re-does, then the totals.
    expect(mail.text).toContain('Forklift driver, Texas · regular hours: 2 × 40.00 h × $30.00/h = $2,400.00');
    expect(mail.text).toContain('Sub-Total $2,400.00; sales tax $198.00; Total $2,598.00.');
    const ip = newAddress();
    const view = (await anonymous('GET', `/quote/client/${link![1]}`, ip)).json().data.quotation;
    expect(view.status).toBe('Waiting for approval');

    const missingConsent = await signFrom(q.uuid, ip, view.document_sha256, { consent: false });
    expect(missingConsent.statusCode).toBe(400);
    expect(missingConsent.json().errors.consent).toEqual(['Tick the box to agree to sign electronically']);

    const signed = await signFrom(q.uuid, ip, view.document_sha256);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.quotation).toMatchObject({
      status: 'Approved',
      can_respond: false,
      signed: { signer_name: 'Grace Buyer' },
    });
    expect(keysOf(signed.json()).filter((k) => INTERNAL.test(k))).toEqual([]);

    const internal = (await member().post('/organization_team/quotation', { id: q.id })).body.data.quotation;
    expect(internal).toMatchObject({
      status: 'Approved',
      signer_name: 'Grace Buyer',
      signer_email: 'grace@acme.test',
      signer_ip: ip,
      signer_user_agent: 'Mozilla/5.0 (ClientTest) Chrome/131',
      signed_document_sha256: view.document_sha256,
      signature_type: 'drawn',
    });
    expect(Date.now() - Date.parse(internal.signed_at)).toBeLessThan(60_000);

    // The signer receives the signed PDF, whose signature page carries the evidence.
    const copy = await smtp.waitFor('grace@acme.test', `Signed quote ${q.quote_number}`);
    const pdf = copy.attachments.find((a) => a.contentType === 'application/pdf')!;
    const text = (await new PDFParse({ data: new Uint8Array(pdf.content) }).getText()).text;
    for (const s of ['Signature', 'Grace Buyer', 'grace@acme.test', ip, view.document_sha256, '$2,598.00']) {
      expect(text).toContain(s);
    }
    // The author and the managers hear it in Messages and by e-mail.
    await smtp.waitFor(f.org.members['Team Member'].email, 'approved and signed');
    await smtp.waitFor(f.org.members.Manager.email, 'approved and signed');
    const inbox = await client(ctx, f.org.members.Manager.cookie).get('/notifications?per_page=50');
    expect(JSON.stringify(inbox.body)).toContain(`approved and signed quote ${q.quote_number}`);

    const events = (await member().get(`/organization_team/quote/${q.id}/events`)).body.data.events;
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'created',
      'sent',
      'status_changed',
      'opened',
      'signed',
    ]);
    expect(events[4]).toMatchObject({ actor: 'Client: Grace Buyer <grace@acme.test>', ip });

    const again = await signFrom(q.uuid, ip, view.document_sha256);
    expect(again.statusCode).toBe(409);
  });

  it('of 10 parallel sign attempts exactly one wins', async () => {
    const q = await createQuote();
    const view = (await anonymous('GET', `/quote/client/${q.uuid}`, newAddress())).json().data.quotation;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signFrom(q.uuid, newAddress(), view.document_sha256, { signer_name: `Signer ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const events = (await member().get(`/organization_team/quote/${q.id}/events`)).body.data.events;
    expect(events.filter((e: { type: string }) => e.type === 'signed')).toHaveLength(1);
  });

  it('refuses a signature over a document that changed since it was shown (409)', async () => {
    const q = await createQuote();
    const ip = newAddress();
    const view = (await anonymous('GET', `/quote/client/${q.uuid}`, ip)).json().data.quotation;
    const internal = (await member().post('/organization_team/quotation', { id: q.id })).body.data.quotation;
    await member().post('/organization_team/quote/update', {
      id: q.id,
      version: internal.version,
      terms: 'Net 60',
    });
    const res = await signFrom(q.uuid, ip, view.document_sha256);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The quote changed since you opened it. Reload the page to see it.');
  });

  it('takes a typed signature through the historic POST /quote/update/status', async () => {
    const q = await createQuote();
    const ip = newAddress();
    const view = (await anonymous('GET', `/quote/client/${q.uuid}`, ip)).json().data.quotation;
    const res = await anonymous('POST', '/quote/update/status', ip, {
      uuid: q.uuid,
      status: 'Approved',
      ...signBody(view.document_sha256, { signature: { type: 'typed', text: 'Grace B.' } }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quotation.status).toBe('Approved');
  });
});

describe('declining', () => {
  it('needs a reason, sets Not Approved and tells the team', async () => {
    const q = await createQuote();
    const ip = newAddress();
    const empty = await anonymous('POST', `/quote/client/${q.uuid}/decline`, ip, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toEqual(['Tell us why']);
    const res = await anonymous('POST', `/quote/client/${q.uuid}/decline`, ip, { reason: 'Budget cut' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quotation).toMatchObject({ status: 'Not Approved', can_respond: false });
    const internal = (await member().post('/organization_team/quotation', { id: q.id })).body.data.quotation;
    expect(internal).toMatchObject({ status: 'Not Approved', decline_reason: 'Budget cut' });
    // The subject is the product's words and the quote number; the client's reason stays in the body.
    const told = await smtp.waitFor(f.org.members.Owner.email, `Quote ${q.quote_number} was declined`);
    expect(told.subject).toBe(`Quote ${q.quote_number} was declined`);
    expect(told.text).toContain(`declined quote ${q.quote_number}: Budget cut`);
    const sign = await signFrom(q.uuid, ip, internal.document_sha256);
    expect(sign.statusCode).toBe(409);
  });
});

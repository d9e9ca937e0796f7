import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the part of Stripe's API the billing adapter uses (customers, SetupIntents,
 * payment methods, prices with volume tiers, subscriptions with prorated updates and trials, invoices and their
 * upcoming-invoice preview), so the official SDK
 * is tested end to end without the network. Cards are Stripe's documented test PaymentMethods: pm_card_visa,
 * pm_card_mastercard, pm_card_chargeDeclined (refused when attached) and pm_card_visa_chargeDeclined (attaches,
 * every charge fails). Like Stripe, a POST with an Idempotency-Key it has seen with the same method, path and body
 * gets the first answer again (status and body, errors too) and changes nothing; the same key with another body
 * is refused with 400 (https://docs.stripe.com/api/idempotent_requests).
 */

type Obj = Record<string, unknown>;
interface Tier {
  up_to: number | null;
  unit_amount: number;
}

export interface FakeStripe {
  url: string;
  port: number;
  requests: { method: string; path: string; body: Obj; idempotencyKey: string | null; replayed: boolean }[];
  subscriptions: Map<string, Obj>;
  /** Every price created, by id. */
  prices: Map<string, Obj>;
  /** Every invoice issued (each paid one is a charge), oldest first. */
  invoices: Obj[];
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const CARDS: Record<string, { brand: string; last4: string; attach: boolean; charge: boolean }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', attach: true, charge: true },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', attach: true, charge: true },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', attach: false, charge: false },
  pm_card_visa_chargeDeclined: { brand: 'visa', last4: '0341', attach: true, charge: false },
};
/**
 * A test card by id; `pm_card_visa_o7` is pm_card_visa under an id of its own, so each test's organisation saves
 * its own card (payment method ids are unique, as Stripe's are).
 */
const cardOf = (pmId: string) => CARDS[pmId] ?? CARDS[pmId.replace(/_o\d+$/, '')];

/** Stripe's form encoding (`items[0][price]=…`) into nested objects and arrays. */
function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

export async function startFakeStripe(now: () => Date = () => new Date()): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const customers = new Map<string, Obj>();
  const pms = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices: Obj[] = [];
  const seconds = () => Math.floor(now().getTime() / 1000);
  /** First answers by idempotency key, and the request each answered. */
  const answers = new Map<string, { request: string; status: number; body: string }>();
  const keyOf = new WeakMap<http.ServerResponse, { key: string; request: string }>();

  const unitAmount = (price: Obj, quantity: number) => {
    const tiers = price.tiers as Tier[];
    return (tiers.find((t) => t.up_to === null || quantity <= t.up_to) ?? tiers[tiers.length - 1]!)
      .unit_amount;
  };
  const periodOf = (price: Obj, start: number) => {
    const d = new Date(start * 1000);
    if ((price.recurring as Obj).interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
    else d.setUTCMonth(d.getUTCMonth() + 1);
    return Math.floor(d.getTime() / 1000);
  };
  /** An invoice as Stripe shows it; `invoice` also keeps it (an issued one), a preview is not kept. */
  const draftInvoice = (
    sub: Obj,
    lines: { amount: number; description: string; quantity: number }[],
    paid: boolean,
  ): Obj => ({
    id: id('in'),
    object: 'invoice',
    number: `FAKE-${randomBytes(3).toString('hex').toUpperCase()}`,
    status: paid ? 'paid' : 'open',
    created: seconds(),
    total: lines.reduce((s, l) => s + l.amount, 0),
    total_discount_amounts: [],
    period_start: seconds(),
    period_end: seconds(),
    next_payment_attempt: null,
    lines: { object: 'list', data: lines.map((l) => ({ object: 'line_item', id: id('il'), ...l })) },
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
  });
  const invoice = (
    sub: Obj,
    lines: { amount: number; description: string; quantity: number }[],
    paid: boolean,
  ) => {
    const issued = draftInvoice(sub, lines, paid);
    invoices.push(issued);
    return issued;
  };
  /** The prorated lines of changing a subscription's item at `prorationDate` (now by default); $0 in a trial. */
  const prorate = (sub: Obj, change: Obj, prorationDate: unknown) => {
    const item = (sub.items as { data: Obj[] }).data[0]!;
    const oldPrice = item.price as Obj;
    const newPrice = prices.get(change.price as string) ?? oldPrice;
    const oldQty = Number(item.quantity);
    const newQty = Number(change.quantity);
    const at = prorationDate === undefined ? seconds() : Number(prorationDate);
    const total = Number(item.current_period_end) - Number(item.current_period_start);
    const left = Number(item.current_period_end) - at;
    const part = (amount: number) => (sub.status === 'trialing' ? 0 : Math.round((amount * left) / total));
    const lines = [
      {
        amount: -part(oldQty * unitAmount(oldPrice, oldQty)),
        quantity: oldQty,
        description: `Unused time on ${oldQty} × seat`,
      },
      {
        amount: part(newQty * unitAmount(newPrice, newQty)),
        quantity: newQty,
        description: `Remaining time on ${newQty} × seat`,
      },
    ];
    return { newPrice, newQty, lines };
  };
  const cardError = (res: http.ServerResponse, message: string, code: string) =>
    send(res, 402, { error: { type: 'card_error', code: 'card_declined', decline_code: code, message } });
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    const idem = keyOf.get(res);
    if (idem) answers.set(idem.key, { request: idem.request, status, body: text });
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(text);
  };
  const missing = (res: http.ServerResponse, what: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(raw);
      const key = req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
      const request = `${req.method} ${url.pathname} ${raw}`;
      const first = key ? answers.get(key) : undefined;
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        body,
        idempotencyKey: key ?? null,
        replayed: first?.request === request,
      });
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
        return send(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      if (first && first.request !== request) {
        return send(res, 400, {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      }
      if (first) {
        res.writeHead(first.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(first.body);
      }
      if (key) keyOf.set(res, { key, request });
      const p = url.pathname;
      const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(p);
      const pmPath = /^\/v1\/payment_methods\/([^/]+)(\/attach|\/detach)?$/.exec(p);
      const subPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(p);
      if (req.method === 'GET' && p === '/v1/prices') {
        const keys = Object.values((body.lookup_keys as Obj) ?? {});
        const data = [...prices.values()].filter((x) => keys.includes(x.lookup_key));
        return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/prices' });
      }
      if (req.method === 'POST' && p === '/v1/products') {
        return send(res, 200, { id: id('prod'), object: 'product', name: body.name });
      }
      if (req.method === 'POST' && p === '/v1/prices') {
        const tiers = (body.tiers as Obj[]).map((t) => ({
          up_to: t.up_to === 'inf' ? null : Number(t.up_to),
          unit_amount: Number(t.unit_amount),
        }));
        if (body.tiers_mode !== 'volume' || body.billing_scheme !== 'tiered') {
          return send(res, 400, {
            error: { type: 'invalid_request_error', message: 'expected volume tiers' },
          });
        }
        const price = {
          id: id('price'),
          object: 'price',
          lookup_key: body.lookup_key,
          recurring: body.recurring,
          tiers,
        };
        prices.set(price.id as string, price);
        return send(res, 200, price);
      }
      if (req.method === 'POST' && p === '/v1/customers') {
        const c = {
          id: id('cus'),
          object: 'customer',
          name: body.name,
          email: body.email,
          invoice_settings: {},
        };
        customers.set(c.id, c);
        return send(res, 200, c);
      }
      if (req.method === 'POST' && customerPath) {
        const c = customers.get(customerPath[1]!);
        if (!c) return missing(res, 'customer');
        Object.assign(c, { invoice_settings: body.invoice_settings ?? c.invoice_settings });
        return send(res, 200, c);
      }
      if (req.method === 'POST' && p === '/v1/setup_intents') {
        const si = id('seti');
        return send(res, 200, {
          id: si,
          object: 'setup_intent',
          client_secret: `${si}_secret_x`,
          customer: body.customer,
        });
      }
      if (pmPath) {
        const pmId = pmPath[1]!;
        const card = cardOf(pmId) ?? (pms.has(pmId) ? CARDS.pm_card_visa : undefined);
        if (!card) return missing(res, `PaymentMethod: '${pmId}'`);
        const pm = (pms.get(pmId) ?? {
          id: pmId,
          object: 'payment_method',
          type: 'card',
          customer: null,
          card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
        }) as Obj;
        pms.set(pmId, pm);
        if (pmPath[2] === '/attach') {
          if (!card.attach) return cardError(res, 'Your card was declined.', 'generic_decline');
          pm.customer = body.customer;
        }
        if (pmPath[2] === '/detach') pm.customer = null;
        return send(res, 200, pm);
      }
      if (req.method === 'POST' && p === '/v1/invoices/create_preview') {
        // The upcoming-invoice preview: the invoice an update (or a new subscription) would issue, nothing saved.
        const details = (body.subscription_details ?? {}) as Obj;
        const item = (details.items as Obj[])[0]!;
        if (body.subscription) {
          const sub = subscriptions.get(body.subscription as string);
          if (!sub) return missing(res, 'subscription');
          const { lines } = prorate(sub, item, details.proration_date);
          return send(res, 200, draftInvoice(sub, lines, false));
        }
        const price = prices.get(item.price as string);
        if (!price) return missing(res, 'price');
        const quantity = Number(item.quantity);
        const trial = details.trial_end !== undefined;
        const amount = trial ? 0 : quantity * unitAmount(price, quantity);
        return send(
          res,
          200,
          draftInvoice({ id: null }, [{ amount, quantity, description: `${quantity} × seat` }], false),
        );
      }
      if (req.method === 'POST' && p === '/v1/subscriptions') {
        const item = (body.items as Obj[])[0]!;
        const price = prices.get(item.price as string);
        if (!price) return missing(res, 'price');
        const pm = cardOf(body.default_payment_method as string);
        const quantity = Number(item.quantity);
        if (!pm?.charge && body.payment_behavior === 'error_if_incomplete') {
          return cardError(res, 'Your card was declined.', 'generic_decline');
        }
        const start = seconds();
        const trialEnd = body.trial_end === undefined ? null : Number(body.trial_end);
        const sub: Obj = {
          id: id('sub'),
          object: 'subscription',
          status: trialEnd ? 'trialing' : 'active',
          trial_end: trialEnd,
          customer: body.customer,
          cancel_at: null,
          cancel_at_period_end: false,
          default_payment_method: body.default_payment_method,
          items: {
            object: 'list',
            data: [
              {
                id: id('si'),
                object: 'subscription_item',
                price,
                quantity,
                current_period_start: start,
                current_period_end: trialEnd ?? periodOf(price, start),
              },
            ],
          },
        };
        // A trial's first invoice is $0; the card is charged when the trial ends.
        const amount = trialEnd ? 0 : quantity * unitAmount(price, quantity);
        sub.latest_invoice = invoice(sub, [{ amount, quantity, description: `${quantity} × seat` }], true);
        subscriptions.set(sub.id as string, sub);
        return send(res, 200, sub);
      }
      if (subPath) {
        const sub = subscriptions.get(subPath[1]!);
        if (!sub) return missing(res, 'subscription');
        if (req.method === 'GET')
          return send(res, 200, { ...sub, latest_invoice: (sub.latest_invoice as Obj).id });
        const item = (sub.items as { data: Obj[] }).data[0]!;
        if (body.cancel_at_period_end === 'true') {
          sub.cancel_at_period_end = true;
          sub.cancel_at = item.current_period_end;
        } else if (body.cancel_at_period_end === 'false') {
          sub.cancel_at_period_end = false;
          sub.cancel_at = null;
        }
        const change = (body.items as Obj[] | undefined)?.[0];
        if (change) {
          const { newPrice, newQty, lines } = prorate(sub, change, body.proration_date);
          if (body.proration_behavior !== 'always_invoice') {
            return send(res, 400, {
              error: { type: 'invalid_request_error', message: 'fake expects always_invoice' },
            });
          }
          Object.assign(item, { price: newPrice, quantity: newQty });
          sub.latest_invoice = invoice(sub, lines, true);
        }
        return send(res, 200, sub);
      }
      return send(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${p})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    subscriptions,
    prices,
    invoices,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

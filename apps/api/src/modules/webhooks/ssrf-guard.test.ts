import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../config/env';
import { jobs } from '../../db/schema';
import { createOrganization } from '../../testing/tenants';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { webhookDeliveryHandler } from './deliver-webhook';
import { emitWebhookEvent, WEBHOOK_DELIVERY_JOB } from './emit-event';
import { postJson } from './post-json';
import { isAllowedAddress } from './ssrf-guard';
import { memberApi, type Receiver, startReceiver } from './webhooks.test-helpers';

/** The SSRF guard of deliveries (docs/security.md#webhooks-and-ssrf). */
describe('addresses a delivery may connect to', () => {
  const refused = [
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    'not an address',
  ];
  const allowed = ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'];

  it('refuses loopback, private, link-local, multicast and unspecified addresses, IPv4 and IPv6', () => {
    for (const address of refused)
      expect(isAllowedAddress(address, { allowLoopback: false }), address).toBe(false);
    for (const address of allowed)
      expect(isAllowedAddress(address, { allowLoopback: false }), address).toBe(true);
  });

  it('in development and tests allows only loopback besides', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(isAllowedAddress(address, { allowLoopback: true }), address).toBe(true);
    for (const address of ['10.1.2.3', '169.254.169.254', 'fe80::1', '0.0.0.0'])
      expect(isAllowedAddress(address, { allowLoopback: true }), address).toBe(false);
  });
});

describe('in production mode', () => {
  let ctx: TestContext;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });

  it('a receiver on 127.0.0.1 is refused, by address or by a name resolving to it; the attempt is logged', async () => {
    const org = await createOrganization(ctx.database.db, 'ssrf');
    const owner = memberApi(ctx, org.members.Owner.cookie);
    const production = webhookDeliveryHandler({
      db: ctx.database.db,
      env: {
        NODE_ENV: 'production',
        WEBHOOK_TIMEOUT_MS: 2000,
        APP_PROTOCOL: 'https',
        APP_DOMAIN: 'x.test',
      } as Env,
      now: () => new Date(),
    });
    for (const url of [receiver.url('/literal'), `http://localhost:${receiver.port}/named`]) {
      const created = await owner('POST', '/webhooks', { url, events: ['quote.sent'] });
      expect(created.status).toBe(200);
      const eventId = await ctx.database.db.transaction((tx) =>
        emitWebhookEvent(
          tx,
          org.id,
          'quote.sent',
          {
            quote: {
              id: 1,
              number: 'Q-1',
              status: 'Waiting for approval',
              company_name: 'Acme',
              valid_until: null,
              sub_total: '1.00',
              sales_tax: '0.00',
              total: '1.00',
              currency: 'USD',
              sent_to: null,
              signer_name: null,
              signer_email: null,
              signed_at: null,
              decline_reason: null,
              declined_at: null,
            },
          },
          new Date(),
        ),
      );
      const [job] = await ctx.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, WEBHOOK_DELIVERY_JOB), eq(jobs.state, 'queued')));
      await expect(production(job!.payload, { ...job!, attempts: 1 })).rejects.toThrow(
        /resolves to (127\.0\.0\.1|::1), an address webhooks are not delivered to/,
      );
      await ctx.database.db.delete(jobs).where(eq(jobs.id, job!.id));
      const log = await owner('GET', `/webhooks/${created.body.data.id}/deliveries`);
      expect(log.body.data).toEqual([
        expect.objectContaining({ event_id: eventId, status: 'failed', response_code: null, attempt: 1 }),
      ]);
      // Later events go only to the next endpoint.
      await owner('PATCH', `/webhooks/${created.body.data.id}`, {
        enabled: false,
        version: created.body.data.version,
      });
    }
    expect(receiver.received).toEqual([]);
  });

  it('the same request reaches the local receiver when loopback is allowed (development and tests)', async () => {
    const options = { timeoutMs: 2000 };
    const named = `http://localhost:${receiver.port}/allowed`;
    expect(await postJson(named, '{}', {}, { ...options, allowLoopback: false })).toMatchObject({
      status: null,
    });
    expect(await postJson(named, '{}', {}, { ...options, allowLoopback: true })).toMatchObject({
      status: 200,
    });
    expect(receiver.on('/allowed')).toHaveLength(1);
  });
});

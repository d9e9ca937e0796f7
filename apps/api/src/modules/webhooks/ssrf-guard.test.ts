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
    '::ffff:0:127.0.0.1', // the form a production server tried (issue #39)
    'not an address',
  ];
  const allowed = ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'];

  it('refuses loopback, private, link-local, multicast and unspecified addresses, IPv4 and IPv6', () => {
    for (const address of refused)
      expect(isAllowedAddress(address, { allowLoopback: false }), address).toBe(false);
    for (const address of allowed)
      expect(isAllowedAddress(address, { allowLoopback: false }), address).toBe(true);
  });

  // Every IPv6 form that carries an IPv4 address (docs/security.md#webhooks-and-ssrf), as hex groups.
  const hex = (v4: string) => {
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  };
  const inverted = (v4: string) => hex(v4).map((g) => (Number.parseInt(g, 16) ^ 0xffff).toString(16));
  const forms: Record<string, (v4: string) => string[]> = {
    mapped: (v4) => [
      `::ffff:${v4}`,
      `::ffff:${hex(v4).join(':')}`,
      `0:0:0:0:0:ffff:${v4}`,
      `0::0:ffff:${v4}`,
    ],
    translated: (v4) => [`::ffff:0:${v4}`, `::ffff:0:${hex(v4).join(':')}`, `0:0:0:0:ffff:0:${v4}`],
    compatible: (v4) => [`::${v4}`, `::${hex(v4).join(':')}`],
    'NAT64 64:ff9b::/96': (v4) => [
      `64:ff9b::${v4}`,
      `64:ff9b::${hex(v4).join(':')}`,
      `64:ff9b:0:0:0:0:${v4}`,
    ],
    'local-use NAT64 64:ff9b:1::/48': (v4) => [`64:ff9b:1::${v4}`, `64:ff9b:1:${hex(v4).join(':')}::`],
    '6to4 2002::/16': (v4) => [`2002:${hex(v4).join(':')}::1`, `2002:${hex(v4).join(':')}:0:0:0:0:1`],
    'Teredo server': (v4) => [
      `2001:0:${hex(v4).join(':')}::${inverted('8.8.8.8').join(':')}`,
      `2001:0:${hex(v4).join(':')}:0:0:${inverted('8.8.8.8').join(':')}`,
    ],
    'Teredo client': (v4) => [
      `2001:0:808:808::${inverted(v4).join(':')}`,
      `2001:0:808:808:0:0:${inverted(v4).join(':')}`,
    ],
  };
  // Where the form reaches a public host, a public embedded address is fine; the others are never a target.
  const routable = [
    'mapped',
    'translated',
    'NAT64 64:ff9b::/96',
    '6to4 2002::/16',
    'Teredo server',
    'Teredo client',
  ];

  it.each(Object.entries(forms))(
    'resolves IPv4 inside IPv6 (%s) and refuses private targets',
    (form, write) => {
      for (const v4 of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '192.168.0.1', '0.0.0.0'])
        for (const address of write(v4))
          expect(isAllowedAddress(address, { allowLoopback: false }), address).toBe(false);
      for (const address of write('8.8.8.8'))
        expect(isAllowedAddress(address, { allowLoopback: false }), address).toBe(routable.includes(form));
    },
  );

  it('refuses malformed IPv6 and zoned addresses', () => {
    for (const address of ['::ffff:127.0.0.256', '1::2::3', 'fe80::1%eth0', '2606:4700::1111%1'])
      expect(isAllowedAddress(address, { allowLoopback: false }), address).toBe(false);
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

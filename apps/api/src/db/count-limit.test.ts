import { MAX_API_KEYS } from '@app/contracts/api-keys/api-keys';
import { MAX_WEBHOOK_ENDPOINTS } from '@app/contracts/webhooks/limits';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberApi } from '../modules/webhooks/webhooks.test-helpers';
import { client } from '../testing/member-client';
import { createOrganization } from '../testing/tenants';
import { useTestApp } from '../testing/test-app';
import { apiKeys, webhookEndpoints } from './schema';

/**
 * Every per-organisation cap holds under a crowd (docs/security.md#limits): 30 creations sent together when one
 * slot is left leave exactly the limit, and the others get the cap's message, never a 500. The race is real on
 * PostgreSQL (TEST_DATABASE_URL); the embedded database runs one transaction at a time.
 */
const ctx = useTestApp();

const parallel = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('count limits under 30 parallel creations', () => {
  it(`API keys: one slot left, 30 requests, ${MAX_API_KEYS} live keys after`, async () => {
    const org = await createOrganization(ctx.database.db, 'cap-keys');
    const owner = client(ctx, org.members.Owner.cookie);
    for (let i = 0; i < MAX_API_KEYS - 1; i++) {
      expect((await owner.post('/api_keys', { name: `Key ${i}`, scope: 'read' })).status).toBe(200);
    }
    const answers = await parallel(30, (i) => owner.post('/api_keys', { name: `Crowd ${i}`, scope: 'read' }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.errors.name).toEqual([`At most ${MAX_API_KEYS} active keys; revoke one first`]);
    }
    const [live] = await ctx.database.db
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.organizationId, org.id), isNull(apiKeys.revokedAt)));
    expect(live!.n).toBe(MAX_API_KEYS);
  });

  it(`webhook endpoints: one slot left, 30 requests, ${MAX_WEBHOOK_ENDPOINTS} endpoints after`, async () => {
    const org = await createOrganization(ctx.database.db, 'cap-hooks');
    const api = memberApi(ctx, org.members.Owner.cookie);
    const body = (i: number) => ({
      url: `https://receiver.example.com/hooks/${i}`,
      events: ['quote.signed'],
    });
    for (let i = 0; i < MAX_WEBHOOK_ENDPOINTS - 1; i++) {
      expect((await api('POST', '/webhooks', body(i))).status).toBe(200);
    }
    const answers = await parallel(30, (i) => api('POST', '/webhooks', body(100 + i)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.errors.url).toEqual([
        `An organisation has at most ${MAX_WEBHOOK_ENDPOINTS} endpoints`,
      ]);
    }
    const [stored] = await ctx.database.db
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, org.id));
    expect(stored!.n).toBe(MAX_WEBHOOK_ENDPOINTS);
  });
});

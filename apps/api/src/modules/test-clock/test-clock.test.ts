import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { organizations } from '../../db/schema';
import { createOrganization } from '../../testing/tenants';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let plain: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ TEST_CLOCK: 'true' });
  plain = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  await plain.close();
});

const setClock = (app: TestContext, at: unknown, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url: '/api/testing/clock', payload: { at }, remoteAddress });

describe('the journeys’ test clock', () => {
  it('stops the server clock at the instant set (a trial then ends) and returns to the system time', async () => {
    const org = await createOrganization(ctx.database.db, 'clock-org');
    await ctx.database.db
      .update(organizations)
      .set({ trialEndsAt: new Date('2098-12-31T00:00:00.000Z') })
      .where(eq(organizations.id, org.id));
    const write = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/organization_settings/always_accrue',
        headers: { cookie: org.members.Owner.cookie },
        payload: { value: true },
      });
    expect((await write()).statusCode).toBe(200);
    const set = await setClock(ctx, '2099-01-01T00:00:00.000Z');
    expect(set.json()).toEqual({ now: '2099-01-01T00:00:00.000Z' });
    // The trial ended the day before the instant set: the organisation is read-only.
    expect((await write()).json()).toMatchObject({ code: 'PLAN_EXPIRED', expire: true });
    // The page's first request tells the app too, so the expired-plan modal opens.
    const boot = await ctx.app.inject({
      method: 'GET',
      url: '/api/bootstrap',
      headers: { cookie: org.members.Owner.cookie },
    });
    expect(boot.json().expire).toBe(true);
    const back = await setClock(ctx, null);
    expect(Math.abs(new Date(back.json().now).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await write()).statusCode).toBe(200);
  });

  it('answers 400 with the field for a bad instant and 403 to other machines', async () => {
    const bad = await setClock(ctx, 'tomorrow');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.at).toBeDefined();
    const far = await setClock(ctx, '3000-01-01T00:00:00.000Z');
    expect(far.json().errors.at).toEqual(['Choose an instant between the years 2000 and 2200']);
    expect((await setClock(ctx, null, '192.168.1.20')).statusCode).toBe(403);
  });

  it('does not exist without TEST_CLOCK, and TEST_CLOCK is refused outside NODE_ENV=test', async () => {
    expect((await setClock(plain, null)).statusCode).toBe(404);
    expect(() =>
      loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), TEST_CLOCK: 'true' }),
    ).toThrow(/TEST_CLOCK: only with NODE_ENV=test/);
    expect(() => loadEnv({ NODE_ENV: 'development', TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/);
  });
});

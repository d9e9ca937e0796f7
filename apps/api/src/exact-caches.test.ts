import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from './db/client';
import { calculations } from './db/schema';
import { hourlyPerson } from './modules/calculations/calculations.test-helpers';
import { call, type Server, startServer, stop } from './testing/api-processes';
import { type SmtpCapture, startSmtpCapture } from './testing/smtp-capture';
import { createOrganization, sessionCookie } from './testing/tenants';
import { copyServerTemplate, dropServerDatabase, serverUrl } from './testing/test-database';

/**
 * Three server processes on one PostgreSQL database, with the production caches on (SESSION_CACHE_MS 5 s): a
 * write answered by A is seen by the very next request to B or C, before any notification could have come
 * (docs/decisions/0014-cache-versions.md). Each check runs ROUNDS times and counts the stale answers: with the
 * counters ignored, 53 of 200 sessions and 7 of 200 lists were stale here (the prices held, by timing alone).
 */
const ROUNDS = 1000;

const json = async (server: Server, method: 'GET' | 'POST', url: string, cookie: string, body?: unknown) => {
  const res = await call(server, method, url, body, cookie);
  if (res.status !== 200) throw new Error(`${method} ${url} on ${server.name}: ${res.status} ${res.body}`);
  return JSON.parse(res.body);
};

// In the PostgreSQL pass of the tests only: three servers and 3,000 rounds take minutes, and they would run on
// the same server in the embedded database's pass.
describe.runIf(serverUrl())(
  'three server processes on one PostgreSQL: the next request after a write',
  () => {
    let scratch: { name: string; url: string };
    let database: Database;
    let smtp: SmtpCapture;
    let a: Server;
    let readers: [Server, Server];
    let site: { tx: number; city: number };

    beforeAll(async () => {
      scratch = await copyServerTemplate(inject('dbTemplate'), 'sm_exact');
      database = await openDatabase({ url: scratch.url, dataDir: '' });
      smtp = await startSmtpCapture();
      const options = { AUTH_RATE_LIMIT_MAX: '100000', JOBS_WORKER: 'off' };
      const [first, second, third] = await Promise.all(
        ['A', 'B', 'C'].map((name) => startServer(name, scratch.url, smtp.url, options)),
      );
      a = first!;
      readers = [second!, third!];
      const org = await createOrganization(database.db, 'exactsite');
      const states = (await json(a, 'GET', '/api/states', org.members.Owner.cookie)).data;
      const tx = states.find((s: { code: string }) => s.code === 'TX').id;
      const city = (await json(a, 'GET', `/api/cities?state_id=${tx}`, org.members.Owner.cookie)).data[0].id;
      site = { tx, city };
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a, ...(readers ?? [])].filter(Boolean).map((s) => stop(s, 'SIGKILL')));
      await smtp?.close();
      await database?.close();
      if (scratch) await dropServerDatabase(scratch.name);
    });

    it(`sessions: ${ROUNDS} sign-outs through A, each refused by the next request to B or C`, async () => {
      const org = await createOrganization(database.db, 'exactsession');
      const { userId } = org.members['Team Member'];
      let stale = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const reader = readers[round % 2]!;
        const cookie = await sessionCookie(database.db, userId);
        // Read twice: the reader now keeps the session.
        await json(reader, 'GET', '/api/user', cookie);
        await json(reader, 'GET', '/api/user', cookie);
        await json(a, 'POST', '/api/auth/sign_out', cookie, {});
        if ((await call(reader, 'GET', '/api/user', undefined, cookie)).status !== 401) stale++;
      }
      expect(stale).toBe(0);
    }, 600_000);

    it(`prices: ${ROUNDS} SUTA changes through A, each in the figures of the next save on B or C`, async () => {
      const org = await createOrganization(database.db, 'exactprice');
      const owner = org.members.Owner.cookie;
      const settings = '/api/organization_settings/suta';
      await json(a, 'POST', settings, owner, { sutaList: [{ state: site.tx, value: 2.7 }] });
      // One week of 40 h at $20 is $800 of wages, under Texas's wage base: 2.7% of it is $21.60, 3.1% is $24.80.
      const rates = [
        { value: 3.1, suta: '24.80' },
        { value: 2.7, suta: '21.60' },
      ];
      for (let round = 0; round < ROUNDS; round++) {
        const reader = readers[round % 2]!;
        const rate = rates[round % 2]!;
        // Version round + 1: the first write made version 1, each change one more.
        await json(a, 'POST', settings, owner, {
          sutaList: [{ state: site.tx, value: rate.value, version: round + 1 }],
        });
        await json(reader, 'POST', '/api/organization_team/calculation/create', owner, {
          name: `Round ${round} at ${rate.suta}`,
          person_list: [hourlyPerson(site.tx, site.city)],
        });
      }
      // What each save stored, as the calculation's page shows it.
      const rows = await database.db
        .select({
          name: calculations.name,
          suta: sql<string>`(${calculations.results} -> 'total_assignment_calculation' ->> 'suta')::numeric(12, 2)::text`,
        })
        .from(calculations)
        .where(eq(calculations.organizationId, org.id));
      expect(rows).toHaveLength(ROUNDS);
      const stale = rows.filter((row) => !row.name.endsWith(` at ${row.suta}`));
      expect(stale).toEqual([]);
    }, 600_000);

    it(`lists: ${ROUNDS} saves through A, each on top of the list the next request to B or C answers`, async () => {
      const org = await createOrganization(database.db, 'exactlist');
      const owner = org.members.Owner.cookie;
      const list = '/api/organization_team/calculations';
      await json(a, 'POST', '/api/organization_settings/suta', owner, {
        sutaList: [{ state: site.tx, value: 2.7 }],
      });
      // Both readers keep the empty first page.
      for (const reader of readers) await json(reader, 'GET', list, owner);
      let stale = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const reader = readers[round % 2]!;
        const name = `List round ${round}`;
        await json(a, 'POST', '/api/organization_team/calculation/create', owner, {
          name,
          person_list: [hourlyPerson(site.tx, site.city)],
        });
        const page = (await json(reader, 'GET', list, owner)).data;
        if (page.calculation[0]?.name !== name || page.total !== round + 1) stale++;
      }
      expect(stale).toBe(0);
      const [counted] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(calculations)
        .where(eq(calculations.organizationId, org.id));
      expect(counted?.count).toBe(ROUNDS);
    }, 600_000);
  },
);

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { saveAs, texasOrganization } from '../modules/calculations/saves.test-helpers';
import { useDallasSite } from '../testing/member-client';
import { useTestApp } from '../testing/test-app';
import { serverUrl } from '../testing/test-database';
import { isConnectionLost } from './connection-lost';
import { calculations } from './schema';

const ctx = useTestApp();
/** The rows of a raw query (node-postgres answers `{ rows }`). */
const rowsOf = async <T>(query: PromiseLike<unknown>) => ((await query) as { rows: [T, ...T[]] }).rows;
const site = useDallasSite(ctx);

describe('a lost database connection (docs/deployment.md#when-the-database-goes-away)', () => {
  it('is told from a wrong request by its code or node-postgres’ words, under Drizzle’s wrapper too', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isConnectionLost(terminated)).toBe(true);
    expect(isConnectionLost(new Error('Failed query', { cause: terminated }))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(Object.assign(new Error('out of range'), { code: '22003' }))).toBe(false);
  });

  // PostgreSQL only: the embedded database has no connection to lose.
  it.runIf(serverUrl())(
    'a transaction whose backend is terminated between two statements fails as lost; the process lives on',
    async () => {
      const admin = new pg.Client({ connectionString: serverUrl() });
      await admin.connect();
      try {
        const held = ctx.database.db.transaction(async (tx) => {
          const [{ pid }] = await rowsOf<{ pid: number }>(tx.execute(sql`select pg_backend_pid() as pid`));
          // Idle in transaction, as a request is between its statements: the connection is checked out.
          await admin.query('select pg_terminate_backend($1)', [pid]);
          await new Promise((r) => setTimeout(r, 200));
          await tx.execute(sql`select 1`);
        });
        const failure = await held.then(
          () => null,
          (err: unknown) => err,
        );
        expect(isConnectionLost(failure)).toBe(true);
        // The pool dropped the dead connection; the next query gets a fresh one.
        expect(await rowsOf(ctx.database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
      } finally {
        await admin.end();
      }
    },
  );

  it.runIf(serverUrl())(
    'saves in parallel while every backend is terminated answer 2xx or 503 with Retry-After; none acknowledged is lost',
    async () => {
      const org = await texasOrganization(ctx, site.ids, 'lost-connections');
      const [{ name }] = await rowsOf<{ name: string }>(
        ctx.database.db.execute(sql`select current_database() as name`),
      );
      const admin = new pg.Client({ connectionString: serverUrl() });
      await admin.connect();
      let terminated = 0;
      let killing = true;
      // What a restart, a failover or a proxy reset does to the app's connections, active or idle in transaction.
      // In bursts: five rounds 60 ms apart, then a pause long enough for a wave to be saved on a loaded machine.
      let round = 0;
      const killer = (async () => {
        while (killing) {
          const res = await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
              where datname = $1 and pid <> pg_backend_pid() and state in ('active', 'idle in transaction', 'idle')`,
            [name],
          );
          terminated += res.rowCount ?? 0;
          await new Promise((r) => setTimeout(r, ++round % 5 === 0 ? 800 : 60));
        }
      })();
      try {
        // Waves of ten, so some saves land between the terminations and some under them: four, and more until one
        // was saved (a batch that lost its connection fails all its saves, db/group-commit.ts).
        const answers: Awaited<ReturnType<typeof saveAs>>[] = [];
        const saved = () => answers.some((a) => a.status === 200);
        for (let wave = 0; wave < 4 || (!saved() && wave < 40); wave++) {
          const batch = Array.from({ length: 10 }, (_, j) =>
            saveAs(ctx, site.ids, org, `Under failover ${wave * 10 + j}`, site.dallas),
          );
          answers.push(...(await Promise.all(batch)));
          await new Promise((r) => setTimeout(r, 25));
        }
        killing = false;
        await killer;
        expect(terminated).toBeGreaterThan(0);
        const statuses = answers.map((a) => a.status);
        expect(statuses.filter((s) => s === 200).length, statuses.join(',')).toBeGreaterThan(0);
        expect(
          statuses.filter((s) => s !== 200 && s !== 503),
          statuses.join(','),
        ).toEqual([]);
        for (const refused of answers.filter((a) => a.status === 503)) {
          expect(refused.headers['retry-after']).toBe('2');
          expect(refused.body).toMatchObject({ code: 'UNAVAILABLE' });
        }
        // Every save acknowledged is in the database.
        const stored = await ctx.database.db
          .select({ name: calculations.name })
          .from(calculations)
          .where(sql`${calculations.organizationId} = ${org.id}`);
        const storedNames = new Set(stored.map((r) => r.name));
        for (const [i, a] of answers.entries()) {
          if (a.status === 200) expect(storedNames.has(`Under failover ${i}`), `save ${i}`).toBe(true);
        }
        // The process is still up and answers normally at once.
        const after = await saveAs(ctx, site.ids, org, 'After the failover', site.dallas);
        expect(after.status).toBe(200);
      } finally {
        killing = false;
        await killer.catch(() => {});
        await admin.end();
      }
    },
    60_000,
  );
});

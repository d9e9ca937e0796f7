import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hourlyPerson } from '../modules/calculations/calculations.test-helpers';
import { client, dallasSite } from '../testing/member-client';
import { createOrganization, type TestOrganization } from '../testing/tenants';
import { createTestApp, type TestContext } from '../testing/test-app';
import { createReadCache } from './read-cache';

describe('read cache', () => {
  it('keeps an answer per organisation and key for the TTL', async () => {
    let now = 1_000;
    const cache = createReadCache(5_000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read(1, 'page 1', load)).toBe(1);
    expect(await cache.read(1, 'page 1', load)).toBe(1);
    expect(await cache.read(1, 'page 2', load)).toBe(2);
    expect(await cache.read(2, 'page 1', load)).toBe(3);
    now += 5_000;
    expect(await cache.read(1, 'page 1', load)).toBe(4);
  });

  it('a write drops its organisation’s answers only; one without an organisation drops all', async () => {
    const cache = createReadCache(5_000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.read(1, 'k', load);
    await cache.read(2, 'k', load);
    cache.invalidate({ userId: 7, organizationId: 1 });
    expect(await cache.read(1, 'k', load)).toBe(3);
    expect(await cache.read(2, 'k', load)).toBe(2);
    cache.invalidate({ userId: 7 });
    expect(cache.size).toBe(0);
  });

  it('does not keep what a read loaded while a write dropped its organisation', async () => {
    const cache = createReadCache(5_000);
    let release!: (v: string) => void;
    const slow = cache.read(1, 'k', () => new Promise<string>((r) => (release = r)));
    cache.invalidate({ organizationId: 1 });
    release('read before the write');
    expect(await slow).toBe('read before the write');
    expect(await cache.read(1, 'k', async () => 'fresh')).toBe('fresh');
  });

  it('a patch updates or drops its organisation’s answers, and a read in flight keeps nothing', async () => {
    const cache = createReadCache(5_000);
    await cache.read(1, 'first page', async () => ['a'], { about: { page: 1 } });
    await cache.read(1, 'second page', async () => ['b'], { about: { page: 2 } });
    await cache.read(2, 'first page', async () => ['other'], { about: { page: 1 } });
    let release!: (v: string[]) => void;
    const slow = cache.read(1, 'third page', () => new Promise<string[]>((r) => (release = r)), {
      about: { page: 3 },
    });
    cache.patch(1, (value, about) =>
      (about as { page: number }).page === 1 ? ['new', ...(value as string[])] : undefined,
    );
    release(['read before the write']);
    await slow;
    const loaded = async () => ['loaded'];
    expect(await cache.read(1, 'first page', loaded)).toEqual(['new', 'a']);
    expect(await cache.read(1, 'second page', loaded)).toEqual(['loaded']);
    expect(await cache.read(1, 'third page', loaded)).toEqual(['loaded']);
    expect(await cache.read(2, 'first page', loaded)).toEqual(['other']);
  });

  it('keeps nothing a read loaded while a patching write was held, so the patch never adds a row twice', async () => {
    const cache = createReadCache(5_000);
    await cache.holding(1, async () => {
      // The write has committed: a reader now loads the page with its row and ends before the patch runs.
      expect(await cache.read(1, 'first page', async () => ['new', 'a'], { about: { page: 1 } })).toEqual([
        'new',
        'a',
      ]);
      cache.patch(1, (value) => ['new', ...(value as string[])]);
    });
    expect(await cache.read(1, 'first page', async () => ['new', 'a (read again)'])).toEqual([
      'new',
      'a (read again)',
    ]);
    // The write over, reads are kept again.
    expect(await cache.read(1, 'first page', async () => ['not read'])).toEqual(['new', 'a (read again)']);
  });
});

describe('answers kept at a counter (db/cache-versions.ts)', () => {
  it('are used only at the counter they were read at, however fresh', async () => {
    const cache = createReadCache(5_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read(1, 'k', load, { version: 4 })).toBe(1);
    expect(await cache.read(1, 'k', load, { version: 4 })).toBe(1);
    // Another process's write bumped the counter: no notification has come, yet the next read loads.
    expect(await cache.read(1, 'k', load, { version: 5 })).toBe(2);
    expect(await cache.read(1, 'k', load, { version: 5 })).toBe(2);
  });

  it('a patch takes an answer read at the counter just before its write, and drops one a write elsewhere passed', async () => {
    const cache = createReadCache(5_000);
    await cache.read(1, 'read at 4', async () => ['a'], { version: 4 });
    await cache.read(1, 'read at 3', async () => ['b'], { version: 3 });
    // This process's save left the counter at 5; a save elsewhere made 4, so the answer read at 3 lacks its row.
    cache.patch(1, (value) => ['new', ...(value as string[])], 5);
    const loaded = async () => ['loaded'];
    expect(await cache.read(1, 'read at 4', loaded, { version: 5 })).toEqual(['new', 'a']);
    expect(await cache.read(1, 'read at 3', loaded, { version: 5 })).toEqual(['loaded']);
    // A second save of the same statement (the same counter) patches the answer the first one left.
    cache.patch(1, (value) => ['newer', ...(value as string[])], 5);
    expect(await cache.read(1, 'read at 4', loaded, { version: 5 })).toEqual(['newer', 'new', 'a']);
  });
});

describe('the calculations list, cached (SESSION_CACHE_MS on)', () => {
  let ctx: TestContext;
  let org: TestOrganization;
  let other: TestOrganization;
  beforeAll(async () => {
    ctx = await createTestApp({ SESSION_CACHE_MS: '5000' });
    org = await createOrganization(ctx.database.db, 'listcache');
    other = await createOrganization(ctx.database.db, 'listcache-other');
  });
  afterAll(() => ctx.close());

  const names = async (cookie: string) =>
    (await client(ctx, cookie).get('/organization_team/calculations')).body.data.calculation.map(
      (c: { name: string }) => c.name,
    );

  it('shows a new calculation and a deletion to the next reader at once, and never another organisation’s', async () => {
    const { ids, dallas } = await dallasSite(ctx);
    const owner = org.members.Owner.cookie;
    const manager = org.members.Manager.cookie;
    expect(await names(manager)).toEqual([]);
    expect(await names(other.members.Owner.cookie)).toEqual([]);
    const created = await client(ctx, owner).post('/organization_team/calculation/create', {
      name: 'Cached list',
      person_list: [hourlyPerson(ids.TX, dallas)],
    });
    expect(created.status).toBe(200);
    // Another member's next read, served by the same process: the write dropped the kept page.
    expect(await names(manager)).toEqual(['Cached list']);
    expect(await names(other.members.Owner.cookie)).toEqual([]);
    const id = created.body.data.calculation.id;
    expect((await client(ctx, owner).post(`/calculations/delete/${id}`, {})).status).toBe(200);
    expect(await names(manager)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { client, useDallasSite } from '../../testing/member-client';
import type { TestOrganization } from '../../testing/tenants';
import { useTestApp } from '../../testing/test-app';
import { saveAs, texasOrganization } from './saves.test-helpers';

/**
 * With the production caches on, a calculation saved puts itself on the process's kept list pages instead of
 * dropping them (docs/performance.md#the-list-under-writes): every view must then answer exactly what a fresh
 * read of the database answers, under one save or many at once.
 */
const ctx = useTestApp({ SESSION_CACHE_MS: '60000' });
const site = useDallasSite(ctx);

const organization = (domain: string) => texasOrganization(ctx, site.ids, domain);
const save = (org: TestOrganization, name: string, role: 'Owner' | 'Manager' = 'Owner') =>
  saveAs(ctx, site.ids, org, name, site.dallas, role);

/** Every view the list page offers that a new calculation may or may not change. */
const views = (org: TestOrganization) => [
  '',
  '?per_page=5',
  '?page=2&per_page=5',
  '?status=Approved',
  '?status=Sent%20to%20approval',
  `?member_id=${org.members.Manager.userId}`,
  `?member_id=${org.members.Owner.userId}`,
  '?sort=title&order=asc',
  '?search=crew',
];

const read = async (org: TestOrganization, view: string) =>
  (await client(ctx, org.members.Admin.cookie).get(`/organization_team/calculations${view}`)).body.data;

/** What each view answers now through the app, and then read afresh from the database. */
async function keptAndFresh(org: TestOrganization) {
  const kept = [];
  for (const view of views(org)) kept.push(await read(org, view));
  ctx.app.readCache.clear();
  const fresh = [];
  for (const view of views(org)) fresh.push(await read(org, view));
  return { kept, fresh };
}

describe('the calculations list kept in the process', () => {
  it('shows a new calculation on every view at once, exactly as a fresh read', async () => {
    const org = await organization('listpatch-one');
    for (let i = 1; i <= 6; i++)
      expect((await save(org, `Night crew ${i}`, i % 2 ? 'Owner' : 'Manager')).status).toBe(200);
    for (const view of views(org)) await read(org, view);
    const before = await read(org, '');

    const saved = await save(org, 'Day crew');
    expect(saved.status).toBe(200);
    const { kept, fresh } = await keptAndFresh(org);
    expect(kept).toEqual(fresh);
    // The first page gained the new row on top and one in its total.
    expect(kept[0].calculation[0].id).toBe(saved.body.data.calculation.id);
    expect(kept[0].total).toBe(before.total + 1);
  });

  it('keeps the first page through a save instead of reading it again', async () => {
    const org = await organization('listpatch-kept');
    await save(org, 'First crew');
    await read(org, '');
    const kept = ctx.app.readCache.size;
    await save(org, 'Second crew');
    // The default view is still kept (patched), so the next read needs no query.
    expect(ctx.app.readCache.size).toBe(kept);
    expect((await read(org, '')).calculation.map((c: { name: string }) => c.name)).toEqual([
      'Second crew',
      'First crew',
    ]);
  });

  it('answers like a fresh read after 20 saves in parallel with readers', async () => {
    const org = await organization('listpatch-many');
    await save(org, 'Seed crew');
    const saves = Array.from({ length: 20 }, (_, i) =>
      save(org, `Parallel crew ${i}`, i % 2 ? 'Owner' : 'Manager'),
    );
    const readers = Array.from({ length: 20 }, (_, i) => read(org, views(org)[i % views(org).length]!));
    const answers = await Promise.all(saves);
    await Promise.all(readers);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const { kept, fresh } = await keptAndFresh(org);
    expect(kept).toEqual(fresh);
    expect(fresh[0].total).toBe(21);
  });
});

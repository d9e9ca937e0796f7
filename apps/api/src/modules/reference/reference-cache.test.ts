import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { industries } from '../../db/schema';
import { seed } from '../../seed';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();

describe('reference lookups from memory', () => {
  it('answer with an ETag and Cache-Control, and 304 with no body when the client has that version', async () => {
    const first = await ctx.app.inject('/api/roles');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await ctx.app.inject({ url: '/api/roles', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const listed = await ctx.app.inject({
      url: '/api/roles',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(listed.statusCode).toBe(304);
    const stale = await ctx.app.inject({
      url: '/api/roles',
      headers: { 'if-none-match': '"an-old-version"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.map((r: { name: string }) => r.name)).toEqual([
      'Owner',
      'Admin',
      'Manager',
      'Team Member',
    ]);
  });

  it('keeps one answer per query: each state has its own cities and ETag, and a bad id is still a 400', async () => {
    const states = (await ctx.app.inject('/api/states')).json().data as { id: number; code: string }[];
    const tx = states.find((s) => s.code === 'TX')!;
    const ca = states.find((s) => s.code === 'CA')!;
    const texas = await ctx.app.inject(`/api/cities?state_id=${tx.id}`);
    const california = await ctx.app.inject(`/api/cities?state_id=${ca.id}`);
    expect(texas.json().data.every((c: { state_id: number }) => c.state_id === tx.id)).toBe(true);
    expect(california.json().data.every((c: { state_id: number }) => c.state_id === ca.id)).toBe(true);
    expect(texas.headers.etag).not.toBe(california.headers.etag);
    expect((await ctx.app.inject('/api/cities?state_id=abc')).statusCode).toBe(400);
  });

  it('serves what it cached until the seed runs, then what the seed left', async () => {
    const before = await ctx.app.inject('/api/industries');
    await ctx.database.db
      .update(industries)
      .set({ name: 'Clerical work' })
      .where(eq(industries.name, 'Clerical'));
    const cached = await ctx.app.inject('/api/industries');
    expect(cached.json().data[0].name).toBe('Clerical');
    expect(cached.headers.etag).toBe(before.headers.etag);
    await seed(ctx.database.db, { demo: false });
    const after = await ctx.app.inject({
      url: '/api/industries',
      headers: { 'if-none-match': before.headers.etag },
    });
    expect(after.statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(industries).orderBy(industries.id);
    expect(after.json().data.map((r: { name: string }) => r.name)).toEqual(rows.map((r) => r.name));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

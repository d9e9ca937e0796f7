import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app';

const ctx = useTestApp();

describe('OpenAPI', () => {
  it('documents the account routes with their bodies', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<
      string,
      Record<string, { requestBody?: unknown; description?: string }>
    >;
    for (const p of [
      '/api/auth',
      '/api/auth/sign_in',
      '/api/auth/sign_in_by_uuid',
      '/api/auth/password',
      '/api/check_domain',
      '/api/organization/create',
      '/api/organization/members/delete',
      '/api/user/update_password',
    ]) {
      expect(paths[p], p).toBeDefined();
    }
    expect(paths['/api/auth/sign_in']!.post!.requestBody).toBeDefined();
    expect(paths['/api/auth/sign_in_by_uuid']!.post!.description).toContain('one-time hand-over token');
  });

  it('documents the routes declared in contracts with their queries and bodies', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = (path: string, method: string) => doc.paths[path][method];
    const queryNames = (path: string) =>
      (op(path, 'get').parameters as { name: string; in: string }[]).filter((p) => p.in === 'query');
    expect(queryNames('/api/dashboard/overview').map((p) => p.name)).toEqual(
      expect.arrayContaining(['revenue', 'period', 'today', 'team_id', 'member_id']),
    );
    expect(queryNames('/api/bootstrap').map((p) => p.name)).toEqual(['after']);
    expect(
      op('/api/get_a_demo', 'post').requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('formInput');
    expect(op('/api/organization/members/delete', 'post').requestBody).toBeDefined();
  });

  it('declares what the files and redirects answer instead of nothing', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ok = (path: string) => doc.paths[path].get.responses['200'];
    expect(ok('/api/billing/invoices/{id}/pdf').content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(ok('/api/dashboard/teams/export').content)).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(Object.keys(ok('/api/uploads/{folder}/{file}').content)).toContain('image/png');
    const redirect = doc.paths['/api/auth/{provider}/callback'].get.responses['302'];
    expect(redirect.headers.Location.schema.type).toBe('string');
    expect(redirect.content).toBeUndefined();
    // A multipart upload names its file field.
    const form =
      doc.paths['/api/organization_teams/team_logo'].post.requestBody.content['multipart/form-data'];
    expect(form.schema.properties.image).toEqual({ type: 'string', format: 'binary' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

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
});

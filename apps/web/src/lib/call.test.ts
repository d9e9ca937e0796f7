import type { plansRoute } from '@app/contracts/reference/routes';
import { defineRoute } from '@app/contracts/route';
import { saveCostRoute, settingsHistoryRoute } from '@app/contracts/settings/routes';
import { teamLogoRoute } from '@app/contracts/teams/routes';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { call, callAt, upload } from './call';

const deleteRoute = defineRoute({
  method: 'POST',
  path: '/calculations/delete/:id',
  params: z.object({ id: z.coerce.number() }),
  response: z.object({ data: z.object({ status: z.number() }) }),
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('fills the path from params and sends the body as JSON', async () => {
    const fetch = answer(200, { data: { status: 1 } });
    const reply = await call(deleteRoute, { params: { id: 7 } });
    expect(reply.data.status).toBe(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/calculations/delete/7');
    expect(fetch.mock.calls[0]?.[1].method).toBe('POST');
  });

  it('sends a GET query in the URL, leaving out what is unset', async () => {
    const fetch = answer(200, { data: [], total: 0 });
    await call(settingsHistoryRoute, { query: { area: 'costs', per_page: 50, page: undefined } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/organization_settings/history?area=costs&per_page=50');
    expect(fetch.mock.calls[0]?.[1].body).toBeUndefined();
  });

  it("keeps api-client's error mapping: a 400 carries the field messages", async () => {
    answer(400, {
      status: 'error',
      message: 'Invalid',
      errors: { 'data.cost_name': ['Cost name is required'] },
    });
    const failure = call(saveCostRoute, {
      body: { data: { cost_type: 'custom_cost', cost_name: '', percent: 1, cost_option: 'flat' } },
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      fieldErrors: { 'data.cost_name': ['Cost name is required'] },
    });
  });

  it('uploads a file as multipart under the contract field name, the query in the URL', async () => {
    const fetch = answer(200, { status: 'success', data: { organization_teams: [] } });
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await upload(teamLogoRoute, file, { query: { team_id: 4 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/organization_teams/team_logo?team_id=4');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('calls a route by its address alone (the landing page imports the contract as a type)', async () => {
    const fetch = answer(200, { data: [] });
    const reply = await callAt<typeof plansRoute>({ method: 'GET', path: '/plans' });
    expect(reply.data).toEqual([]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/plans');
  });
});

/**
 * The contract is the only place a route's path and fields are written: renaming one there fails the web's
 * typecheck (`npm run typecheck` checks this file; each line below would compile if the check were lost).
 */
describe('the contract types each call', () => {
  it('types the answer from the response schema', () => {
    expectTypeOf(call<typeof deleteRoute>).returns.resolves.toEqualTypeOf<{ data: { status: number } }>();
  });

  it('refuses a renamed or missing field, and a route called without its params', () => {
    const never = () => {
      const renamed = {
        data: { cost_type: 'custom_cost', name: 'x', percent: 1, cost_option: 'flat' },
      } as const;
      // @ts-expect-error a body whose field has another name (cost_name sent as name)
      call(saveCostRoute, { body: renamed });
      // @ts-expect-error the path's :id needs params
      call(deleteRoute, {});
      // @ts-expect-error params the path does not have
      call(deleteRoute, { params: { key: 1 } });
      // @ts-expect-error a query value outside the contract's enum
      call(settingsHistoryRoute, { query: { area: 'payroll' } });
      // @ts-expect-error a path parameter without a params schema
      defineRoute({ method: 'GET', path: '/calculations/:id', response: z.object({}) });
      // @ts-expect-error an address that is not the contract's
      callAt<typeof plansRoute>({ method: 'GET', path: '/plan' });
      // @ts-expect-error a multipart route's query is typed as any other
      upload(teamLogoRoute, new Blob(), { query: { team: 4 } });
      // @ts-expect-error a JSON route is not an upload
      upload(saveCostRoute, new Blob());
    };
    expect(never).toBeTypeOf('function');
  });
});

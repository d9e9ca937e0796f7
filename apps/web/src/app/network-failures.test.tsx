import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, NetworkError } from '../lib/api-client';
import { server } from '../testing/server';
import { queryClient } from './query-client';

afterEach(() => vi.restoreAllMocks());

const retry = queryClient.getDefaultOptions().queries?.retry as (count: number, err: unknown) => boolean;

describe('failures say what happened and what to do', () => {
  it('no answer offline: a NetworkError with our words, never "Failed to fetch"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.post('*/api/organization/update', () => HttpResponse.error()));
    const err = await api.post('/organization/update', { name: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).toBe(
      "You're offline: your changes are kept; try again when you're back online.",
    );
  });

  it('a 5xx without a message of ours never shows the raw page', async () => {
    server.use(
      http.get('*/api/organization_team/calculations', () =>
        HttpResponse.text('<h1>Bad Gateway</h1>', { status: 502 }),
      ),
    );
    const err = await api.get('/organization_team/calculations').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(
      'StaffMargin could not answer (502): your changes are kept; try again in a moment.',
    );
    expect((err as ApiError).method).toBe('GET');
  });
});

describe('the retry policy', () => {
  it('retries reads (GET) that got no answer or a 5xx, up to 3 times', () => {
    expect(retry(0, new NetworkError('GET', false))).toBe(true);
    expect(retry(2, new ApiError(503, {}, 'GET'))).toBe(true);
    expect(retry(3, new ApiError(503, {}, 'GET'))).toBe(false);
  });

  it('never retries a 4xx, a write, or a read sent with POST', () => {
    expect(retry(0, new ApiError(404, {}, 'GET'))).toBe(false);
    expect(retry(0, new ApiError(500, {}, 'POST'))).toBe(false);
    expect(retry(0, new NetworkError('PUT', false))).toBe(false);
  });
});

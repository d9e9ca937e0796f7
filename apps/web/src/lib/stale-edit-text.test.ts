import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { staleEditOf, staleEditText } from './stale-edit-text';

const conflict = { changed_by: 'Dana Owens', changed_at: '2026-11-23T15:40:00.000Z', version: 3 };

describe('stale edits', () => {
  it('recognises the 409 of a stale save and nothing else', () => {
    expect(staleEditOf(new ApiError(409, { code: 'CONFLICT', message: 'x', conflict }))).toEqual(conflict);
    expect(staleEditOf(new ApiError(409, { code: 'CONFLICT', message: 'You already have a company.' }))).toBe(
      null,
    );
    expect(staleEditOf(new ApiError(400, { code: 'VALIDATION', message: 'x' }))).toBe(null);
    expect(staleEditOf(new Error('network'))).toBe(null);
  });

  it('names who saved the newer version and when, in the reader’s time zone', () => {
    expect(staleEditText(conflict, 'en-US', 'America/Chicago')).toBe(
      'Dana Owens saved a newer version on 11/23/26, 9:40 AM.',
    );
    expect(staleEditText({ ...conflict, changed_by: null }, 'en-US', 'UTC')).toBe(
      'Someone saved a newer version on 11/23/26, 3:40 PM.',
    );
  });
});

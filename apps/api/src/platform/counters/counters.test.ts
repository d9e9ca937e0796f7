import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { countHit } from './counters';

/**
 * Request limits count in windows that open at a key's first hit (docs/security.md#rate-limits-and-the-client-address-trust_proxy):
 * a burst across a clock minute is one window, and the counter is one atomic upsert however many hit at once.
 */
const ctx = useTestApp();
const MINUTE = 60_000;
const hit = (key: string, now: number) =>
  countHit(ctx.database.db, { bucket: 'counters-test', key, windowMs: MINUTE, now });

describe('request counters', () => {
  it('a burst across the turn of a clock minute counts in one window, which ends a minute after its first hit', async () => {
    const opened = Date.UTC(2026, 10, 27, 12, 0, 59, 500);
    expect(await hit('burst', opened)).toEqual({ count: 1, resetsAt: new Date(opened + MINUTE) });
    // One second later the clock's minute has turned; the window has not.
    expect((await hit('burst', opened + 1_000)).count).toBe(2);
    expect((await hit('burst', opened + MINUTE - 1)).count).toBe(3);
    // At its end the next hit opens a new window, with its own end.
    expect(await hit('burst', opened + MINUTE)).toEqual({
      count: 1,
      resetsAt: new Date(opened + 2 * MINUTE),
    });
  });

  it('hits sent at once each get their own number, in a window and when one has just ended', async () => {
    const t = Date.UTC(2026, 10, 27, 13, 0, 0);
    const counts = async (now: number) =>
      (await Promise.all(Array.from({ length: 30 }, () => hit('parallel', now)))).map((h) => h.count);
    expect((await counts(t)).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // The window has ended: exactly one hit starts it again at 1, the others count on from it.
    expect((await counts(t + MINUTE)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });
});

/**
 * "Now" for rules that depend on time (trial end, grace periods, renewals, proration): the app takes a clock so
 * tests move time instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and move: `clock.set(date)`, `clock.advance(ms)`. */
export function manualClock(
  start: Date = new Date(),
): Clock & { set(date: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

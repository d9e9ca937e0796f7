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

/**
 * The clock of a server started for browser journeys (TEST_CLOCK=true, NODE_ENV=test): the system's time until
 * a journey sets an instant, which then stands still until set again (null returns to the system's time), so a
 * journey can end a trial and reach a known point of a billing period.
 */
export function settableClock(): Clock & { set(date: Date | null): void } {
  let fixed: number | null = null;
  return {
    now: () => new Date(fixed ?? Date.now()),
    set: (date) => {
      fixed = date ? date.getTime() : null;
    },
  };
}

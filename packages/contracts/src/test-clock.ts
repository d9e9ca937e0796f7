import { z } from 'zod';

/** POST /testing/clock (servers started with TEST_CLOCK=true only): an instant the clock stands at, or null. */
export const testClockBodySchema = z.object({
  at: z.iso
    .datetime({ offset: true })
    .refine((v) => {
      const year = new Date(v).getUTCFullYear();
      return year >= 2000 && year <= 2200;
    }, 'Choose an instant between the years 2000 and 2200')
    .nullable(),
});

export const testClockResponseSchema = z.object({ now: z.string() });

import { z } from 'zod';
import { MAX_ASSIGNMENT_LENGTH, MAX_ASSIGNMENT_YEARS, MAX_DATE } from '../limits';
import { choice, isBlank, isoDate, numeric } from './fields';

/** The earliest assignment start the wizard accepts (docs/product/calculator.md#assignment-details-tab). */
export const MIN_START_DATE = '2020-01-01';

const scheduleOptions = {
  'full-time': 'full-time',
  fulltime: 'full-time',
  'part-time': 'part-time',
  parttime: 'part-time',
  shift: 'shift',
} as const;
const periodOptions = {
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
} as const;
const hasDatesOptions = { yes: 'yes', true: 'yes', '1': 'yes', no: 'no', false: 'no', '0': 'no' } as const;

/** person.assignment: dated or estimated (a length and its period), and the weekly schedule. */
export const assignmentSchema = z
  .object({
    have_start_end_date: choice('Start and end dates', hasDatesOptions, ['yes', 'no'], true),
    start_date: isoDate('Start date'),
    end_date: isoDate('End date'),
    schedule: choice('Work schedule', scheduleOptions, ['shift', 'full-time', 'part-time'], true),
    hours_per_shift: numeric('Hours per shift', { min: 0, max: 24 }),
    shifts_per_week: numeric('Shifts per week', { min: 0, cap: 168 }),
    hours_per_week: numeric('Hours per week', { min: 0, max: 168 }),
    estimated_length: numeric('Estimated length', { min: 0, cap: MAX_ASSIGNMENT_LENGTH.week }),
    estimated_period: choice('Estimated period', periodOptions, ['week', 'month', 'year']),
  })
  .superRefine(
    (a, ctx) => {
      // Runs even after a failed parse (when: always): a null entry must not throw.
      if (!a || typeof a !== 'object') return;
      const need = (field: keyof typeof a, message: string) => {
        if (isBlank(a[field])) ctx.addIssue({ code: 'custom', message, path: [field] });
      };
      if (a.have_start_end_date === 'yes') {
        need('start_date', 'Start date is required');
        need('end_date', 'End date is required');
        if (typeof a.start_date === 'string' && a.start_date < MIN_START_DATE) {
          ctx.addIssue({
            code: 'custom',
            message: 'Start date must be on or after 01/01/2020',
            path: ['start_date'],
          });
        }
        if (typeof a.start_date === 'string' && typeof a.end_date === 'string' && a.end_date < a.start_date) {
          ctx.addIssue({
            code: 'custom',
            message: 'End date must not be before the start date',
            path: ['end_date'],
          });
        } else if (
          typeof a.start_date === 'string' &&
          typeof a.end_date === 'string' &&
          a.end_date > yearsAfter(a.start_date, MAX_ASSIGNMENT_YEARS)
        ) {
          ctx.addIssue({
            code: 'custom',
            message: `End date must be at most ${MAX_ASSIGNMENT_YEARS} years after the start date`,
            path: ['end_date'],
          });
        }
      } else if (a.have_start_end_date === 'no') {
        need('estimated_length', 'Estimated length is required');
        need('estimated_period', 'Estimated period is required');
        const { estimated_length: length, estimated_period: period } = a;
        if (typeof length === 'string' && period && Number(length) > MAX_ASSIGNMENT_LENGTH[period]) {
          ctx.addIssue({
            code: 'custom',
            message: `Estimated length must be at most ${MAX_ASSIGNMENT_LENGTH[period]} ${period}s (${MAX_ASSIGNMENT_YEARS} years)`,
            path: ['estimated_length'],
          });
        }
      }
      if (a.schedule === 'shift') {
        need('hours_per_shift', 'Hours per shift is required');
        need('shifts_per_week', 'Shifts per week is required');
        const { hours_per_shift: hours, shifts_per_week: shifts } = a;
        if (typeof hours === 'string' && typeof shifts === 'string' && Number(hours) * Number(shifts) > 168) {
          ctx.addIssue({
            code: 'custom',
            message: 'A week has at most 168 hours',
            path: ['shifts_per_week'],
          });
        }
      }
      if (a.schedule === 'part-time') need('hours_per_week', 'Hours per week is required');
    },
    { when: () => true },
  );

/** The same day `years` later (29 February moves to 1 March), as YYYY-MM-DD; never past MAX_DATE. */
function yearsAfter(date: string, years: number): string {
  const later = `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
  return later > MAX_DATE ? MAX_DATE : later;
}

export type PlainAssignment = z.output<typeof assignmentSchema>;

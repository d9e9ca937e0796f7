import { z } from 'zod';
import { MAX_AMOUNT, MAX_NAME_LENGTH } from '../limits';
import { choice, isBlank, numeric, ref, text } from './fields';

const fromOptions = {
  '1': 'revenue',
  revenue: 'revenue',
  '2': 'wages',
  wages: 'wages',
  'total-wage': 'wages',
  'total-wages': 'wages',
} as const;
const optionOptions = {
  flat: 'flat',
  percentage: 'percentage',
  percent: 'percentage',
  '%': 'percentage',
} as const;
const frequencyOptions = {
  once: 'once',
  'one-time': 'once',
  flat: 'once',
  hour: 'hour',
  hourly: 'hour',
  'per-hour': 'hour',
  week: 'week',
  weekly: 'week',
  'per-week': 'week',
  month: 'month',
  monthly: 'month',
  'per-month': 'month',
} as const;

/**
 * An organisation cost item (id, name, percent = the amount, from 1 Revenue / 2 Total Wage,
 * cost_option flat or percentage: docs/product/README.md#glossary-of-wire-field-names) plus the optional frequency of a flat cost (once, hour, week, month).
 * The settings payload calls the name cost_name; both are accepted.
 */
export const costItemWireSchema = z
  .object({
    id: ref('Cost id'),
    name: text('Cost name', false, MAX_NAME_LENGTH),
    cost_name: text('Cost name', false, MAX_NAME_LENGTH),
    percent: numeric('Cost', { min: 0, cap: MAX_AMOUNT, required: true }),
    from: choice('Cost basis', fromOptions, ['1 (Revenue)', '2 (Total Wage)']),
    cost_option: choice('Cost option', optionOptions, ['flat', 'percentage'], true),
    frequency: choice('Frequency', frequencyOptions, ['once', 'hour', 'week', 'month']),
    cost_type: ref('Cost type'),
    industry_id: ref('Industry'),
    cost_list_id: text('Cost list', false, MAX_NAME_LENGTH),
  })
  .superRefine(
    (item, ctx) => {
      // Runs even after a failed parse (when: always): a null entry must not throw.
      if (!item || typeof item !== 'object') return;
      if (isBlank(item.name) && isBlank(item.cost_name)) {
        ctx.addIssue({ code: 'custom', message: 'Cost name is required', path: ['name'] });
      }
      if (
        item.cost_option === 'percentage' &&
        typeof item.percent === 'string' &&
        Number(item.percent) > 100
      ) {
        ctx.addIssue({ code: 'custom', message: 'Percent must be between 0 and 100', path: ['percent'] });
      }
    },
    { when: () => true },
  );

export type CostItemWire = z.output<typeof costItemWireSchema>;

import type { PersonWire } from '@app/contracts/calculation';
import { WIRE_NAMES as W } from '@app/contracts/wire-names';
import type { SummarySection } from './summary-sections';

/**
 * The figures the Summary modal edits in place (docs/product/calculations.md#summary-modal): pay, hours, shifts,
 * days and contributions, besides the stipend discount. Each is numeric; the bounds are the calculation's own
 * (the contracts' person schema, checked again when Save re-prices).
 */
export interface SummaryField {
  key: string;
  section: SummarySection['title'];
  label: (p: PersonWire) => string;
  /** Shown for this person (a schedule's hours, a benefit that is on). */
  applies: (p: PersonWire) => boolean;
  get: (p: PersonWire) => string | number | null | undefined;
  set: (p: PersonWire, value: string) => PersonWire;
  prefix?: string;
  suffix?: string;
}

const assignmentField = (
  key: typeof W.hoursPerShift | 'shift_per_week' | 'hours_per_week',
  label: string,
  schedule: 'shift' | 'part-time',
): SummaryField => ({
  key,
  section: 'Assignment',
  label: () => label,
  applies: (p) => p.assignment?.[W.schedule] === schedule,
  get: (p) => p.assignment?.[key],
  set: (p, v) => ({ ...p, assignment: { ...p.assignment!, [key]: v } }),
});

const benefitField = (
  key: 'holiday_paid_time' | 'paid_time_number_of_days' | 'k_401_number_of_days',
  label: string,
  on: 'holiday_pay' | 'paid_time' | 'k_401',
  suffix?: string,
): SummaryField => ({
  key,
  section: 'Benefits',
  label: () => label,
  applies: (p) => Boolean(p[W.benefits]?.[on]),
  get: (p) => p[W.benefits]?.[key],
  set: (p, v) => ({ ...p, [W.benefits]: { ...p[W.benefits]!, [key]: v } }),
  suffix,
});

export const SUMMARY_FIELDS: SummaryField[] = [
  {
    key: 'pay_rate',
    section: 'Pay',
    label: (p) => (p.pay?.compensation_type === 'salary' ? 'Salary' : 'Pay rate'),
    applies: (p) => p.pay !== undefined,
    get: (p) => p.pay?.pay_rate,
    set: (p, v) => ({ ...p, pay: { ...p.pay!, pay_rate: v } }),
    prefix: '$',
  },
  assignmentField(W.hoursPerShift, 'Hours per shift', 'shift'),
  assignmentField('shift_per_week', 'Shifts per week', 'shift'),
  assignmentField('hours_per_week', 'Hours per week', 'part-time'),
  benefitField('holiday_paid_time', 'Holiday days', 'holiday_pay'),
  benefitField('paid_time_number_of_days', 'PTO days', 'paid_time'),
  benefitField('k_401_number_of_days', '401(k) employer contribution', 'k_401', '%'),
  {
    key: 'number_of_days',
    section: 'Other Costs',
    label: () => 'Payment terms (days)',
    applies: () => true,
    get: (p) => p.othercost?.number_of_days ?? 0,
    set: (p, v) => ({ ...p, othercost: { costTypes_and_ids: {}, ...p.othercost, number_of_days: v } }),
  },
];

/** One person's edits: field key to the typed value ('' while the field is emptied). */
export type PersonEdits = Record<string, string>;

/** The person with the Summary modal's edits applied; an emptied field counts as 0. */
export function applySummaryEdits(p: PersonWire, edits: PersonEdits | undefined): PersonWire {
  if (!edits) return p;
  let out = p;
  for (const [key, value] of Object.entries(edits)) {
    if (key === 'discount') {
      out = { ...out, pay: { ...out.pay!, discount: value === '' ? '0' : value } };
      continue;
    }
    const field = SUMMARY_FIELDS.find((f) => f.key === key);
    if (field?.applies(out)) out = field.set(out, value === '' ? '0' : value);
  }
  return out;
}

import type { PlainPerson } from '@app/contracts/calculation';
import type { PersonInputs } from './calculation-document';

const money = (v: unknown) =>
  v === null || v === undefined || v === ''
    ? '—'
    : `$${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The person's fields the documents' inputs table does not describe: they are priced, and the figures beside
 * the table show what they add. Every other field of the person's schema is described (describe-inputs.test.ts
 * fails for a field in neither).
 */
export const INPUTS_NOT_DESCRIBED = [
  'employees',
  'pay.stipend',
  'pay.discount',
  'pay.pay_frequency',
  'bill.double_time',
  'locations.workers_comp.industry',
  'benefits.*',
  'other_costs.*',
];

/** Plain-words description of one person's inputs, for the documents' inputs table. */
export function describeInputs(
  p: PlainPerson,
  names: { state: Map<string, string>; city: Map<string, string> },
): PersonInputs {
  const pay = p.pay;
  const payText =
    pay?.compensation_type === 'salary'
      ? `Salary ${money(pay.pay_rate)} / ${pay.salary_type === 'monthly' ? 'month' : 'year'}`
      : `${money(pay?.pay_rate)} / h${pay?.exempt ? ' (exempt)' : ''}`;
  const bill = p.bill;
  const billText =
    bill?.compensation_type === 'markup'
      ? `Markup ${bill.markup}%`
      : `${money(bill?.bill_rate)} / h${bill?.overtime ? `, OT x${bill.overtime}` : ''}`;
  const a = p.assignment;
  const schedule =
    a?.schedule === 'shift'
      ? `Shift: ${a.hours_per_shift} h x ${a.shifts_per_week} / week`
      : a?.schedule === 'part-time'
        ? `Part-time: ${a.hours_per_week} h / week`
        : 'Full-time: 40 h / week';
  const period =
    a?.have_start_end_date === 'yes'
      ? `${a.start_date} to ${a.end_date}`
      : `${a?.estimated_length} ${a?.estimated_period}(s)`;
  return {
    jobName: p.job_name ?? '',
    pay: payText,
    bill: billText,
    schedule,
    period,
    locations: (p.locations ?? []).map((l) => ({
      state: names.state.get(String(l.state_id)) ?? String(l.state_id),
      city: l.city_id ? (names.city.get(String(l.city_id)) ?? '') : '',
      wcCode: l.workers_comp ? `${l.workers_comp.nick_name} ${l.workers_comp.code}` : '',
      wcRate:
        l.workers_comp?.rate === undefined || l.workers_comp?.rate === null
          ? null
          : Number(l.workers_comp.rate),
    })),
  };
}

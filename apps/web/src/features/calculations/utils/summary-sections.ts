import type { PersonWire } from '@app/contracts/calculation';
import type { RateSnapshot } from '@app/engine';

export interface SummarySection {
  /** The side sections, with the product's historic spelling (docs/product/calculations.md#summary-modal). */
  title: 'Pay' | 'Bill' | 'Assignment' | 'Benefits' | 'Other Costs';
  rows: [label: string, value: string][];
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const $ = (v: unknown) => (v === undefined || v === null || v === '' ? '—' : money.format(Number(v)));
const pct = (v: unknown) => (v === undefined || v === null || v === '' ? '—' : `${Number(v)}%`);
const yesNo = (v: unknown) => (v ? 'Yes' : 'No');
const text = (v: unknown) => (v === undefined || v === null || v === '' ? '—' : String(v));
const cap = (v: unknown) =>
  text(v)
    .replace(/[-_]/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase());

const TIERS: Record<string, string> = {
  employee_only: 'Employee only',
  employee_spouse: 'Employee and spouse',
  employee_dependent: 'Employee and dependents',
  family: 'Family',
};

const COST_TYPES: Record<string, string> = {
  background_check_cost: 'Background check',
  drug_screen_cost: 'Drug screen',
  manage_service_provider: 'MSP',
  vendor_management_system: 'VMS',
  payrolling_cost: 'Payrolling',
  interest: 'Interest',
  liability_insurance: 'Liability insurance',
  custom_cost_list: 'Custom costs',
};

/** One person's inputs as the Summary modal lists them: read-only label and value pairs per section. */
export function summarySections(p: PersonWire, rates: RateSnapshot): SummarySection[] {
  const pay = p.pay ?? ({} as NonNullable<PersonWire['pay']>);
  const bill = p.bill ?? ({} as NonNullable<PersonWire['bill']>);
  const a = p.assignment ?? ({} as NonNullable<PersonWire['assignment']>);
  const b = p.benifits ?? ({} as NonNullable<PersonWire['benifits']>);
  const salary = pay.compensation_type === 'salary';
  const payRows: SummarySection['rows'] = [
    ['Compensation', cap(pay.compensation_type)],
    [salary ? `Salary (${text(pay.salary_type)})` : 'Pay rate', $(pay.pay_rate)],
    ['Pay frequency', cap(pay.pay_frequency)],
    ['Exempt', yesNo(pay.exampt)],
    ['Stipend', yesNo(pay.stepend)],
  ];
  const billRows: SummarySection['rows'] =
    bill.compensation_type === 'markup' ? [['Markup', pct(bill.markup)]] : [['Bill rate', $(bill.bill_rate)]];
  if (!pay.exampt) billRows.push(['Overtime', `${text(bill.overtime ?? 1.5)}x`]);

  const assignment: SummarySection['rows'] = [['Schedule', cap(a.shadule)]];
  if (a.shadule === 'shift') {
    assignment.push(['Hours per shift', text(a.work_shadule)], ['Shifts per week', text(a.shift_per_week)]);
  } else if (a.shadule === 'part-time') assignment.push(['Hours per week', text(a.hours_per_week)]);
  if (a.have_start_end_date === 'yes') {
    assignment.push(['Start date', text(a.start_date)], ['End date', text(a.end_date)]);
  } else {
    assignment.push([
      'Length',
      `${text(a.estimated_assigment_length)} ${text(a.estimated_assigment_period)}(s)`,
    ]);
  }

  const benefits: SummarySection['rows'] = [];
  if (b.holiday_pay)
    benefits.push(['Holiday pay', `${text(b.holiday_paid_time)} days, ${cap(b.holiday_type)}`]);
  if (b.paid_time) benefits.push(['PTO', `${text(b.paid_time_number_of_days)} days, ${cap(b.pto_type)}`]);
  if (b.k_401) benefits.push(['401(k) employer contribution', pct(b.k_401_number_of_days)]);
  if (b.bonus) benefits.push(['Bonus', b.bonus_type === '%' ? pct(b.bonus_pay) : $(b.bonus_pay)]);
  if (b.healthcare_plan) {
    for (const plan of b.health_plans ?? []) {
      const pkg = rates.healthcarePackages.find((h) => h.id === String(plan.package));
      benefits.push(['Healthcare', `${pkg?.name ?? 'Package'} (${TIERS[String(plan.package_type)] ?? '—'})`]);
    }
  }
  benefits.push(['Statutory sick leave (SPTO)', yesNo(b.spto)]);

  const other: SummarySection['rows'] = [['Payment terms', `${text(p.othercost?.number_of_days ?? 0)} days`]];
  for (const [type, ids] of Object.entries(p.othercost?.costTypes_and_ids ?? {})) {
    for (const id of (ids as unknown[]) ?? []) {
      const item = rates.costItems.find((c) => c.id === String(id));
      other.push([COST_TYPES[type] ?? cap(type), item?.name ?? `Cost ${String(id)}`]);
    }
  }

  return [
    { title: 'Pay', rows: payRows },
    { title: 'Bill', rows: billRows },
    { title: 'Assignment', rows: assignment },
    { title: 'Benefits', rows: benefits },
    { title: 'Other Costs', rows: other },
  ];
}

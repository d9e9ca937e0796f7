import type { PersonWire } from '@app/contracts/calculation';
import { WIRE_NAMES as W } from '@app/contracts/wire-names';
import { doubleTimeLocation, type PricingSnapshot } from '@app/pricing';
import { formatMoney as $ } from '../../../lib/format';

export interface SummarySection {
  /** The side sections (docs/product/calculations.md#summary-modal). */
  title: 'Pay' | 'Bill' | 'Assignment' | 'Benefits' | 'Other Costs';
  rows: [label: string, value: string][];
}

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

/**
 * One person's inputs as the Summary modal lists them: read-only label and value pairs per section. The figures
 * the modal edits (summary-edits.ts: pay, hours, shifts, days, contributions) are its inputs, not rows here.
 */
export function summarySections(p: PersonWire, snapshot: PricingSnapshot): SummarySection[] {
  const { rates } = snapshot;
  const pay = p.pay ?? ({} as NonNullable<PersonWire['pay']>);
  const bill = p.bill ?? ({} as NonNullable<PersonWire['bill']>);
  const a = p.assignment ?? ({} as NonNullable<PersonWire['assignment']>);
  const b = p[W.benefits] ?? ({} as NonNullable<PersonWire[typeof W.benefits]>);
  const salary = pay.compensation_type === 'salary';
  const payRows: SummarySection['rows'] = [
    ['Compensation', salary ? `Salary (${text(pay.salary_type)})` : cap(pay.compensation_type)],
    ['Pay frequency', cap(pay.pay_frequency)],
    ['Exempt', yesNo(pay[W.exempt])],
    ['Stipend', yesNo(pay[W.stipend])],
  ];
  const billRows: SummarySection['rows'] =
    bill.compensation_type === 'markup' ? [['Markup', pct(bill.markup)]] : [['Bill rate', $(bill.bill_rate)]];
  if (!pay[W.exempt]) billRows.push(['Overtime', `${text(bill.overtime ?? 1.5)}x`]);
  // Double time where a work location's state pays it (docs/calculation-model.md#state-daily-overtime-and-double-time).
  const doubleTime = salary || pay[W.exempt] ? null : doubleTimeLocation(p.wc_states ?? [], snapshot);
  if (doubleTime) billRows.push(['Double time', `${text(bill.double_time ?? 2)}x`]);

  const assignment: SummarySection['rows'] = [['Schedule', cap(a[W.schedule])]];
  if (a.have_start_end_date === 'yes') {
    assignment.push(['Start date', text(a.start_date)], ['End date', text(a.end_date)]);
  } else {
    assignment.push(['Length', `${text(a[W.assignmentLength])} ${text(a[W.assignmentPeriod])}(s)`]);
  }

  const benefits: SummarySection['rows'] = [];
  if (b.holiday_pay) benefits.push(['Holiday pay', cap(b.holiday_type)]);
  if (b.paid_time) benefits.push(['PTO', cap(b.pto_type)]);
  if (b.bonus) benefits.push(['Bonus', b.bonus_type === '%' ? pct(b.bonus_pay) : $(b.bonus_pay)]);
  if (b.healthcare_plan) {
    for (const plan of b.health_plans ?? []) {
      const pkg = rates.healthcarePackages.find((h) => h.id === String(plan.package));
      benefits.push(['Healthcare', `${pkg?.name ?? 'Package'} (${TIERS[String(plan.package_type)] ?? '—'})`]);
    }
  }
  benefits.push(['Statutory sick leave (SPTO)', yesNo(b.spto)]);

  const other: SummarySection['rows'] = [];
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

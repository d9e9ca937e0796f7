import type { PersonWireInput } from '@app/contracts/calculation';
import type { PersonForm } from './person-form';

// The wire's names (benifits, stepend, exampt, shadule, work_shadule, estimated_assigment_*) are written here and
// in from-wire.ts and wire-names.ts only: the form's are plain English (scripts/check-wire-names.mjs).

const has = (value: unknown) => value !== '' && value !== null && value !== undefined;
/** Blank inputs are left out, so the schemas answer 'X is required' rather than 'X must be a number'. */
const opt = <T>(value: T) => (has(value) ? value : undefined);

/** Salaried and exempt persons have no overtime: the Overtime Markup field is hidden for them. */
export const hasOvertime = (p: PersonForm) => p.pay.compensation_type === 'hourly' && !p.pay.exempt;

export const toPayWire = (p: PersonForm) => {
  const salary = p.pay.compensation_type === 'salary';
  return {
    compensation_type: p.pay.compensation_type,
    pay_rate: opt(p.pay.pay_rate),
    stepend: p.pay.stipend,
    exampt: salary ? false : p.pay.exempt,
    discount: p.pay.stipend ? opt(p.pay.discount) : undefined,
    pay_frequency: p.pay.pay_frequency,
    salary_type: salary ? (opt(p.pay.salary_type) as PersonForm['pay']['salary_type']) : 'annual',
  };
};

export const toBillWire = (p: PersonForm) => ({
  compensation_type: p.bill.compensation_type,
  bill_rate: p.bill.compensation_type === 'bill_rate' ? opt(p.bill.bill_rate) : undefined,
  markup: p.bill.compensation_type === 'markup' ? opt(p.bill.markup) : undefined,
  overtime: hasOvertime(p) ? opt(p.bill.overtime) : undefined,
  double_time: hasOvertime(p) ? opt(p.bill.double_time) : undefined,
});

export const toAssignmentWire = (p: PersonForm) => {
  const a = p.assignment;
  const dates = a.have_start_end_date === 'yes';
  return {
    have_start_end_date: a.have_start_end_date,
    start_date: dates ? opt(a.start_date) : undefined,
    end_date: dates ? opt(a.end_date) : undefined,
    shadule: a.schedule,
    work_shadule: a.schedule === 'shift' ? opt(a.hours_per_shift) : undefined,
    shift_per_week: a.schedule === 'shift' ? opt(a.shift_per_week) : undefined,
    hours_per_week: a.schedule === 'part-time' ? opt(a.hours_per_week) : undefined,
    estimated_assigment_length: dates ? undefined : opt(a.estimated_assignment_length),
    estimated_assigment_period: dates ? undefined : a.estimated_assignment_period,
  };
};

/** A switched-off benefit sends none of its fields (turning a toggle off clears its dependants). */
export const toBenefitsWire = (p: PersonForm) => {
  const b = p.benefits;
  return {
    holiday_pay: b.holiday_pay,
    holiday_paid_time: b.holiday_pay ? opt(b.holiday_paid_time) : undefined,
    holiday_type: b.holiday_pay ? opt(b.holiday_type) : undefined,
    paid_time: b.paid_time,
    paid_time_number_of_days: b.paid_time ? opt(b.paid_time_number_of_days) : undefined,
    pto_type: b.paid_time ? opt(b.pto_type) : undefined,
    k_401: b.k_401,
    k_401_number_of_days: b.k_401 ? opt(b.k_401_number_of_days) : undefined,
    bonus: b.bonus,
    bonus_pay: b.bonus ? opt(b.bonus_pay) : undefined,
    bonus_type: b.bonus ? opt(b.bonus_type) : undefined,
    healthcare_plan: b.healthcare_plan,
    health_plans: b.healthcare_plan
      ? b.health_plans.map((plan) => ({ package: opt(plan.package), package_type: opt(plan.package_type) }))
      : [],
    spto: b.spto,
  };
};

/** Only switched-on sections are sent; one with nothing ticked is sent empty, which reads 'No option Selected'. */
export const toOthercostWire = (p: PersonForm) => {
  const selected: Record<string, string[]> = {};
  for (const [type, on] of Object.entries(p.othercost.toggles)) {
    if (on) selected[type] = p.othercost.costTypes_and_ids[type as keyof typeof p.othercost.toggles] ?? [];
  }
  return { number_of_days: opt(p.othercost.number_of_days) ?? '0', costTypes_and_ids: selected };
};

export const toLocationsWire = (p: PersonForm) =>
  p.wc_states.map((l) => ({
    state_id: opt(l.state_id),
    city_id: opt(l.city_id),
    wc_settings: l.wc_settings ?? undefined,
  }));

/** One person_list entry as the API and the contracts schemas read it. Each entry is one worker. */
export function toPersonWire(p: PersonForm): PersonWireInput {
  return {
    job_name: p.job_name,
    number_of_employees: 1,
    pay: toPayWire(p),
    bill: toBillWire(p),
    assignment: toAssignmentWire(p),
    benifits: toBenefitsWire(p),
    othercost: toOthercostWire(p),
    wc_states: toLocationsWire(p),
  } as PersonWireInput;
}

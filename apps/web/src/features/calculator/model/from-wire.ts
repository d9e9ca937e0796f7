import type { CostType } from '@app/contracts/settings';
import { blankPerson, type NumberValue, type PersonForm } from './person-form';

type Loose = Record<string, unknown>;

const obj = (v: unknown): Loose => (v && typeof v === 'object' ? (v as Loose) : {});
const num = (v: unknown, fallback: NumberValue = ''): NumberValue =>
  typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? v : fallback;
const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const bool = (v: unknown) => v === true || v === 'true' || v === 1 || v === 'yes';
const oneOf = <T extends string>(v: unknown, options: readonly T[], fallback: T): T =>
  options.includes(v as T) ? (v as T) : fallback;

const BASIS = ['per-year', 'per-assignment'] as const;

/** A saved person_list entry back into the wizard's form; a saved person has every section complete. */
export function fromPersonWire(input: unknown): PersonForm {
  const w = obj(input);
  const base = blankPerson(String(w.job_name ?? ''));
  const pay = obj(w.pay);
  const bill = obj(w.bill);
  const a = obj(w.assignment);
  const b = obj(w.benifits);
  const o = obj(w.othercost);
  const plans = Array.isArray(b.health_plans) ? b.health_plans.map(obj) : [];
  const selections = obj(o.costTypes_and_ids);
  const toggles: PersonForm['othercost']['toggles'] = {};
  const ids: PersonForm['othercost']['costTypes_and_ids'] = {};
  for (const [type, list] of Object.entries(selections)) {
    // The wire's custom_cost_list is the settings' custom_cost section (docs/product/calculator.md#other-costs-tab).
    const key = (type === 'custom_cost_list' ? 'custom_cost' : type) as CostType;
    toggles[key] = true;
    ids[key] = (Array.isArray(list) ? list : []).map((v) => String(obj(v).id ?? v));
  }
  return {
    ...base,
    wc_states: (Array.isArray(w.wc_states) ? w.wc_states : []).map((entry) => {
      const l = obj(entry);
      const wc = obj(l.wc_settings);
      const industry = obj(wc.industry);
      return {
        state_id: str(l.state_id),
        city_id: str(l.city_id),
        wc_settings: l.wc_settings
          ? {
              nick_name: String(wc.nick_name ?? ''),
              code: String(wc.code ?? ''),
              industry: String(
                typeof wc.industry === 'object'
                  ? (industry.label ?? industry.value ?? '')
                  : (wc.industry ?? ''),
              ),
              rate: num(wc.rate, 0),
            }
          : null,
      };
    }),
    pay: {
      compensation_type: oneOf(pay.compensation_type, ['hourly', 'salary'], 'hourly'),
      pay_rate: num(pay.pay_rate),
      stipend: bool(pay.stepend),
      exempt: bool(pay.exampt),
      discount: num(pay.discount, 0),
      pay_frequency: oneOf(pay.pay_frequency, ['monthly', 'semi-monthly', 'bi-weekly', 'weekly'], 'weekly'),
      salary_type: oneOf(pay.salary_type, ['annual', 'monthly'], 'annual'),
    },
    bill: {
      compensation_type: oneOf(bill.compensation_type, ['bill_rate', 'markup'], 'bill_rate'),
      bill_rate: num(bill.bill_rate),
      markup: num(bill.markup),
      overtime: num(bill.overtime, base.bill.overtime),
      double_time: num(bill.double_time, base.bill.double_time),
    },
    assignment: {
      have_start_end_date: oneOf(a.have_start_end_date, ['yes', 'no'], 'no'),
      start_date: str(a.start_date),
      end_date: str(a.end_date),
      schedule: oneOf(a.shadule, ['shift', 'full-time', 'part-time'], 'full-time'),
      hours_per_shift: num(a.work_shadule),
      shift_per_week: num(a.shift_per_week),
      hours_per_week: num(a.hours_per_week),
      estimated_assignment_length: num(a.estimated_assigment_length),
      estimated_assignment_period: oneOf(a.estimated_assigment_period, ['week', 'month', 'year'], 'week'),
    },
    benefits: {
      holiday_pay: bool(b.holiday_pay),
      holiday_paid_time: num(b.holiday_paid_time),
      holiday_type: oneOf(b.holiday_type, BASIS, 'per-year'),
      paid_time: bool(b.paid_time),
      paid_time_number_of_days: num(b.paid_time_number_of_days),
      pto_type: oneOf(b.pto_type, BASIS, 'per-year'),
      k_401: bool(b.k_401),
      k_401_number_of_days: num(b.k_401_number_of_days),
      bonus: bool(b.bonus),
      bonus_pay: num(b.bonus_pay),
      bonus_type: b.bonus_type === '%' || b.bonus_type === '$' ? b.bonus_type : null,
      healthcare_plan: bool(b.healthcare_plan),
      health_plans:
        plans.length > 0
          ? plans.map((p) => ({ package: str(p.package), package_type: str(p.package_type) }))
          : b.healthcare_package
            ? [{ package: str(b.healthcare_package), package_type: str(b.healthcare_package_type) }]
            : base.benefits.health_plans,
      spto: bool(b.spto),
    },
    othercost: { number_of_days: num(o.number_of_days), toggles, costTypes_and_ids: ids },
  };
}

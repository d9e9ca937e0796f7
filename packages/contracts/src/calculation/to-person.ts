import type {
  AssignmentPeriod,
  Benefits,
  CostItem,
  CostSelection,
  HealthPlanChoice,
  PaidLeave,
  Person,
  PersonBill,
  WorkSchedule,
} from '@app/engine';
import { DEFAULT_DOUBLE_TIME_MULTIPLIER, DEFAULT_OVERTIME_MULTIPLIER, NO_BENEFITS } from '@app/engine';
import type { PlainPerson } from './person';
import type { PlainAssignment } from './person-assignment';
import type { PlainBenefits } from './person-benefits';
import { COST_TYPE_CATEGORY, type PlainOtherCosts } from './person-other-costs';
import type { PlainBill, PlainPay } from './person-pay';
import type { CostItemWire } from './wire-cost-item';
import type { WcSettingsWire } from './wire-location';

/**
 * Maps a validated person (the output of personSchema) into the engine's Person. Throws when given one that did
 * not pass the schema.
 */
export function toPerson(plain: PlainPerson): Person {
  if (!plain.pay || !plain.bill || !plain.assignment) throw new Error('toPerson needs a validated person');
  return {
    jobName: plain.job_name ?? '',
    pay: toPay(plain.pay),
    bill: toBill(plain.bill),
    assignment: { period: toPeriod(plain.assignment), schedule: toSchedule(plain.assignment) },
    benefits: toBenefits(plain.benefits),
    otherCosts: toOtherCosts(plain.other_costs),
    locations: (plain.locations ?? []).map((entry) => ({
      stateId: entry.state_id ?? '',
      cityId: entry.city_id ?? null,
      workersComp: toWorkersComp(entry.workers_comp),
    })),
  };
}

function toPay(pay: PlainPay): Person['pay'] {
  return {
    compensation: pay.compensation_type ?? 'hourly',
    rate: pay.pay_rate ?? '0',
    salaryPeriod: pay.salary_type ?? 'annual',
    exempt: pay.exempt,
    frequency: pay.pay_frequency ?? 'weekly',
    stipend: { enabled: pay.stipend, discountPercent: pay.discount ?? '0' },
  };
}

function toBill(bill: PlainBill): PersonBill {
  // The default overtime multiplier (docs/product/calculator.md#bill-tab) applies when none is sent
  // (exempt and salaried persons omit it).
  const overtimeMultiplier = bill.overtime ?? DEFAULT_OVERTIME_MULTIPLIER;
  const doubleTimeMultiplier = bill.double_time ?? DEFAULT_DOUBLE_TIME_MULTIPLIER;
  return bill.compensation_type === 'markup'
    ? { kind: 'markup', markupPercent: bill.markup ?? '0', overtimeMultiplier, doubleTimeMultiplier }
    : { kind: 'bill_rate', billRate: bill.bill_rate ?? '0', overtimeMultiplier, doubleTimeMultiplier };
}

function toPeriod(a: PlainAssignment): AssignmentPeriod {
  if (a.have_start_end_date === 'yes') {
    return { kind: 'dates', startDate: a.start_date ?? '', endDate: a.end_date ?? '' };
  }
  return {
    kind: 'estimate',
    length: a.estimated_length ?? '0',
    unit: a.estimated_period ?? 'week',
  };
}

function toSchedule(a: PlainAssignment): WorkSchedule {
  if (a.schedule === 'shift') {
    return {
      kind: 'shift',
      hoursPerShift: a.hours_per_shift ?? '0',
      shiftsPerWeek: a.shifts_per_week ?? '0',
    };
  }
  if (a.schedule === 'part-time') return { kind: 'part-time', hoursPerWeek: a.hours_per_week ?? '0' };
  return { kind: 'full-time' };
}

function toBenefits(b: PlainBenefits | null | undefined): Benefits {
  if (!b) return NO_BENEFITS;
  const leave = (
    on: boolean,
    days: string | undefined,
    basis: PaidLeave['basis'] | undefined,
  ): PaidLeave | null => (on && days !== undefined ? { days, basis: basis ?? 'per-year' } : null);
  let healthPlans: HealthPlanChoice[] = [];
  if (b.healthcare_plan) {
    healthPlans = (b.health_plans ?? []).map((plan) => ({
      packageId: plan.package ?? '',
      tier: plan.package_type!,
    }));
    if (healthPlans.length === 0 && b.healthcare_package && b.healthcare_package_type) {
      healthPlans = [{ packageId: b.healthcare_package, tier: b.healthcare_package_type }];
    }
  }
  return {
    holidays: leave(b.holiday_pay, b.holiday_paid_time, b.holiday_type),
    pto: leave(b.paid_time, b.paid_time_number_of_days, b.pto_type),
    k401Percent: b.k_401 ? (b.k_401_number_of_days ?? null) : null,
    bonus:
      b.bonus && b.bonus_pay !== undefined
        ? { kind: b.bonus_type === '%' ? 'percent' : 'flat', amount: b.bonus_pay }
        : null,
    healthPlans,
    statutoryPto: b.spto,
  };
}

function toOtherCosts(o: PlainOtherCosts | null | undefined): Person['otherCosts'] {
  const selections: CostSelection[] = [];
  for (const [type, list] of Object.entries(o?.costs ?? {})) {
    const category = COST_TYPE_CATEGORY[type];
    if (!category) continue;
    (list ?? []).forEach((entry, i) => {
      const item = typeof entry === 'object' ? toCostItem(entry, `${type}-${i + 1}`) : String(entry);
      selections.push({ category, item });
    });
  }
  return { paymentTermsDays: o?.payment_terms_days ?? '0', selections };
}

/** A cost item from its wire form; `fallbackId` names inline custom costs sent without an id. */
export function toCostItem(item: CostItemWire, fallbackId = ''): CostItem {
  return {
    id: item.id ?? fallbackId,
    name: item.name ?? item.cost_name ?? '',
    option: item.cost_option ?? 'flat',
    amount: item.percent ?? '0',
    from: item.from ?? 'revenue',
    frequency: item.frequency ?? 'once',
  };
}

export const toWorkersComp = (wc: WcSettingsWire | null | undefined) => ({
  nickname: wc?.nick_name ?? '',
  code: wc?.code ?? '',
  industry: wc?.industry ?? '',
  ratePercent: wc?.rate ?? '0',
});

import { z } from 'zod';
import { MAX_AMOUNT, MAX_DAYS, MAX_HEALTH_PLANS, MAX_PERCENT } from '../limits';
import { choice, flag, id, isBlank, numeric } from './fields';

const basisOptions = {
  'per-year': 'per-year',
  year: 'per-year',
  'per-annum': 'per-year',
  per: 'per-assignment',
  'per-assignment': 'per-assignment',
  'total-assignment': 'per-assignment',
  assignment: 'per-assignment',
} as const;
const BASIS_SHOWN = ['per-year', 'per-assignment'];

const tierOptions = {
  employee_only: 'employee_only',
  'employee-only': 'employee_only',
  '1': 'employee_only',
  employee_spouse: 'employee_spouse',
  'employee-spouse': 'employee_spouse',
  employee_dependent: 'employee_dependent',
  'employee-dependent': 'employee_dependent',
  family: 'family',
  '2': 'family',
} as const;
const TIER_SHOWN = ['employee_only', 'employee_spouse', 'employee_dependent', 'family'];

const healthPlanSchema = z.object({
  package: id('Healthcare package', true),
  package_type: choice('Package type', tierOptions, TIER_SHOWN, true),
});

/**
 * person.benefits. k_401_number_of_days is the employer 401k percent; healthcare_package and
 * healthcare_package_type are the single-plan form of health_plans (type 1 Employee Only, 2 Family).
 */
export const benefitsSchema = z
  .object({
    holiday_pay: flag('Holiday pay'),
    holiday_paid_time: numeric('Holiday days', { min: 0, cap: MAX_DAYS }),
    holiday_type: choice('Holiday period', basisOptions, BASIS_SHOWN),
    paid_time: flag('PTO'),
    paid_time_number_of_days: numeric('PTO days', { min: 0, cap: MAX_DAYS }),
    pto_type: choice('PTO period', basisOptions, BASIS_SHOWN),
    k_401: flag('401k'),
    k_401_number_of_days: numeric('401k contribution', { min: 0, max: MAX_PERCENT }),
    bonus: flag('Bonus'),
    bonus_pay: numeric('Bonus', { min: 0, cap: MAX_AMOUNT }),
    bonus_type: choice('Bonus type', { '%': '%', percent: '%', $: '$', dollar: '$', flat: '$' } as const, [
      '%',
      '$',
    ]),
    healthcare_plan: flag('Healthcare plan'),
    healthcare_package: id('Healthcare package'),
    healthcare_package_type: choice('Package type', tierOptions, TIER_SHOWN),
    health_plans: z
      .array(healthPlanSchema, { error: 'Healthcare plans must be a list' })
      .max(MAX_HEALTH_PLANS, `At most ${MAX_HEALTH_PLANS} healthcare plans`)
      .nullish(),
    spto: flag('SPTO'),
  })
  .superRefine(
    (b, ctx) => {
      // Runs even after a failed parse (when: always): a null entry must not throw.
      if (!b || typeof b !== 'object') return;
      const need = (field: keyof typeof b, message: string) => {
        if (isBlank(b[field])) ctx.addIssue({ code: 'custom', message, path: [field] });
      };
      // A missing holiday or PTO period means Per Year (the selects' default), so only the days are required.
      if (b.holiday_pay) need('holiday_paid_time', 'Holiday days are required');
      if (b.paid_time) need('paid_time_number_of_days', 'PTO days are required');
      if (b.k_401) need('k_401_number_of_days', '401k contribution is required');
      if (b.bonus) {
        need('bonus_pay', 'Bonus is required');
        need('bonus_type', 'Bonus type is required');
        if (b.bonus_type === '%' && typeof b.bonus_pay === 'string' && Number(b.bonus_pay) > 100) {
          ctx.addIssue({ code: 'custom', message: 'Bonus must be between 0 and 100', path: ['bonus_pay'] });
        }
      }
      if (b.healthcare_plan && !(Array.isArray(b.health_plans) && b.health_plans.length > 0)) {
        need('healthcare_package', 'Healthcare package is required');
        need('healthcare_package_type', 'Package type is required');
      }
    },
    { when: () => true },
  );

export type PlainBenefits = z.output<typeof benefitsSchema>;

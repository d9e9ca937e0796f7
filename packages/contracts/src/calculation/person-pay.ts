import { z } from 'zod';
import { MAX_AMOUNT, MAX_HOURLY_RATE, MAX_MARKUP_PERCENT, MAX_PERCENT } from '../limits';
import { choice, flag, isBlank, numeric } from './fields';

const payOptions = {
  compensation: { hourly: 'hourly', salary: 'salary' } as const,
  frequency: {
    weekly: 'weekly',
    'bi-weekly': 'bi-weekly',
    biweekly: 'bi-weekly',
    'semi-monthly': 'semi-monthly',
    semimonthly: 'semi-monthly',
    monthly: 'monthly',
  } as const,
  salaryType: { annual: 'annual', annually: 'annual', yearly: 'annual', monthly: 'monthly' } as const,
};

/** person.pay (docs/product/calculator.md#pay-tab). */
export const paySchema = z
  .object({
    compensation_type: choice('Compensation type', payOptions.compensation, ['hourly', 'salary'], true),
    pay_rate: numeric('Pay rate', { min: 0, cap: MAX_AMOUNT, required: true }),
    stipend: flag('Stipend'),
    exempt: flag('Exempt'),
    discount: numeric('Discount', { min: 0, max: MAX_PERCENT }),
    pay_frequency: choice('Pay frequency', payOptions.frequency, [
      'monthly',
      'semi-monthly',
      'bi-weekly',
      'weekly',
    ]),
    salary_type: choice('Salary type', payOptions.salaryType, ['annual', 'monthly']),
  })
  .superRefine(
    (pay, ctx) => {
      // Runs even after a failed parse (when: always): a null entry must not throw.
      if (!pay || typeof pay !== 'object') return;
      // The discount field appears with the stipend, and is then required.
      if (pay.stipend === true && isBlank(pay.discount)) {
        ctx.addIssue({ code: 'custom', message: 'Discount is required', path: ['discount'] });
      }
      // A salary may be large; an hourly rate is an hour's pay.
      if (pay.compensation_type === 'hourly' && typeof pay.pay_rate === 'string') {
        if (Number(pay.pay_rate) > MAX_HOURLY_RATE) {
          ctx.addIssue({
            code: 'custom',
            message: `Pay rate must be at most ${MAX_HOURLY_RATE} an hour`,
            path: ['pay_rate'],
          });
        }
      }
    },
    { when: () => true },
  );

const billOptions = { bill_rate: 'bill_rate', 'bill-rate': 'bill_rate', markup: 'markup' } as const;

/**
 * person.bill: bill_rate or markup, the overtime multiplier and the double-time multiplier (used where the
 * location's state has double time; default 2, docs/calculation-model.md#state-daily-overtime-and-double-time).
 */
export const billSchema = z
  .object({
    compensation_type: choice('Bill type', billOptions, ['bill_rate', 'markup'], true),
    bill_rate: numeric('Bill rate', { min: 0, cap: MAX_HOURLY_RATE }),
    markup: numeric('Markup', { min: 0, cap: MAX_MARKUP_PERCENT }),
    overtime: numeric('Overtime', { min: 0, max: 100 }),
    double_time: numeric('Double time', { min: 0, max: 100 }),
  })
  .superRefine(
    (bill, ctx) => {
      // Runs even after a failed parse (when: always): a null entry must not throw.
      if (!bill || typeof bill !== 'object') return;
      if (bill.compensation_type === 'bill_rate' && isBlank(bill.bill_rate)) {
        ctx.addIssue({ code: 'custom', message: 'Bill rate is required', path: ['bill_rate'] });
      }
      if (bill.compensation_type === 'markup' && isBlank(bill.markup)) {
        ctx.addIssue({ code: 'custom', message: 'Markup is required', path: ['markup'] });
      }
    },
    { when: () => true },
  );

export type PlainPay = z.output<typeof paySchema>;
export type PlainBill = z.output<typeof billSchema>;

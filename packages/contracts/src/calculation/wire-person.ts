import { z } from 'zod';
import { MAX_EMPLOYEES, MAX_LOCATIONS_PER_PERSON, MAX_NAME_LENGTH } from '../limits';
import { numeric, text } from './fields';
import { assignmentWireSchema } from './wire-assignment';
import { benefitsWireSchema } from './wire-benefits';
import { wcStateWireSchema } from './wire-location';
import { othercostWireSchema } from './wire-othercost';
import { billWireSchema, payWireSchema } from './wire-pay';

/**
 * One person_list entry exactly as the wire names it (docs/product/calculator.md#a-person-on-the-wire),
 * misspellings included: benifits,
 * shadule, work_shadule, exampt, stepend, estimated_assigment_length. Each entry is one worker.
 */
export const personWireSchema = z
  .object({
    job_name: text('Job name', true, MAX_NAME_LENGTH),
    number_of_employees: numeric('Number of employees', {
      min: 1,
      cap: MAX_EMPLOYEES,
      integer: true,
      required: true,
    }),
    pay: payWireSchema.nullish(),
    bill: billWireSchema.nullish(),
    assignment: assignmentWireSchema.nullish(),
    benifits: benefitsWireSchema.nullish(),
    othercost: othercostWireSchema.nullish(),
    wc_states: z
      .array(wcStateWireSchema, { error: 'States must be a list of state and city pairs' })
      .max(MAX_LOCATIONS_PER_PERSON, `At most ${MAX_LOCATIONS_PER_PERSON} states per person`)
      .nullish(),
  })
  .superRefine(
    (p, ctx) => {
      // Runs even after a failed parse (when: always): a null entry must not throw.
      if (!p || typeof p !== 'object') return;
      for (const [key, message] of [
        ['pay', 'Pay details are required'],
        ['bill', 'Bill details are required'],
        ['assignment', 'Assignment details are required'],
      ] as const) {
        if (p[key] === null || p[key] === undefined) ctx.addIssue({ code: 'custom', message, path: [key] });
      }
      if (!Array.isArray(p.wc_states) || p.wc_states.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'At least one state is required', path: ['wc_states'] });
      }
      // Salary allows only the full-time schedule (docs/product/calculator.md#assignment-details-tab).
      const salary = typeof p.pay === 'object' && p.pay?.compensation_type === 'salary';
      const schedule = typeof p.assignment === 'object' ? p.assignment?.shadule : undefined;
      if (salary && (schedule === 'part-time' || schedule === 'shift')) {
        ctx.addIssue({
          code: 'custom',
          message: 'Salary allows only a full-time schedule',
          path: ['assignment', 'shadule'],
        });
      }
    },
    { when: () => true },
  );

export const personListWireSchema = z.array(personWireSchema, {
  error: 'person_list must be a list of persons',
});

export type PersonWire = z.output<typeof personWireSchema>;
export type PersonWireInput = z.input<typeof personWireSchema>;

import { z } from 'zod';
import { MAX_EMPLOYEES, MAX_LOCATIONS_PER_PERSON, MAX_NAME_LENGTH } from '../limits';
import { id, isBlank, numeric, text } from './fields';
import { assignmentSchema } from './person-assignment';
import { benefitsSchema } from './person-benefits';
import { otherCostsSchema } from './person-other-costs';
import { billSchema, paySchema } from './person-pay';
import { wcSettingsWireSchema } from './wire-location';

/** One work location: a state and city pair with its workers' comp code. */
export const locationSchema = z
  .object({
    state_id: id('State', true),
    city_id: id('City', true),
    workers_comp: wcSettingsWireSchema.nullish(),
  })
  .superRefine(
    (entry, ctx) => {
      // Runs even after a failed parse (when: always): a null entry must not throw.
      if (!entry || typeof entry !== 'object') return;
      if (isBlank(entry.workers_comp)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Workers compensation nickname is required',
          path: ['workers_comp'],
        });
      }
    },
    { when: () => true },
  );

/**
 * One person of a calculation in plain names (docs/product/calculator.md#a-person-on-the-wire): the one schema
 * of the person, with every field's bound and message. The calculator's wire format (person_list, with its
 * historic spellings) is this schema through the codec of person-codec.ts; the open API's body is this schema
 * itself. Each entry is one worker, or `employees` identical ones.
 */
export const personSchema = z
  .object({
    job_name: text('Job name', true, MAX_NAME_LENGTH),
    employees: numeric('Number of employees', {
      min: 1,
      cap: MAX_EMPLOYEES,
      integer: true,
      required: true,
    }),
    pay: paySchema.nullish(),
    bill: billSchema.nullish(),
    assignment: assignmentSchema.nullish(),
    benefits: benefitsSchema.nullish(),
    other_costs: otherCostsSchema.nullish(),
    locations: z
      .array(locationSchema, { error: 'States must be a list of state and city pairs' })
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
      if (!Array.isArray(p.locations) || p.locations.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'At least one state is required', path: ['locations'] });
      }
      // Salary allows only the full-time schedule (docs/product/calculator.md#assignment-details-tab).
      const salary = typeof p.pay === 'object' && p.pay?.compensation_type === 'salary';
      const schedule = typeof p.assignment === 'object' ? p.assignment?.schedule : undefined;
      if (salary && (schedule === 'part-time' || schedule === 'shift')) {
        ctx.addIssue({
          code: 'custom',
          message: 'Salary allows only a full-time schedule',
          path: ['assignment', 'schedule'],
        });
      }
    },
    { when: () => true },
  );

/** A validated person in plain names: what the services, pricing and documents read. */
export type PlainPerson = z.output<typeof personSchema>;
/** A person in plain names as a client may send it (numbers as numbers or text, blanks as null). */
export type PlainPersonInput = z.input<typeof personSchema>;

/**
 * Every field of the person as a dotted path (`pay.pay_rate`, `locations.workers_comp.rate`; a list's entries
 * add no index, a record such as `other_costs.costs` is one field). The drift tests walk it, so a field added
 * here and forgotten in the form or the documents fails a test.
 */
export function personFieldPaths(schema: z.ZodType = personSchema, prefix = ''): string[] {
  const def = schema._zod.def as {
    type: string;
    innerType?: z.ZodType;
    out?: z.ZodType;
    element?: z.ZodType;
  };
  if (def.type === 'optional' || def.type === 'nullable') return personFieldPaths(def.innerType!, prefix);
  if (def.type === 'pipe') return personFieldPaths(def.out!, prefix);
  if (def.type === 'array') return personFieldPaths(def.element!, prefix);
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape).flatMap(([key, field]) =>
      personFieldPaths(field as z.ZodType, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

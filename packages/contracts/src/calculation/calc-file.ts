import type { LocationRates, Person, RateSnapshot } from '@app/engine';
import { z } from 'zod';
import { fieldErrors, type Parsed } from './field-errors';
import { numeric } from './fields';
import { personWireSchema } from './person-codec';
import { toPerson } from './to-person';
import { toLocationRates, toRateSnapshot, workersCompFor } from './to-rates';
import { locationRatesWireSchema, rateSnapshotWireSchema } from './wire-rates';

/**
 * One calculation's input as a file or request body: the tax year, one person_list entry in the wire
 * format (docs/product/calculator.md#a-person-on-the-wire), the rates of its location(s) and the organisation-wide rates.
 */
export const calcFileSchema = z
  .object({
    tax_year: numeric('Tax year', { min: 2020, max: 2100, integer: true, required: true }),
    person: personWireSchema,
    location: locationRatesWireSchema.nullish(),
    locations: z.array(locationRatesWireSchema).nullish(),
    rates: rateSnapshotWireSchema.nullish(),
  })
  .superRefine(
    (file, ctx) => {
      // Runs even after a failed parse (when: always): a null entry must not throw.
      if (!file || typeof file !== 'object') return;
      const count = (file.location ? 1 : 0) + (Array.isArray(file.locations) ? file.locations.length : 0);
      if (count === 0)
        ctx.addIssue({ code: 'custom', message: 'At least one location is required', path: ['location'] });
    },
    { when: () => true },
  );

export type CalcFileInput = z.input<typeof calcFileSchema>;

export interface CalcInput {
  taxYear: number;
  person: Person;
  locations: LocationRates[];
  rates: RateSnapshot;
}

/** Validates a person_list entry and maps it to the engine's Person. */
export function parsePerson(input: unknown): Parsed<Person> {
  const parsed = personWireSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  return { ok: true, value: toPerson(parsed.data) };
}

/** Validates a calculation file (the CLI's input) and maps it to engine inputs, or lists field errors. */
export function parseCalcFile(input: unknown): Parsed<CalcInput> {
  const parsed = calcFileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const file = parsed.data;
  const person = toPerson(file.person);
  const wires = [...(file.location ? [file.location] : []), ...(file.locations ?? [])];
  const errors: Record<string, string[]> = {};
  wires.forEach((wire, i) => {
    const known = workersCompFor(wire, person) !== undefined;
    const path = file.location ? (i === 0 ? 'location' : `locations.${i - 1}`) : `locations.${i}`;
    if (!known) errors[`${path}.wc_settings`] = ['Workers compensation code is required for this location'];
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const taxYear = Number(file.tax_year);
  return {
    ok: true,
    value: {
      taxYear,
      person,
      locations: wires.map((wire) => toLocationRates(wire, person)),
      rates: toRateSnapshot(file.rates, taxYear),
    },
  };
}

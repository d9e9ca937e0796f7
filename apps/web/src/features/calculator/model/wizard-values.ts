import type { PersonForm, Section } from './person-form';
import { formPathOf } from './wire-names';

/** The whole wizard's form: the calculation's name and its persons. */
export interface WizardValues {
  calculator_name: string;
  persons: PersonForm[];
}

/** The steps of the wizard (docs/product/calculator.md#steps). */
export const STEPS = ['add_name', 'add_persons', 'job_detail'] as const;
export type Step = (typeof STEPS)[number];

/**
 * Replaces the errors of one person's section with `errors` (paths inside the person), keeping every other
 * field's message.
 */
export function withSectionErrors(
  current: Record<string, unknown>,
  index: number,
  section: Section | 'job',
  errors: Record<string, string>,
): Record<string, string> {
  const prefix = `persons.${index}.${section === 'job' ? '' : `${section}.`}`;
  const jobKeys = ['job_name', 'number_of_employees', 'wc_states'];
  const mine = (key: string) =>
    section === 'job'
      ? jobKeys.some((k) => key.startsWith(`persons.${index}.${k}`))
      : key.startsWith(prefix) || key === prefix.slice(0, -1);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(current)) {
    if (!mine(key) && typeof value === 'string') out[key] = value;
  }
  for (const [key, value] of Object.entries(errors)) out[`persons.${index}.${key}`] = value;
  return out;
}

/**
 * A 400's field errors (person_list.1.pay.pay_rate) as form errors (persons.1.pay.pay_rate, wire names made
 * plain by wire-names.ts), and the first
 * person and section they point at, so the wizard can open it.
 */
export function serverErrorsToForm(fieldErrors: Record<string, string[]>) {
  const errors: Record<string, string> = {};
  let first: { index: number; section: string } | undefined;
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const m = /^person_list\.(\d+)\.(.+)$/.exec(path);
    if (m) {
      const path = formPathOf(m[2]!);
      errors[`persons.${m[1]}.${path}`] = messages[0] ?? '';
      first ??= { index: Number(m[1]), section: path.split('.')[0]! };
    } else if (path === 'name') {
      errors.calculator_name = messages[0] ?? '';
    }
  }
  return { errors, first };
}

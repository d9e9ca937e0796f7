import { WIRE_NAMES as W } from '@app/contracts/wire-names';

/**
 * The wire's misspelt field names and the form's plain English ones (person-form.ts). to-wire.ts and
 * from-wire.ts map the values; this maps the paths of the contracts schemas' and the API's error messages, so
 * each lands on the form field that holds the value.
 */
const FORM_NAMES: Readonly<Record<string, string>> = {
  [W.benefits]: 'benefits',
  [W.stipend]: 'stipend',
  [W.exempt]: 'exempt',
  [W.schedule]: 'schedule',
  [W.hoursPerShift]: 'hours_per_shift',
  [W.assignmentLength]: 'estimated_assignment_length',
  [W.assignmentPeriod]: 'estimated_assignment_period',
};

/** 'person_list.0.<benefits on the wire>.health_plans.0.package' -> '...benefits.health_plans.0.package'. */
export const formPathOf = (wirePath: string) =>
  wirePath
    .split('.')
    .map((part) => FORM_NAMES[part] ?? part)
    .join('.');

/**
 * A person kept under the wire's names (a draft written before the form's names were made plain, draft.ts) with
 * the form's names; a person already under them comes back equal.
 */
export function withFormNames<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withFormNames) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [FORM_NAMES[key] ?? key, withFormNames(v)]),
  ) as T;
}

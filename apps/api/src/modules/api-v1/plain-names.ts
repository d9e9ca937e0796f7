import type { V1Person } from '@app/contracts/api-v1/calculations';
import type { PersonWireInput } from '@app/contracts/calculation';

/**
 * The open API speaks plain names; the calculator's wire format keeps its historic spellings
 * (docs/product/README.md#glossary-of-wire-field-names). Names are mapped here, at the v1 edge, and nowhere else.
 */
const PLAIN_TO_WIRE: Record<string, string> = {
  persons: 'person_list',
  employees: 'number_of_employees',
  benefits: 'benifits',
  other_costs: 'othercost',
  locations: 'wc_states',
  stipend: 'stepend',
  exempt: 'exampt',
  schedule: 'shadule',
  hours_per_shift: 'work_shadule',
  shifts_per_week: 'shift_per_week',
  estimated_length: 'estimated_assigment_length',
  estimated_period: 'estimated_assigment_period',
  payment_terms_days: 'number_of_days',
  costs: 'costTypes_and_ids',
  workers_comp: 'wc_settings',
};
const WIRE_TO_PLAIN = Object.fromEntries(Object.entries(PLAIN_TO_WIRE).map(([p, w]) => [w, p]));

/** The quote form's names for the plain ones of v1. */
export const QUOTE_FIELDS: Record<string, string> = {
  id: 'calculation_id',
  company_name: 'client_name',
  quote_state: 'state_id',
  person_selection_data: 'persons',
};

const rename = (value: unknown, names: Record<string, string>): unknown => {
  if (Array.isArray(value)) return value.map((v) => rename(v, names));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      names[k] ?? k,
      k === 'costs' || k === 'costTypes_and_ids' ? v : rename(v, names),
    ]),
  );
};

export const toWirePersons = (persons: V1Person[]) => rename(persons, PLAIN_TO_WIRE) as PersonWireInput[];
export const toPlainPersons = (persons: unknown) =>
  rename(persons, WIRE_TO_PLAIN) as Record<string, unknown>[];

/** A field path of the wire (`person_list.0.benifits.bonus_pay`) in v1's names (`persons.0.benefits.bonus_pay`). */
export function plainFieldPath(path: string, extra: Record<string, string> = {}): string {
  return path
    .split('.')
    .map((part) => extra[part] ?? WIRE_TO_PLAIN[part] ?? part)
    .join('.');
}

import type { CalculationDetail } from '@app/contracts/calculations/responses';
import {
  type CreateQuoteBody,
  companyNameField,
  personSelectionField,
  quoteNumberField,
  quoteStateField,
  termsField,
} from '@app/contracts/quotes/requests';
import { DEFAULT_QUOTE_VALID_DAYS } from '@app/contracts/quotes/status';
import type { z } from 'zod';
import { isoDaysFromToday } from '../utils/format';

/** The Create Quote form as the modal holds it; counts are strings or numbers as the inputs give them. */
export interface CreateQuoteValues {
  company_name: string;
  quote_number: string;
  /** State ids as the multi-select holds them. */
  quote_state: string[];
  counts: (number | string)[];
  valid_until: string | null;
  terms: string;
}

/** The states the calculation's persons work in, in order of first appearance. */
export function calculationStateIds(calc: Pick<CalculationDetail, 'person_list'>): number[] {
  const ids: number[] = [];
  for (const p of calc.person_list) {
    for (const w of p.wc_states ?? []) {
      const id = Number(w.state_id);
      if (Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}

export function initialValues(calc: Pick<CalculationDetail, 'person_list'>): CreateQuoteValues {
  return {
    company_name: '',
    quote_number: '',
    quote_state: calculationStateIds(calc).map(String),
    // Each individual as many times as the calculation priced them.
    counts: calc.person_list.map((p) => {
      const n = Number(p.number_of_employees);
      return Number.isInteger(n) && n >= 0 ? n : 1;
    }),
    valid_until: isoDaysFromToday(DEFAULT_QUOTE_VALID_DAYS),
    terms: '',
  };
}

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? 'Invalid');
};

const countOf = (v: number | string) => (v === '' ? Number.NaN : Number(v));

/** The body of POST /organization_team/quote/create from the form. */
export function toCreateBody(calcId: number, v: CreateQuoteValues): CreateQuoteBody {
  return {
    id: calcId,
    company_name: v.company_name.trim(),
    quote_number: v.quote_number.trim(),
    quote_state: v.quote_state.map(Number),
    person_selection_data: v.counts.map((c, index) => ({ index, count: countOf(c) })),
    ...(v.valid_until ? { valid_until: v.valid_until } : {}),
    terms: v.terms.trim(),
  };
}

/** Each step's fields checked with the API's own rules, so the messages are the server's words. */
export const stepRules = {
  client: (v: CreateQuoteValues) => ({
    company_name: firstIssue(companyNameField, v.company_name),
    quote_number: firstIssue(quoteNumberField, v.quote_number),
    quote_state: firstIssue(quoteStateField, v.quote_state.map(Number)),
  }),
  individuals: (v: CreateQuoteValues) => {
    const errors: Record<string, string | null> = {};
    v.counts.forEach((c, i) => {
      const n = countOf(c);
      errors[`counts.${i}`] = Number.isInteger(n) && n >= 0 ? null : 'Enter a whole number of 0 or more';
    });
    errors.counts = firstIssue(
      personSelectionField,
      v.counts.map((c, index) => ({ index, count: countOf(c) })),
    );
    return errors;
  },
  terms: (v: CreateQuoteValues) => ({
    terms: firstIssue(termsField, v.terms),
    valid_until: v.valid_until ? null : 'Valid until is required',
  }),
};

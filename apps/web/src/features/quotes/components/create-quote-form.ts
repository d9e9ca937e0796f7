import type { CalculationDetail } from '@app/contracts/calculations/responses';
import {
  type CreateQuoteBody,
  companyNameField,
  personSelectionField,
  quoteNumberField,
  quoteStateField,
  termsField,
  type UpdateQuoteBody,
} from '@app/contracts/quotes/requests';
import type { QuotationDetail } from '@app/contracts/quotes/responses';
import { DEFAULT_QUOTE_VALID_DAYS } from '@app/contracts/quotes/status';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { isoDaysFromToday } from '../utils/format';

/** The Create Quote form as the modal holds it; counts are strings or numbers as the inputs give them. */
export interface CreateQuoteValues {
  company_name: string;
  quote_number: string;
  /** The work state's id as the select holds it; one state per quote (docs/product/quotes.md#creating-a-quote). */
  quote_state: string | null;
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

/**
 * For each individual, whether one of their work locations is in the quote's state: only those are billed
 * (docs/product/quotes.md#figures). Every one counts while no state is chosen.
 */
export function worksInState(
  personList: CalculationDetail['person_list'],
  stateId: string | null,
): boolean[] {
  return personList.map(
    (p) => stateId === null || (p.wc_states ?? []).some((w) => String(w.state_id) === stateId),
  );
}

export function initialValues(calc: Pick<CalculationDetail, 'person_list'>): CreateQuoteValues {
  return {
    company_name: '',
    quote_number: '',
    // The first state the calculation works in; a quote for another state is another quote.
    quote_state: calculationStateIds(calc).map(String)[0] ?? null,
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

/** The wire's list of one state id (empty when none is chosen, which the rules refuse). */
const stateList = (v: string | null) => (v ? [Number(v)] : []);

/** The body of POST /organization_team/quote/create from the form. */
export function toCreateBody(calcId: number, v: CreateQuoteValues): CreateQuoteBody {
  return {
    id: calcId,
    company_name: v.company_name.trim(),
    quote_number: v.quote_number.trim(),
    quote_state: stateList(v.quote_state),
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
    quote_state: firstIssue(quoteStateField, stateList(v.quote_state)),
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

/** The server's field messages on the form's fields (person_selection_data.* lands on the counts). */
export function quoteFormErrors(err: unknown): { fields: Record<string, string>; other: string[] } {
  if (!(err instanceof ApiError)) return { fields: {}, other: ['Error, Please try again.'] };
  const fields: Record<string, string> = {};
  const other: string[] = [];
  const known = new Set(['company_name', 'quote_number', 'quote_state', 'valid_until', 'terms']);
  for (const [key, messages] of Object.entries(err.fieldErrors)) {
    const root = key.split('.')[0]!;
    const message = messages[0] ?? '';
    if (known.has(root)) fields[root] = message;
    else if (root === 'person_selection_data') {
      const index = /^person_selection_data\.(\d+)/.exec(key)?.[1];
      fields[index === undefined ? 'counts' : `counts.${index}`] = message;
    } else other.push(message);
  }
  if (Object.keys(err.fieldErrors).length === 0) other.push(err.message);
  return { fields, other };
}

/** The Edit quote form: the Create Quote fields but the number (a quote keeps it through its revisions). */
export type EditQuoteValues = Omit<CreateQuoteValues, 'quote_number'> & { new_revision: boolean };

/** The form filled from the quote: its client, state, counts per individual of the calculation, validity, terms. */
export function editValues(
  quote: Pick<
    QuotationDetail,
    | 'company_name'
    | 'quote_state'
    | 'person_selection_data'
    | 'valid_until'
    | 'terms'
    | 'sent_at'
    | 'signed_at'
  >,
  individuals: number,
): EditQuoteValues {
  const counts = Array.from(
    { length: individuals },
    (_, index) => quote.person_selection_data.find((p) => p.index === index)?.count ?? 0,
  );
  return {
    company_name: quote.company_name,
    // An older quote of several states is re-priced for one: the user chooses which.
    quote_state: quote.quote_state.length === 1 ? String(quote.quote_state[0]) : null,
    counts,
    valid_until: quote.valid_until,
    terms: quote.terms,
    // A quote the client has (sent) or signed changes as a new revision; the one they saw is kept.
    new_revision: !!quote.sent_at || !!quote.signed_at,
  };
}

/** Every field of the edit checked with the API's own rules. */
export function editErrors(v: EditQuoteValues): Record<string, string> {
  const all = {
    company_name: firstIssue(companyNameField, v.company_name),
    quote_state: firstIssue(quoteStateField, stateList(v.quote_state)),
    ...stepRules.individuals({ ...v, quote_number: '' }),
    ...stepRules.terms({ ...v, quote_number: '' }),
  };
  return Object.fromEntries(Object.entries(all).filter(([, m]) => m !== null)) as Record<string, string>;
}

/** The body of POST /organization_team/quote/update, from the version the form was opened on. */
export function toUpdateBody(
  quote: Pick<QuotationDetail, 'id' | 'version' | 'signed_at'>,
  v: EditQuoteValues,
): UpdateQuoteBody {
  return {
    id: quote.id,
    version: quote.version,
    // A signed quote is locked: only a new revision may change it.
    new_revision: !!quote.signed_at || v.new_revision,
    company_name: v.company_name.trim(),
    quote_state: stateList(v.quote_state),
    person_selection_data: v.counts.map((c, index) => ({ index, count: countOf(c) })),
    ...(v.valid_until ? { valid_until: v.valid_until } : {}),
    terms: v.terms.trim(),
  };
}

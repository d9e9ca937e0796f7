import { type PlainPerson, personListFromWire } from '@app/contracts/calculation';
import { centsText, fromCents } from '@app/contracts/money';
import { MAX_QUOTE_VALID_DAYS } from '@app/contracts/quotes/limits';
import type { QuoteDocument } from '@app/contracts/quotes/responses';
import { DEFAULT_QUOTE_VALID_DAYS } from '@app/contracts/quotes/status';
import { type PricingSnapshot, type QuoteFigures, QuoteSelectionError, quoteFigures } from '@app/pricing';
import type { DbOrTx } from '../../db/client';
import type { calculations } from '../../db/schema';
import { AppError } from '../../plugins/app-error';
import {
  cityAndStateNames,
  findOrganization,
  type OrganizationRow,
  stateNamesById,
} from './quote-sources.repo';
import { addDays, documentHash, todayUtc } from './quote-view';

type Calculation = typeof calculations.$inferSelect;

export interface QuoteFields {
  companyName: string;
  quoteNumber: string;
  revision: number;
  stateIds: number[];
  selection: { index: number; count: number }[];
  issueDate?: string;
  validUntil?: string;
  startDate?: string | null;
  endDate?: string | null;
  terms?: string;
  /** The clock's now: the issue date when none is given. */
  now: Date;
}

/** The assignment dates of the calculation's persons, earliest start and latest end, when they have dates. */
function assignmentDates(personList: PlainPerson[]) {
  const starts: string[] = [];
  const ends: string[] = [];
  for (const p of personList) {
    const a = p.assignment;
    if (a && typeof a === 'object' && a.have_start_end_date === 'yes') {
      if (a.start_date) starts.push(String(a.start_date).slice(0, 10));
      if (a.end_date) ends.push(String(a.end_date).slice(0, 10));
    }
  }
  return { start: starts.sort()[0] ?? null, end: ends.sort().at(-1) ?? null };
}

/**
 * Everything a quote stores from its calculation and fields: the frozen document, its hash and the summary
 * columns. Checks the fields against the calculation (states it works in, individuals it has, dates in order).
 */
export async function buildQuoteContent(
  tx: DbOrTx,
  organizationId: number,
  calc: Calculation,
  f: QuoteFields,
) {
  const personList = personListFromWire(calc.personList);
  const calcStates = new Set(personList.flatMap((p) => (p.locations ?? []).map((l) => Number(l.state_id))));
  // One work state per quote; an older quote of several states is re-priced only once one is chosen.
  if (f.stateIds.length !== 1) {
    throw AppError.validation({ quote_state: ['One work state per quote: choose one'] });
  }
  const stateId = f.stateIds[0]!;
  if (!calcStates.has(stateId)) {
    throw AppError.validation({ quote_state: ['Choose a state the calculation works in'] });
  }
  const outOfRange = f.selection.find((s) => s.index >= personList.length);
  if (outOfRange) {
    throw AppError.validation({
      person_selection_data: [`The calculation has ${personList.length} individual(s)`],
    });
  }
  const issueDate = f.issueDate ?? todayUtc(f.now);
  const validUntil = f.validUntil ?? addDays(issueDate, DEFAULT_QUOTE_VALID_DAYS);
  if (validUntil < issueDate) {
    throw AppError.validation({ valid_until: ['Valid until must be on or after the issue date'] });
  }
  if (validUntil > addDays(issueDate, MAX_QUOTE_VALID_DAYS)) {
    throw AppError.validation({
      valid_until: [`Valid until must be within ${MAX_QUOTE_VALID_DAYS} days of the issue date`],
    });
  }
  const dates = assignmentDates(personList);
  const startDate = f.startDate === undefined ? dates.start : f.startDate;
  const endDate = f.endDate === undefined ? dates.end : f.endDate;
  if (startDate && endDate && endDate < startDate) {
    throw AppError.validation({ end_date: ['The end date must be on or after the start date'] });
  }

  const [stateNames, org] = await Promise.all([
    stateNamesById(tx, [...calcStates]),
    findOrganization(tx, organizationId),
  ]);
  const { lines, cents } = billedFigures({
    personList,
    snapshot: calc.rateSnapshot as PricingSnapshot,
    stateId,
    selection: f.selection,
    stateName: (id) => stateNames.get(id) ?? String(id),
  });
  const address = await organizationAddress(tx, org!);
  const document: QuoteDocument = {
    quote_number: f.quoteNumber,
    revision: f.revision,
    company_name: f.companyName,
    issue_date: issueDate,
    valid_until: validUntil,
    start_date: startDate,
    end_date: endDate,
    terms: f.terms ?? '',
    currency: 'USD',
    organization: { name: org!.name, address, image: org!.image },
    lines,
    sub_total: fromCents(cents.subTotal),
    sales_tax: fromCents(cents.salesTax),
    total: fromCents(cents.total),
  };
  return {
    document,
    documentSha256: documentHash(document),
    issueDate,
    validUntil,
    startDate,
    endDate,
    terms: document.terms,
    revenue: centsText(cents.subTotal),
    salesTax: centsText(cents.salesTax),
    total: centsText(cents.total),
    totalText: centsText(cents.total),
    totalCost: centsText(cents.totalCost),
    grossProfit: centsText(cents.grossProfit),
  };
}

/** "12 Main St, Dallas, Texas 75201": the organisation's address as the letterhead prints it. */
async function organizationAddress(tx: DbOrTx, org: OrganizationRow) {
  const { city, state } = await cityAndStateNames(tx, org);
  const parts = [org.address, city, [state, org.zip].filter(Boolean).join(' ')].filter(
    (p): p is string => !!p && p.trim() !== '',
  );
  return parts.length ? parts.join(', ') : null;
}

/** The quote's money, from @app/pricing; a selection that cannot be billed is a 400 on its form field. */
function billedFigures(opts: Parameters<typeof quoteFigures>[0]): QuoteFigures {
  try {
    return quoteFigures(opts);
  } catch (err) {
    if (err instanceof QuoteSelectionError) throw AppError.validation({ [err.field]: [err.message] });
    throw err;
  }
}

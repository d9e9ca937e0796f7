import type { PlainPerson } from '@app/contracts/calculation';
import type { BilledLine } from '@app/contracts/quotes/lines';
import { type CalculationResult, round } from '@app/engine';
import { priceEach } from './each';
import { MissingLocationError, PricingInputError, QuoteSelectionError } from './errors';
import { billedLine, type QuoteCents, quoteCents } from './quote-money';
import type { PricingSnapshot } from './snapshot';
import { sumFigures } from './sum';

export interface QuoteFigures {
  lines: BilledLine[];
  /** Sub-Total, sales tax, total, cost and gross profit in whole cents. */
  cents: QuoteCents;
}

/**
 * The billed lines of one person at one location, `people` of them: regular hours, then overtime and double-time
 * hours when there are any (a state's daily rule, docs/calculation-model.md#state-daily-overtime-and-double-time), each at its rate (the
 * bill rate, the overtime or double-time bill rate) to the cent and its hours per person to 0.01 h, the amount
 * people x hours x rate (docs/product/quotes.md#figures).
 */
function linesOf(result: CalculationResult, title: string, state: string, people: number): BilledLine[] {
  const { time, rates } = result;
  const kinds = [
    { kind: 'regular', hours: time.regular_hours, rate: rates.bill_rate },
    { kind: 'overtime', hours: time.overtime_hours, rate: rates.overtime_bill_rate },
    { kind: 'doubletime', hours: time.doubletime_hours, rate: rates.doubletime_bill_rate },
  ] as const;
  return kinds
    .map((k) => ({ kind: k.kind, hours: round(k.hours, 2), rate: round(k.rate, 2) }))
    .filter((k) => k.kind === 'regular' || k.hours > 0)
    .map((k) => billedLine({ kind: k.kind, title, state, people, hours_per_person: k.hours, rate: k.rate }));
}

/**
 * Adds a line, or its people to an earlier line of the same job, state, kind, hours and rate (a calculation
 * lists each worker of a crew apart): "2 × 480.00 h × $26.25/h", not the same line twice.
 */
function addLine(lines: BilledLine[], line: BilledLine) {
  const i = lines.findIndex(
    (l) =>
      l.kind === line.kind &&
      l.title === line.title &&
      l.state === line.state &&
      l.hours_per_person === line.hours_per_person &&
      l.rate === line.rate,
  );
  if (i < 0) lines.push(line);
  else {
    const { amount: _, ...same } = lines[i]!;
    lines[i] = billedLine({ ...same, people: same.people + line.people });
  }
}

/**
 * A quote's figures from its calculation (docs/product/quotes.md#figures): each selected individual (count
 * above 0) priced once, at its first work location in the quote's state (a person's locations are
 * alternatives, docs/calculation-model.md), by @app/pricing from the calculation's stored person list and rate
 * snapshot. The lines are what the client checks; Sub-Total is their sum. Sales tax, cost and gross profit are
 * the selection's exact sums rounded once, as the calculation page shows them.
 */
export function quoteFigures(opts: {
  personList: PlainPerson[];
  snapshot: PricingSnapshot;
  stateId: number;
  selection: readonly { index: number; count: number }[];
  stateName: (id: number) => string;
}): QuoteFigures {
  let priced: ReturnType<typeof priceEach>;
  try {
    priced = priceEach(opts.personList, opts.snapshot);
  } catch (err) {
    if (err instanceof PricingInputError || err instanceof MissingLocationError) {
      throw new QuoteSelectionError('id', 'The calculation cannot be priced; open and save it again');
    }
    throw err;
  }
  const state = opts.stateName(opts.stateId);
  const lines: BilledLine[] = [];
  const results: CalculationResult[] = [];
  const counts: number[] = [];
  for (const sel of opts.selection) {
    if (sel.count <= 0) continue;
    const person = priced[sel.index];
    if (!person) {
      throw new QuoteSelectionError('person_selection_data', `There is no individual ${sel.index + 1}`);
    }
    const at = person.person.locations.findIndex((l) => Number(l.stateId) === opts.stateId);
    if (at < 0) continue;
    const result = person.locations[at]!.result;
    results.push(result);
    counts.push(sel.count);
    for (const line of linesOf(
      result,
      person.person.jobName || `Individual ${sel.index + 1}`,
      state,
      sel.count,
    )) {
      addLine(lines, line);
    }
  }
  if (lines.length === 0) {
    throw new QuoteSelectionError(
      'quote_state',
      'None of the selected individuals works in the selected state',
    );
  }
  return { lines, cents: quoteCents(lines, sumFigures(results, counts)!) };
}

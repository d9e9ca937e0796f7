import type { PersonWire } from '@app/contracts/calculation';
import type { QuoteLine } from '@app/contracts/quotes/responses';
import { type CalculationResult, toResultFigures } from '@app/engine';
import {
  MissingLocationError,
  PricingInputError,
  type PricingSnapshot,
  priceEach,
  sumFigures,
} from '@app/pricing';
import { AppError } from '../../plugins/app-error';

/** Money as integer cents: sums of rounded figures stay exact. */
const cents = (v: number) => Math.round(v * 100);
const dollars = (c: number) => c / 100;

export interface QuoteFigures {
  lines: QuoteLine[];
  /** Sum of the lines' amounts (revenue). */
  subTotal: number;
  /** Sum of the lines' sales tax. */
  salesTax: number;
  /** subTotal + salesTax. */
  total: number;
  /** Internal only: the selection's project cost and gross profit (revenue minus that cost). */
  totalCost: number;
  grossProfit: number;
}

/**
 * A quote's figures from its calculation (docs/product/quotes.md#figures): for each selected individual (count
 * above 0) and each of its locations in a quoted state, one line priced by @app/pricing from the calculation's
 * stored person list and rate snapshot and multiplied by the count; amounts and sales tax are each line's
 * figure rounded to the cent, and the sub-total, sales tax and total are the sums of the lines (the model's
 * rule), so the document always adds up. Cost and gross profit are summed from unrounded figures the same way.
 */
export function quoteFigures(opts: {
  personList: PersonWire[];
  snapshot: PricingSnapshot;
  stateIds: readonly number[];
  selection: readonly { index: number; count: number }[];
  stateName: (id: number) => string;
}): QuoteFigures {
  let priced: ReturnType<typeof priceEach>;
  try {
    priced = priceEach(opts.personList, opts.snapshot);
  } catch (err) {
    if (err instanceof PricingInputError || err instanceof MissingLocationError) {
      throw AppError.validation({ id: ['The calculation cannot be priced; open and save it again'] });
    }
    throw err;
  }
  const quoted = new Set(opts.stateIds);
  const lines: QuoteLine[] = [];
  const results: CalculationResult[] = [];
  const counts: number[] = [];
  let subTotal = 0;
  let tax = 0;
  for (const sel of opts.selection) {
    if (sel.count <= 0) continue;
    const person = priced[sel.index];
    if (!person) {
      throw AppError.validation({ person_selection_data: [`There is no individual ${sel.index + 1}`] });
    }
    person.locations.forEach((loc, i) => {
      const stateId = Number(person.person.locations[i]!.stateId);
      if (!quoted.has(stateId)) return;
      const line = sumFigures([loc.result], [sel.count])!;
      const t = line.total_assignment_calculation;
      const amount = cents(t.total_revenue);
      const lineTax = cents(t.sales_tax);
      subTotal += amount;
      tax += lineTax;
      results.push(loc.result);
      counts.push(sel.count);
      lines.push({
        title: person.person.jobName || `Individual ${sel.index + 1}`,
        state: opts.stateName(stateId),
        count: sel.count,
        bill_rate: toResultFigures(loc.result).rates.bill_rate ?? 0,
        hours: Math.round(line.time.total_hours * 100) / 100,
        amount: dollars(amount),
        sales_tax: dollars(lineTax),
      });
    });
  }
  if (lines.length === 0) {
    throw AppError.validation({
      quote_state: ['None of the selected individuals works in the selected states'],
    });
  }
  const sum = sumFigures(results, counts)!;
  const cost = cents(sum.total_assignment_calculation.total_project_cost);
  return {
    lines,
    subTotal: dollars(subTotal),
    salesTax: dollars(tax),
    total: dollars(subTotal + tax),
    totalCost: dollars(cost),
    grossProfit: dollars(subTotal - cost),
  };
}

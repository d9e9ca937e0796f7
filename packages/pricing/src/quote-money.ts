import { fromCents, toCents } from '@app/contracts/money';
import type { BilledLine } from '@app/contracts/quotes/lines';
import type { SummedFigures } from '@app/engine';

/** A quote's totals in whole cents (docs/product/quotes.md#figures). */
export interface QuoteCents {
  /** Sum of the lines' amounts (the billed revenue). */
  subTotal: number;
  /** The selection's sales tax, rounded once from its exact sum. */
  salesTax: number;
  /** subTotal + salesTax. */
  total: number;
  /**
   * Internal only: the selection's project cost and gross profit, each rounded once from the exact figures,
   * so a quote of a whole calculation has the calculation's gross profit to the cent, and the dashboards add
   * this figure as it is (docs/product/dashboard.md).
   */
  totalCost: number;
  grossProfit: number;
}

/**
 * A billed line with its amount: people x hours per person (0.01 h) x rate (a cent), exact, then rounded to the
 * cent half away from zero. Hours and rate are the printed figures, so the client's calculator gives the same
 * cents.
 */
export function billedLine(l: Omit<BilledLine, 'amount'>): BilledLine {
  // In 1/10,000 of a dollar: hundredths of an hour times cents.
  const exact = BigInt(l.people) * BigInt(toCents(l.hours_per_person)) * BigInt(toCents(l.rate));
  return { ...l, amount: fromCents(toCents(`${exact}e-4`)) };
}

/** Sub-Total as the sum of the lines' cents; tax, cost and gross profit from the selection's sum. */
export function quoteCents(lines: readonly BilledLine[], sum: SummedFigures): QuoteCents {
  const figures = sum.total_assignment_calculation;
  const subTotal = lines.reduce((acc, l) => acc + toCents(l.amount), 0);
  const salesTax = toCents(figures.sales_tax);
  return {
    subTotal,
    salesTax,
    total: subTotal + salesTax,
    totalCost: toCents(figures.total_project_cost),
    grossProfit: toCents(figures.gross_profit),
  };
}

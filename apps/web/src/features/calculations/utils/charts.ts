import { fromCents, toCents } from '@app/contracts/money';
import type { SummedFigures } from '@app/engine';

export interface Slice {
  name: string;
  value: number;
  color: string;
}

/**
 * Total Employer Burden: the employer burden split, Social Security ... Other Costs
 * (docs/product/calculations.md#calculation-detail-calculationsid).
 */
export function costSplit(f: SummedFigures): Slice[] {
  const c = f.breakdown.cost_split;
  return [
    { name: 'Social Security', value: c.social_security, color: 'brand.6' },
    { name: 'Medicare', value: c.medicare, color: 'cyan.6' },
    { name: 'FUTA', value: c.futa, color: 'teal.6' },
    { name: 'SUTA', value: c.suta, color: 'green.6' },
    { name: 'Risk', value: c.risk, color: 'yellow.6' },
    { name: 'Benefits', value: c.benefits, color: 'orange.6' },
    { name: 'Other Costs', value: c.other_costs, color: 'grape.6' },
  ];
}

/** Total Breakdown Cost: where the revenue goes (wages, burden, gross profit). */
export function revenueSplit(f: SummedFigures): Slice[] {
  const r = f.breakdown.revenue_split;
  return [
    { name: 'Total wages', value: r.total_wages, color: 'brand.6' },
    { name: 'Total Employers Burden', value: r.total_employers_burden, color: 'orange.6' },
    { name: 'Gross Profit', value: r.gross_profit, color: r.gross_profit < 0 ? 'red.6' : 'green.6' },
  ];
}

/** A donut cannot draw a negative or empty slice: such slices stay in the legend but not in the ring. */
export const drawable = (slices: Slice[]) => slices.filter((s) => s.value > 0);

export const sliceTotal = (slices: Slice[]) => fromCents(slices.reduce((t, s) => t + toCents(s.value), 0));

export type HoursTaxedKey = 'suta' | 'futa' | 'social_security';

export const HOURS_TAXED_OPTIONS: { value: HoursTaxedKey; label: string }[] = [
  { value: 'suta', label: 'SUTA' },
  { value: 'futa', label: 'FUTA' },
  { value: 'social_security', label: 'Social Security' },
];

/** The taxes column chart: the three wage-capped taxes in dollars, named as the hours-taxed selector names them. */
export function taxColumns(f: SummedFigures) {
  const t = f.total_assignment_calculation;
  return HOURS_TAXED_OPTIONS.map(({ value, label }) => ({ tax: label, amount: t[value] }));
}

/** Hours worked before the chosen tax's wage cap is reached, and after it. */
export function hoursTaxed(f: SummedFigures, key: HoursTaxedKey) {
  const h = f.hours_taxed;
  const taxed = h[`${key}_hours_taxed`];
  const after = h[`post_${key}_hours_taxed`];
  return { taxed, after, total: f.time.total_hours };
}

export const PROFIT_PERIODS = [
  { key: 'assignment_profit_per_hour', label: 'Hour' },
  { key: 'assignment_profit_per_day', label: 'Day' },
  { key: 'assignment_profit_per_week', label: 'Week' },
  { key: 'assignment_profit_per_month', label: 'Month' },
  { key: 'assignment_total_profit', label: 'Total Profit' },
] as const;

/** The profitability charts: one per period, one bar per selected person. */
export function profitabilityBars(persons: { label: string; figures: SummedFigures }[]) {
  return PROFIT_PERIODS.map((p) => ({
    key: p.key,
    period: p.label,
    rows: persons.map((person) => ({
      person: person.label,
      profit: person.figures.profitability[p.key] ?? 0,
    })),
  }));
}

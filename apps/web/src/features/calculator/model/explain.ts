import { locationHours } from '@app/contracts/calculations/hours-by-location';
import type { CostItem, ResultFigures, SummedFigures } from '@app/engine';
import { formatRate, formatMoney as money } from '../../../lib/format';
import type { LivePerson } from './live-results';

export interface ExplainLine {
  label: string;
  /** Unique among the lines where the label repeats (each location's 'Regular: 312 h'). */
  id?: string;
  value: number | null;
  /** How the value came about, in words and figures ('520 h × $40.00'). */
  detail?: string;
  /** A sub-heading that starts a group of lines (the rates used). */
  heading?: boolean;
  /** Indented under the line above it (a part of that figure). */
  indent?: boolean;
}

export interface Explanation {
  revenue: ExplainLine[];
  cost: ExplainLine[];
  profit: ExplainLine[];
  margin: ExplainLine[];
  perHour: ExplainLine[];
  hours: ExplainLine[];
}

const num = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const pct = (v: number | null | undefined) => formatRate(v ?? 0);

interface Priced {
  job: string;
  figures: ResultFigures;
  /** Payment terms of the person, in days. */
  termsDays: number;
}

/** The rate sources of every location's taxes and workers' comp, once per distinct source. */
function sources(priced: Priced[]): ExplainLine[] {
  const lines = new Map<string, ExplainLine>();
  // Many persons share a location: format each distinct (state, rates, wage bases) once.
  const distinct = new Map<string, ResultFigures>();
  for (const { figures: f } of priced) {
    const cap = f.cap_years[0];
    const key = `${f.state}|${f.rates.suta_rate}|${f.rates.futa_rate}|${f.rates.workers_comp_rate}|${cap?.suta_wage_base}|${cap?.futa_wage_base}`;
    if (!distinct.has(key)) distinct.set(key, f);
  }
  for (const f of distinct.values()) {
    const cap = f.cap_years[0];
    const suta = cap?.suta_wage_base;
    const sutaLabel = `SUTA ${f.state} ${pct(f.rates.suta_rate)}`;
    lines.set(sutaLabel, {
      label: sutaLabel,
      value: null,
      detail: suta ? `on the first ${money(suta)} of wages each year` : 'on all wages (no wage cap)',
    });
    const futaLabel = `FUTA ${f.state} ${pct(f.rates.futa_rate)}`;
    lines.set(futaLabel, {
      label: futaLabel,
      value: null,
      detail: cap ? `on the first ${money(cap.futa_wage_base)}` : 'up to the yearly wage base',
    });
    const wcLabel = `Workers' comp ${f.state} ${pct(f.rates.workers_comp_rate)}`;
    lines.set(wcLabel, {
      label: wcLabel,
      value: null,
      detail: 'of taxable wages less the overtime and double-time premium',
    });
  }
  return [...lines.values()];
}

/**
 * Interest as it is charged: a yearly rate over the payment terms, on wages, employer taxes and workers'
 * comp and insurance (docs/calculation-model.md, interest), one line per item and location.
 */
function interestLines(priced: Priced[], items: readonly CostItem[]): ExplainLine[] {
  const byId = new Map(items.map((c) => [c.id, c]));
  const lines: ExplainLine[] = [];
  for (const { job, figures: f, termsDays } of priced) {
    const t = f.total_assignment_calculation;
    const base = t.total_wages + t.employer_taxes + t.risk;
    for (const line of f.othercost_items) {
      if (line.category !== 'interest') continue;
      const item = byId.get(line.id);
      const detail =
        item && item.option === 'percentage'
          ? `${num.format(Number(item.amount))}% a year ÷ 360 × ${num.format(termsDays)} days of payment terms × ${money(base)} of wages, taxes and workers' comp`
          : 'a flat amount';
      lines.push({
        label: `Interest: ${line.name} · ${job} · ${f.state}`,
        value: line.value,
        detail,
        indent: true,
      });
    }
  }
  return lines;
}

const MAX_REVENUE_LINES = 12;

/** Turns the live results into the lines under each figure of the results card. */
export function explain(
  summary: SummedFigures,
  persons: LivePerson[],
  costItems: readonly CostItem[] = [],
): Explanation {
  const priced: Priced[] = [];
  persons.forEach((p, i) => {
    if (p.status !== 'priced') return;
    const termsDays = Number(p.person.otherCosts.paymentTermsDays);
    for (const figures of p.figures)
      priced.push({ job: `${i + 1}. ${figures.job_name}`, figures, termsDays });
  });
  const t = summary.total_assignment_calculation;
  const revenue: ExplainLine[] = [];
  const hours: ExplainLine[] = [];
  let hidden = 0;
  for (const { job, figures: f } of priced) {
    const h = locationHours(f);
    const paid = h.rows.filter((r) => r.kind === 'regular' || r.hours > 0);
    // A long list (100 persons x 3 states) is cut: the first lines explain the rule, the rest are counted.
    if (revenue.length >= MAX_REVENUE_LINES) {
      hidden += paid.length;
      continue;
    }
    const where = `${job} · ${f.state}`;
    // Which state rule split the hours (docs/calculation-model.md#state-daily-overtime-and-double-time), said under each figure it made.
    const rule = ` (${h.rule})`;
    for (const r of paid) {
      revenue.push({
        label: r.kind === 'regular' ? where : `${where} ${r.label.toLowerCase()}`,
        value: r.revenue,
        detail: `${num.format(r.hours)} h × ${money(r.bill_rate)}${r.kind === 'regular' ? '' : rule}`,
      });
    }
    hours.push({ label: where, value: null, heading: true });
    hours.push({ id: `${where}|rule`, label: h.rule, value: null });
    for (const r of h.rows) {
      hours.push({
        id: `${where}|${r.kind}`,
        label: `${r.label}: ${num.format(r.hours)} h (${num.format(r.per_week)} h a week)`,
        value: r.pay,
        detail: `pay ${num.format(r.hours)} h × ${money(r.pay_rate)}; billed × ${money(r.bill_rate)} = ${money(r.revenue)}`,
        indent: true,
      });
    }
  }
  if (hidden > 0) {
    revenue.push({ label: `… and ${hidden} more lines`, value: null });
    hours.push({ label: `… and the hours of ${hidden} more lines`, value: null });
  }
  const cost: ExplainLine[] = [
    { label: 'Wages', value: t.total_wages, detail: 'pay, overtime, double time, bonus and stipends' },
    {
      label: 'Employer taxes',
      value: t.employer_taxes,
      detail: `Social Security ${money(t.social_security)}, Medicare ${money(t.medicare)}, FUTA ${money(
        t.futa,
      )}, SUTA ${money(t.suta)}`,
    },
    { label: "Workers' comp and insurance", value: t.risk },
    { label: 'Benefits', value: t.benefits, detail: 'paid leave, SPTO, 401k, healthcare' },
    {
      label: 'Other costs',
      value: t.other_costs,
      detail: 'screening, interest, MSP, VMS, payrolling, custom',
    },
    ...interestLines(priced, costItems),
    { label: 'Rates used', value: null, heading: true },
    ...sources(priced),
  ];
  return {
    revenue,
    cost,
    profit: [
      { label: 'Revenue', value: t.total_revenue },
      { label: 'less total cost', value: t.total_project_cost },
    ],
    margin: [
      {
        label: 'Gross profit ÷ revenue × 100',
        value: null,
        detail: `${money(t.gross_profit)} ÷ ${money(t.total_revenue)}`,
      },
    ],
    perHour: [
      {
        label: 'Gross profit ÷ hours worked',
        value: null,
        detail: `${money(t.gross_profit)} ÷ ${num.format(summary.time.total_hours)} h`,
      },
    ],
    hours,
  };
}

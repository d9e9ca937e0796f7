import type { ResultFigures, SummedFigures } from '@app/engine';
import type { LivePerson } from './live-results';

export interface ExplainLine {
  label: string;
  value: number | null;
  /** How the value came about, in words and figures ('520 h × $40.00'). */
  detail?: string;
}

export interface Explanation {
  revenue: ExplainLine[];
  cost: ExplainLine[];
  profit: ExplainLine[];
  margin: ExplainLine[];
  perHour: ExplainLine[];
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const num = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const money = (v: number | null | undefined) => (v === null || v === undefined ? '—' : usd.format(v));
const pct = (v: number | null | undefined) => `${num.format(v ?? 0)}%`;

interface Priced {
  job: string;
  figures: ResultFigures;
}

/** The rate sources of every location's taxes and workers' comp, once per distinct source. */
function sources(priced: Priced[]): ExplainLine[] {
  const lines = new Map<string, ExplainLine>();
  for (const { figures: f } of priced) {
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
    lines.set(wcLabel, { label: wcLabel, value: null, detail: 'of taxable wages less the overtime premium' });
  }
  return [...lines.values()];
}

/** Turns the live results into the lines under each figure of the results card. */
export function explain(summary: SummedFigures, persons: LivePerson[]): Explanation {
  const priced: Priced[] = [];
  persons.forEach((p, i) => {
    if (p.status !== 'priced') return;
    for (const figures of p.figures) priced.push({ job: `${i + 1}. ${figures.job_name}`, figures });
  });
  const t = summary.total_assignment_calculation;
  const revenue: ExplainLine[] = [];
  for (const { job, figures: f } of priced) {
    const where = `${job} · ${f.state}`;
    revenue.push({
      label: where,
      value: f.total_assignment_calculation.revenue,
      detail: `${num.format(f.time.regular_hours)} h × ${money(f.rates.bill_rate)}`,
    });
    if (f.time.overtime_hours > 0) {
      revenue.push({
        label: `${where} overtime`,
        value: f.total_assignment_calculation.overtime_revenue,
        detail: `${num.format(f.time.overtime_hours)} h × ${money(f.rates.overtime_bill_rate)}`,
      });
    }
  }
  const cost: ExplainLine[] = [
    { label: 'Wages', value: t.total_wages, detail: 'pay, overtime, bonus and stipends' },
    {
      label: 'Employer taxes',
      value: t.employer_taxes,
      detail: `Social Security ${money(t.social_security)}, Medicare ${money(t.medicare)}, FUTA ${money(
        t.futa,
      )}, SUTA ${money(t.suta)}`,
    },
    { label: "Workers' comp and insurance", value: t.risk },
    { label: 'Benefits', value: t.benefits, detail: 'paid leave, SPTO, 401k, healthcare' },
    { label: 'Other costs', value: t.other_costs },
    ...sources(priced),
  ];
  const hours = summary.time.total_hours;
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
        detail: `${money(t.gross_profit)} ÷ ${num.format(hours)} h`,
      },
    ],
  };
}

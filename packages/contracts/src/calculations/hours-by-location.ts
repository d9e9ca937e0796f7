import type { ResultFigures } from '@app/engine';
import { toCents } from '../money';

/**
 * Regular, overtime and double-time hours of one (person, location) with their pay and revenue, as the
 * calculation page, its PDF and XLSX and the calculator's live results show them (docs/product/calculations.md,
 * hours by location). Which hours are overtime or double time is the location's state rule
 * (docs/calculation-model.md#state-daily-overtime-and-double-time); `rule` says it in a sentence.
 */
export type HoursKind = 'regular' | 'overtime' | 'doubletime';

export interface HoursRow {
  kind: HoursKind;
  label: string;
  hours: number;
  /** The hours of an average week (hours / weeks): California's 12 h x 3 is 24 regular and 12 overtime. */
  per_week: number;
  pay_rate: number;
  pay: number;
  bill_rate: number;
  revenue: number;
}

export interface LocationHours {
  rows: HoursRow[];
  /** The rows added up (cents of the printed figures), so the table re-adds by hand. */
  total: { hours: number; per_week: number; pay: number; revenue: number };
  /** 'California: 4 h a day past 8 are overtime' (figures stored before the state rules: the federal rule). */
  rule: string;
}

export const HOURS_KIND_LABEL: Record<HoursKind, string> = {
  regular: 'Regular',
  overtime: 'Overtime',
  doubletime: 'Double time',
};

/** True when the location's state pays double time (California), whatever this schedule's hours. */
function hasDoubleTime(f: ResultFigures): boolean {
  return f.overtime_rule.daily_doubletime_after !== null;
}

// Hundredths of an hour: the same whole-hundredths rule as cents (money.ts).
const hundredths = toCents;

/** The rows of one location: regular always; overtime when it has hours; double time when it has hours or the state has double time. */
export function locationHours(f: ResultFigures): LocationHours {
  const t = f.total_assignment_calculation;
  const r = f.rates;
  const weeks = f.time.weeks;
  const row = (
    kind: HoursKind,
    hours: number,
    rates: [number | null | undefined, number | null | undefined],
  ) => ({
    kind,
    label: HOURS_KIND_LABEL[kind],
    hours,
    per_week: weeks > 0 ? hundredths(hours / weeks) / 100 : 0,
    pay_rate: rates[0] ?? 0,
    bill_rate: rates[1] ?? 0,
  });
  const all: HoursRow[] = [
    {
      ...row('regular', f.time.regular_hours, [r.pay_rate, r.bill_rate]),
      pay: t.regular_pay,
      revenue: t.revenue,
    },
    {
      ...row('overtime', f.time.overtime_hours, [r.overtime_pay_rate, r.overtime_bill_rate]),
      pay: t.overtime_pay,
      revenue: t.overtime_revenue,
    },
    {
      ...row('doubletime', f.time.doubletime_hours, [r.doubletime_pay_rate, r.doubletime_bill_rate]),
      pay: t.doubletime_pay,
      revenue: t.doubletime_revenue,
    },
  ];
  const rows = all.filter(
    (x) => x.kind === 'regular' || x.hours !== 0 || (x.kind === 'doubletime' && hasDoubleTime(f)),
  );
  const sum = (pick: (x: HoursRow) => number) => rows.reduce((acc, x) => acc + hundredths(pick(x)), 0) / 100;
  return {
    rows,
    total: {
      hours: sum((x) => x.hours),
      per_week: sum((x) => x.per_week),
      pay: sum((x) => x.pay),
      revenue: sum((x) => x.revenue),
    },
    rule: f.overtime_rule.explanation,
  };
}

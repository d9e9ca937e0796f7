import { z } from 'zod';
import { formatUsd } from '../format';

/**
 * A quote's lines as a client checks them with a calculator (docs/product/quotes.md#figures): one line per job,
 * state and kind of hours, people x hours per person x rate = amount, exactly to the cent. The page, the client's
 * page, the e-mail, the PDF and the XLSX all print `quoteLineRows(document)`, so they show the same lines.
 */

/**
 * The kinds of billed hours. Double time is California's (docs/calculation-model.md#state-daily-overtime-and-double-time); a new kind is
 * one more entry here and in `KIND_LABEL`: the amount rule and every renderer stay as they are.
 */
const QUOTE_LINE_KINDS = ['regular', 'overtime', 'doubletime'] as const;
type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

const KIND_LABEL: Record<QuoteLineKind, string> = {
  regular: 'regular hours',
  overtime: 'overtime hours',
  doubletime: 'double-time hours',
};

/**
 * A billed line: `people` x `hours_per_person` (0.01 h) x `rate` (a cent) = `amount`, rounded half away from zero
 * to the cent (`billedLine` in @app/pricing computes it).
 */
const billedLineSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS),
  title: z.string(),
  state: z.string(),
  people: z.number().int(),
  hours_per_person: z.number(),
  rate: z.number(),
  amount: z.number(),
});
export type BilledLine = z.infer<typeof billedLineSchema>;

/**
 * A line of a quote made before the billed lines (one per role and state, every individual's hours, overtime
 * folded into the amount). Kept so those quotes, and the fingerprints their clients signed, stay readable.
 */
const legacyLineSchema = z.object({
  title: z.string(),
  state: z.string(),
  count: z.number().int(),
  bill_rate: z.number(),
  hours: z.number(),
  amount: z.number(),
  sales_tax: z.number(),
});

export const quoteLineSchema = z.union([billedLineSchema, legacyLineSchema]);
type QuoteLine = z.infer<typeof quoteLineSchema>;

const hoursFmt = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1,278.57: hours always with two decimals, as they are billed. */
const formatBilledHours = (v: number) => hoursFmt.format(v);

/** One printed line: the figures as numbers (the XLSX) and as text (page, e-mail, PDF). */
export interface QuoteLineRow {
  /** "Forklift Operator" */
  title: string;
  /** "Texas · regular hours" */
  detail: string;
  state: string;
  /** Null on an old line, which bills every individual's hours together. */
  kind: QuoteLineKind | null;
  people: number;
  /** Hours per person (an old line: every individual's hours). */
  hours: number;
  rate: number;
  amount: number;
  text: {
    people: string;
    hours: string;
    rate: string;
    amount: string;
    /** "2 × 1,278.57 h × $83.46/h = $213,418.90": the sum a client re-does. */
    check: string;
  };
}

/** A line's figures as every renderer prints them, for a billed line and an old one alike. */
function lineText(people: number, hours: number, rate: number, amount: number) {
  return {
    people: String(people),
    hours: formatBilledHours(hours),
    rate: `${formatUsd(rate)}/h`,
    amount: formatUsd(amount),
  };
}

/** The rows every renderer prints, in the document's order. */
export function quoteLineRows(lines: readonly QuoteLine[]): QuoteLineRow[] {
  return lines.map((l) => {
    if ('kind' in l) {
      const text = lineText(l.people, l.hours_per_person, l.rate, l.amount);
      return {
        title: l.title,
        detail: `${l.state} · ${KIND_LABEL[l.kind]}`,
        state: l.state,
        kind: l.kind,
        people: l.people,
        hours: l.hours_per_person,
        rate: l.rate,
        amount: l.amount,
        text: { ...text, check: `${l.people} × ${text.hours} h × ${text.rate} = ${text.amount}` },
      };
    }
    const text = lineText(l.count, l.hours, l.bill_rate, l.amount);
    return {
      title: l.title,
      detail: `${l.state} · all hours of ${l.count}, overtime included`,
      state: l.state,
      kind: null,
      people: l.count,
      hours: l.hours,
      rate: l.bill_rate,
      amount: l.amount,
      text: { ...text, check: `${text.hours} h in all, ${text.amount}` },
    };
  });
}

/** Column headings of the line table, the same in every renderer. */
export const QUOTE_LINE_HEADINGS = {
  item: 'Item',
  people: 'People',
  hours: 'Hours per person',
  rate: 'Rate',
  amount: 'Amount',
} as const;

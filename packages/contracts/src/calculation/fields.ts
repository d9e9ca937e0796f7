import { z } from 'zod';
import { MAX_DATE, MAX_DECIMALS, MAX_ID, MAX_TEXT_LENGTH, MIN_DATE } from '../limits';

/**
 * Field schemas for the wire format (docs/product/README.md#glossary-of-wire-field-names). Form values arrive as numbers or as text, and empty
 * fields as '', null or nothing; every helper normalises that and words its messages after the field's label.
 */

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/** Longer number text is never a real figure (and "1e400" or 400 digits would overflow to Infinity). */
const MAX_NUMBER_TEXT = 32;
/** A UTF-16 half without its partner. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text holds a character no column or JSON document can store: NUL, or a lone surrogate. */
export const hasUnstorableText = (value: string) => value.includes('\0') || LONE_SURROGATE.test(value);

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export interface NumericRule {
  min?: number;
  max?: number;
  /** An outer bound no real value reaches (said as "at most"), where the field has no natural maximum. */
  cap?: number;
  required?: boolean;
  /** Whole numbers only (counts, ids). */
  integer?: boolean;
}

/** A number entered as a number or as text; kept as exact decimal text. Blank gives undefined. */
export function numeric(label: string, rule: NumericRule = {}) {
  return z
    .union([z.number(), z.string()], { error: `${label} must be a number` })
    .nullish()
    .transform((value, ctx): string | undefined => {
      if (isBlank(value)) {
        if (rule.required) ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return undefined;
      }
      const text = typeof value === 'number' ? String(value) : String(value).trim();
      const n = Number(text);
      if (text.length > MAX_NUMBER_TEXT || !NUMBER_TEXT.test(text) || !Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      if (decimals(text) > MAX_DECIMALS) {
        ctx.addIssue({ code: 'custom', message: `${label} can have at most ${MAX_DECIMALS} decimals` });
        return z.NEVER;
      }
      const message = rangeMessage(label, n, rule);
      if (message) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return text;
    });
}

/** Decimal places of a number's text, exponent included ("1.5e-3" has 4). */
function decimals(text: string): number {
  const [mantissa = '', exponent = '0'] = text.toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

function rangeMessage(label: string, n: number, { min, max, cap, integer }: NumericRule): string | undefined {
  if (integer && !Number.isInteger(n)) return `${label} must be a whole number`;
  if (min !== undefined && max !== undefined && (n < min || n > max)) {
    return `${label} must be between ${min} and ${max}`;
  }
  if (min !== undefined && n < min) return `${label} must be at least ${min}`;
  if (max !== undefined && n > max) return `${label} must be at most ${max}`;
  if (cap !== undefined && n > cap) return `${label} must be at most ${cap}`;
  return undefined;
}

const TRUE_TEXT = new Set(['true', 'yes', '1', 'on']);
const FALSE_TEXT = new Set(['false', 'no', '0', 'off', '']);

/** A toggle: true/false, 'yes'/'no', 1/0; absent means off. */
export function flag(label: string) {
  return z
    .union([z.boolean(), z.number(), z.string()], { error: `${label} must be true or false` })
    .nullish()
    .transform((value, ctx): boolean => {
      if (value === null || value === undefined) return false;
      if (typeof value === 'boolean') return value;
      const text = String(value).trim().toLowerCase();
      if (TRUE_TEXT.has(text)) return true;
      if (FALSE_TEXT.has(text)) return false;
      ctx.addIssue({ code: 'custom', message: `${label} must be true or false` });
      return z.NEVER;
    });
}

/**
 * One of a fixed set of options. `options` maps every accepted spelling (compared case-insensitively, spaces
 * and underscores as dashes) to its value; the message lists `shown`.
 */
export function choice<T extends string>(
  label: string,
  options: Record<string, T>,
  shown: string[],
  required = false,
) {
  const table = new Map(Object.entries(options).map(([k, v]) => [normal(k), v]));
  return z
    .union([z.string(), z.number(), z.boolean()], { error: `${label} must be one of: ${shown.join(', ')}` })
    .nullish()
    .transform((value, ctx): T | undefined => {
      if (isBlank(value)) {
        if (required) ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return undefined;
      }
      const found = table.get(normal(String(value)));
      if (found === undefined) {
        ctx.addIssue({ code: 'custom', message: `${label} must be one of: ${shown.join(', ')}` });
        return z.NEVER;
      }
      return found;
    })
    .describe(`One of: ${shown.join(', ')}`);
}

const normal = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** Free text of at most `max` characters; blank gives undefined (or the required message). */
export function text(label: string, required = false, max: number = MAX_TEXT_LENGTH) {
  return z
    .union([z.string(), z.number()], { error: `${label} must be text` })
    .nullish()
    .transform((value, ctx): string | undefined => {
      if (isBlank(value)) {
        if (required) ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return undefined;
      }
      const out = String(value).trim();
      if (out.length > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most ${max} characters` });
        return z.NEVER;
      }
      if (hasUnstorableText(out)) {
        ctx.addIssue({ code: 'custom', message: `${label} contains a character that is not allowed` });
        return z.NEVER;
      }
      return out;
    });
}

/** A short reference (a cost id or category), sent as a number or as text. */
export const ref = (label: string, required = false) => text(label, required, 64);

/** A database record id (a state, a city, a package): a whole number from 1 to 2,147,483,647, as text. */
export function id(label: string, required = false) {
  return text(label, required, 10).refine(
    (value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_ID),
    { error: `${label} must be chosen from the list` },
  );
}

/** Values by calendar year: {"2025": 7000, "2026": null}. */
export function byYear(label: string, rule: NumericRule = {}) {
  return z.record(z.string(), numeric(label, rule)).superRefine(
    (table, ctx) => {
      // Runs even after a failed parse (when: always): a null entry must not throw.
      if (!table || typeof table !== 'object') return;
      for (const key of Object.keys(table ?? {})) {
        if (!/^\d{4}$/.test(key)) {
          ctx.addIssue({ code: 'custom', message: `${label}: years must be written as YYYY`, path: [key] });
        }
      }
    },
    { when: () => true },
  );
}

/** An ISO date (YYYY-MM-DD) that exists on the calendar, between MIN_DATE and MAX_DATE. */
export function isoDate(label: string) {
  return text(label, false, 10)
    .refine((value) => value === undefined || validIsoDate(value), {
      error: `${label} must be a date as YYYY-MM-DD`,
      abort: true,
    })
    .refine((value) => value === undefined || (value >= MIN_DATE && value <= MAX_DATE), {
      error: `${label} must be between ${MIN_DATE} and ${MAX_DATE}`,
    });
}

export function validIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

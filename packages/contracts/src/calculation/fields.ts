import { z } from 'zod';

/**
 * Field schemas for the specification's wire format. Form values arrive as numbers or as text, and empty
 * fields as '', null or nothing; every helper normalises that and words its messages after the field's label.
 */

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export interface NumericRule {
  min?: number;
  max?: number;
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
      if (!NUMBER_TEXT.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      const n = Number(text);
      const message = rangeMessage(label, n, rule);
      if (message) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return text;
    });
}

function rangeMessage(label: string, n: number, { min, max, integer }: NumericRule): string | undefined {
  if (integer && !Number.isInteger(n)) return `${label} must be a whole number`;
  if (min !== undefined && max !== undefined && (n < min || n > max)) {
    return `${label} must be between ${min} and ${max}`;
  }
  if (min !== undefined && n < min) return `${label} must be at least ${min}`;
  if (max !== undefined && n > max) return `${label} must be at most ${max}`;
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
    });
}

const normal = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** Free text; blank gives undefined (or the required message). */
export function text(label: string, required = false) {
  return z
    .union([z.string(), z.number()], { error: `${label} must be text` })
    .nullish()
    .transform((value, ctx): string | undefined => {
      if (isBlank(value)) {
        if (required) ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return undefined;
      }
      return String(value).trim();
    });
}

/** A record id, sent as a number or as text. */
export const id = (label: string, required = false) => text(label, required);

/** Values by calendar year: {"2025": 7000, "2026": null}. */
export function byYear(label: string, rule: NumericRule = {}) {
  return z.record(z.string(), numeric(label, rule)).superRefine(
    (table, ctx) => {
      for (const key of Object.keys(table ?? {})) {
        if (!/^\d{4}$/.test(key)) {
          ctx.addIssue({ code: 'custom', message: `${label}: years must be written as YYYY`, path: [key] });
        }
      }
    },
    { when: () => true },
  );
}

/** An ISO date (YYYY-MM-DD) that exists on the calendar. */
export function isoDate(label: string) {
  return text(label).refine((value) => value === undefined || validIsoDate(value), {
    error: `${label} must be a date as YYYY-MM-DD`,
  });
}

export function validIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

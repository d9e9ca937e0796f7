import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_PERCENT } from '../limits';
import { hasUnstorableText, numeric, text } from './fields';

/** An industry as text, or as the select's {value, label}. */
const industrySchema = z
  .union(
    [z.string(), z.number(), z.object({ value: z.unknown().optional(), label: z.unknown().optional() })],
    {
      error: 'Industry must be text',
    },
  )
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined) return '';
    const out = typeof v === 'object' ? String(v.label ?? v.value ?? '') : String(v);
    if (out.length > MAX_NAME_LENGTH || hasUnstorableText(out)) {
      ctx.addIssue({
        code: 'custom',
        message: `Industry must be text of at most ${MAX_NAME_LENGTH} characters`,
      });
      return z.NEVER;
    }
    return out;
  });

/** A workers' comp code row: nick_name, code (digits only), industry, rate percent. */
export const wcSettingsWireSchema = z
  .object({
    nick_name: text('Workers compensation nickname', true, MAX_NAME_LENGTH),
    code: text('WC code', true, 10),
    industry: industrySchema,
    rate: numeric('WC rate', { min: 0, max: MAX_PERCENT, required: true }),
  })
  .superRefine(
    (wc, ctx) => {
      // Runs even after a failed parse (when: always): a null entry must not throw.
      if (!wc || typeof wc !== 'object') return;
      if (typeof wc.code === 'string' && !/^\d+$/.test(wc.code)) {
        ctx.addIssue({ code: 'custom', message: 'WC code must contain digits only', path: ['code'] });
      }
    },
    { when: () => true },
  );

export type WcSettingsWire = z.output<typeof wcSettingsWireSchema>;

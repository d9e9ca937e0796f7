import { z } from 'zod';
import { MAX_AMOUNT, MAX_ID } from '../limits';

/** Numbers arrive from forms as strings or numbers; both are accepted, blanks are "required". */
export const requiredNumber = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: `${label} is required` }).refine(Number.isFinite, `${label} must be a number`),
  );

export const percent = (label: string) =>
  requiredNumber(label).pipe(
    z.number().min(0, `${label} must be between 0 and 100`).max(100, `${label} must be between 0 and 100`),
  );

/** A percentage with at most two decimals (SUTA rates, CSV rates). */
export const percent2dp = (label: string) =>
  percent(label).refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), {
    message: `${label} can have at most two decimals`,
  });

export const money = (label: string) =>
  requiredNumber(label).pipe(
    z
      .number()
      .min(0, `${label} must be at least 0`)
      .max(MAX_AMOUNT, `${label} must be at most ${MAX_AMOUNT}`),
  );

export const id = (label = 'id') =>
  z.coerce
    .number({ error: `${label} is required` })
    .int(`${label} is invalid`)
    .positive(`${label} is invalid`)
    .max(MAX_ID, `${label} is invalid`);

/**
 * Clients send {organization} with every settings call; the session decides the tenant, this must agree
 * (docs/product/api.md#conventions).
 */
export const organizationField = { organization: z.coerce.number().int().positive().max(MAX_ID).optional() };

/**
 * The version of the row an edit was made from (each answer carries it); an update naming an older one is
 * refused with 409 instead of silently overwriting someone else's change.
 */
export const version = () =>
  z.coerce
    .number({ error: 'version is required' })
    .int('version is invalid')
    .positive('version is invalid')
    .describe('The version of the row being edited, as last read; required on every update.');

import { z } from 'zod';
import { MAX_DATE, MAX_ID, MIN_DATE } from '../limits';
import {
  amountFilterSchema,
  idFilterSchema,
  listSearchSchema,
  pageNumberSchema,
  perPageSchema,
} from '../page-query';
import { CALCULATION_STATUSES } from './status';

const optionalDate = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31')
    .refine((v) => v >= MIN_DATE && v <= MAX_DATE && !Number.isNaN(Date.parse(v)), {
      error: `Use a date between ${MIN_DATE} and ${MAX_DATE}`,
    })
    .optional(),
);

/** The calculations table's filters, search, sort and page, all applied on the server. */
export const listCalculationsQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: perPageSchema([5, 10, 15, 25, 50], 10),
  status: z.enum(CALCULATION_STATUSES).optional(),
  member_id: idFilterSchema,
  team_id: idFilterSchema,
  revenue_min: amountFilterSchema,
  revenue_max: amountFilterSchema,
  date_from: optionalDate,
  date_to: optionalDate,
  search: listSearchSchema,
  sort: z.enum(['title', 'revenue', 'member', 'date', 'status']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListCalculationsQuery = z.infer<typeof listCalculationsQuerySchema>;

export const DECLINE_REASONS = [
  'Error in Rates',
  'No Revenue',
  'Gross Profit in negative',
  'Declined without any reason',
  'Other reasons',
] as const;

const fill = 'Please fill this out';

export const statusBodySchema = z.discriminatedUnion('status', [
  z.object({ id: z.coerce.number().int().positive().max(MAX_ID), status: z.literal('Sent to approval') }),
  z.object({ id: z.coerce.number().int().positive().max(MAX_ID), status: z.literal('Approved') }),
  z.object({
    id: z.coerce.number().int().positive().max(MAX_ID),
    status: z.literal('Not approved'),
    reasonData: z.object({
      reason_choice: z.string({ error: fill }).trim().min(1, fill),
      decline_reason: z.string({ error: fill }).trim().min(1, fill).max(2000),
    }),
  }),
]);
export type StatusBody = z.infer<typeof statusBodySchema>;

import { z } from 'zod';
import { dashboardDateSchema, PERIODS, type Period, REVENUE_KINDS } from '../dashboard/dashboard';
import { moneySchema, percentSchema, v1Id } from './common';

const member = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.string() });

export const v1TeamsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      members: z.array(member.omit({ email: true })),
    }),
  ),
});
export const v1MembersResponseSchema = z.object({ data: z.array(member) });

/** The dashboard's figures for a period (docs/product/dashboard.md#figures). */
export const dashboardV1QuerySchema = z.object({
  revenue: z
    .enum(REVENUE_KINDS)
    .default('actual')
    .describe('actual: Approved quotes; projected: sent, undecided'),
  period: z.enum(PERIODS.map((p) => p.value) as [Period, ...Period[]]).default('total'),
  team_id: v1Id.optional(),
  from: dashboardDateSchema.optional(),
  to: dashboardDateSchema.optional(),
});
export const v1DashboardResponseSchema = z.object({
  data: z.object({
    revenue: moneySchema,
    gross_profit: moneySchema,
    gross_profit_percent: percentSchema,
    quotes: z.number().int(),
    period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  }),
});

export const v1StatesResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
});
export const citiesV1QuerySchema = z.object({ state_id: v1Id });
export const v1CitiesResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

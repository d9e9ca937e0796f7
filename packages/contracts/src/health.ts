import { z } from 'zod';

/** Probes for load balancers: /healthz (process up) and /readyz (database answers, else 503). */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });
const database = z.enum(['pglite', 'postgres']);
export const readinessResponseSchema = z.object({ status: z.literal('ready'), database });
export const unavailableResponseSchema = z.object({ status: z.literal('unavailable'), database });

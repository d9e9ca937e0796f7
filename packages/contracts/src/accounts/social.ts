import { z } from 'zod';
import { socialProviders } from './auth';

/** Social login's redirects (docs/product/accounts.md): no JSON answer, so no route contract, only these. */
export const socialProviderParamsSchema = z.object({ provider: z.enum(socialProviders) });
/** is_enterprise=1 on sign-up, login=true on sign-in. */
export const socialStartQuerySchema = z.object({
  is_enterprise: z.string().optional(),
  login: z.string().optional(),
});
export const socialCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

import { z } from 'zod';
import { socialProviders } from './auth';

/** Social login's redirects (docs/product/accounts.md): no JSON answer, so no route contract, only these. */
export const socialProviderParamsSchema = z.object({ provider: z.enum(socialProviders) });
/** is_enterprise=1 on sign-up, login=true on sign-in. */
export const socialStartQuerySchema = z.object({
  is_enterprise: z.string().max(10).optional(),
  login: z.string().max(10).optional(),
});
/** What the provider sends back: an authorisation code and our state, or an error code. */
export const socialCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

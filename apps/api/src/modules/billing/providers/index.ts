import type { Env } from '../../../config/env';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

/** Stripe when STRIPE_SECRET_KEY is set (STRIPE_API_BASE may point it at another host), else the sandbox. */
export function createPaymentProvider(env: Env) {
  if (!env.STRIPE_SECRET_KEY) return createSandboxProvider();
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    host: base?.hostname,
    port: base ? Number(base.port || (base.protocol === 'https:' ? 443 : 80)) : undefined,
    protocol: base ? (base.protocol.replace(':', '') as 'http' | 'https') : undefined,
  });
}

export type AnyProvider = ReturnType<typeof createPaymentProvider>;

import type { Env } from '../../../config/env';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

/**
 * BILLING_PROVIDER's choice (default: Stripe when STRIPE_SECRET_KEY is set, else the sandbox, which production
 * accepts only when chosen explicitly: docs/deployment.md#production-checklist). STRIPE_API_BASE may point
 * Stripe at another host.
 */
export function createPaymentProvider(env: Env) {
  if (env.BILLING_PROVIDER === 'sandbox' || !env.STRIPE_SECRET_KEY) return createSandboxProvider();
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

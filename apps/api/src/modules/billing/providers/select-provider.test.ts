import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../config/env';
import { createPaymentProvider } from '.';

const keys = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('payment provider (BILLING_PROVIDER, docs/deployment.md#production-checklist)', () => {
  it('takes cards through Stripe when its key is set, through the sandbox only when unset or chosen', () => {
    expect(createPaymentProvider(loadEnv({ NODE_ENV: 'test', ...keys })).kind).toBe('stripe');
    expect(createPaymentProvider(loadEnv({ NODE_ENV: 'test' })).kind).toBe('sandbox');
    expect(
      createPaymentProvider(loadEnv({ NODE_ENV: 'test', ...keys, BILLING_PROVIDER: 'sandbox' })).kind,
    ).toBe('sandbox');
  });
});

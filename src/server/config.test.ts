import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// Payments configuration (issue 8): the sandbox by default, Stripe only when it is fully configured.

const stripeEnv = {
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_PREMIUM: 'price_p',
  STRIPE_PRICE_UNLIMITED: 'price_u',
  STRIPE_PRICE_ULTRA: 'price_x',
};

describe('payments configuration', () => {
  it('defaults to the sandbox at the decided prices', () => {
    const { payments } = loadConfig({});
    expect(payments).toEqual({
      provider: 'sandbox',
      prices: { PREMIUM: 9.99, UNLIMITED: 19.99, ULTRA: 34.99 },
      sandboxDelayMs: 15_000,
      stripe: null,
    });
  });

  it('takes Stripe with every key and price id, and refuses it half-configured', () => {
    expect(loadConfig(stripeEnv).payments.stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      priceIds: { PREMIUM: 'price_p', UNLIMITED: 'price_u', ULTRA: 'price_x' },
      apiBase: null,
    });
    const { STRIPE_WEBHOOK_SECRET: _, STRIPE_PRICE_ULTRA: __, ...partial } = stripeEnv;
    expect(() => loadConfig(partial)).toThrow(
      'PAYMENTS_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ULTRA',
    );
  });

  it('refuses prices that are not positive numbers', () => {
    expect(() => loadConfig({ PRICE_PREMIUM_GBP: '-1' })).toThrow(/PRICE_PREMIUM_GBP/);
    expect(() => loadConfig({ PRICE_ULTRA_GBP: 'free' })).toThrow(/PRICE_ULTRA_GBP/);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// Payments configuration: the sandbox by default, Stripe only when it is fully configured.

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

describe('production refuses the development defaults', () => {
  const live = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://ratio.example.com' };

  it('names PAYMENTS_PROVIDER and PUBLIC_ORIGIN when they are missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENTS_PROVIDER: must be set when NODE_ENV=production[\s\S]*PUBLIC_ORIGIN: must be set/,
    );
    expect(() => loadConfig({ ...live })).toThrow(/PAYMENTS_PROVIDER/);
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/PUBLIC_ORIGIN/);
    expect(message).not.toMatch(/PAYMENTS_PROVIDER/);
  });

  it('starts with a deliberate sandbox or a full Stripe, and keeps the defaults outside production', () => {
    const sandbox = loadConfig({ ...live, PAYMENTS_PROVIDER: 'sandbox' });
    expect(sandbox.payments.provider).toBe('sandbox');
    expect(sandbox.publicOrigin).toBe('https://ratio.example.com');
    expect(loadConfig({ ...live, ...stripeEnv }).payments.provider).toBe('stripe');
    expect(loadConfig({ NODE_ENV: 'development' }).payments.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4000' }).publicOrigin).toBe('http://localhost:4000');
  });
});

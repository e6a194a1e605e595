import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { BillingProvider } from './provider';
import { createSandboxProvider, type SandboxProvider } from './providers/sandbox';
import { createStripeProvider } from './providers/stripe';

export type { BillingProvider } from './provider';
export type { SandboxProvider } from './providers/sandbox';

/** The provider configuration chose: Stripe when its keys are set and chosen, else the sandbox. */
export function createBillingProvider(
  payments: Config['payments'],
  db: Db,
): BillingProvider | SandboxProvider {
  if (payments.provider === 'stripe' && payments.stripe) return createStripeProvider(payments.stripe);
  return createSandboxProvider(db, payments);
}

export const isSandbox = (provider: BillingProvider): provider is SandboxProvider =>
  provider.kind === 'sandbox';

import { useAuth } from '@client/components/auth/auth-context';
import { usageKey } from '@client/lib/ai-usage';
import { call } from '@client/lib/api';
import { logger } from '@client/lib/logger';
import type { SandboxSimulation, SubscriptionView } from '@shared/contracts/billing';
import type { Plan, PurchasablePlan } from '@shared/plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export type { SandboxCheckout, SandboxSimulation } from '@shared/contracts/billing';

export const billingKeys = {
  all: ['billing'] as const,
  plans: ['billing', 'plans'] as const,
  subscription: ['billing', 'subscription'] as const,
  sandboxCheckout: (id: string) => ['billing', 'sandbox', 'checkout', id] as const,
};

/** The five plans with the server's prices (public: visitors see them too). */
export function usePlans() {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }) => call('GET /api/billing/plans', {}, { signal }).then((r) => r.items),
    staleTime: 10 * 60_000,
  });
}

export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => call('GET /api/billing/subscription', {}, { signal }),
    enabled,
  });
}

/**
 * After anything that can change the plan: the signed-in user is fetched again so the navigation, the profile
 * and the AI allowances show the new plan at once (the server decides the plan; the client mirrors it).
 */
export function useRefreshAccount() {
  const { updateUser } = useAuth();
  const client = useQueryClient();
  return useCallback(async () => {
    void client.invalidateQueries({ queryKey: usageKey });
    try {
      const { user } = await call('GET /api/auth/session', {}, { allowDuplicate: true });
      updateUser(user);
    } catch (err) {
      // The route change that follows checks the session again; until then the old plan shows.
      logger.warn('Could not refresh the user after a plan change.', err);
    }
  }, [client, updateUser]);
}

/** The same check is repeated on purpose while a payment is processed. */
export const checkStatus = (expectedType: Plan) =>
  call('POST /api/billing/status-check', { body: { expectedType } }, { allowDuplicate: true });

export function useCheckout() {
  return useMutation({
    mutationFn: (plan: PurchasablePlan) =>
      call('POST /api/billing/checkout', { body: { plan } }).then((r) => r.url),
  });
}

/** Cancel, resume, change plan and the sandbox's simulations all answer the subscription as it is now. */
function useSubscriptionChange<V>(send: (vars: V) => Promise<SubscriptionView>) {
  const client = useQueryClient();
  const refreshAccount = useRefreshAccount();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => {
      client.setQueryData(billingKeys.subscription, view);
      void refreshAccount();
    },
  });
}

export const useCancelSubscription = () =>
  useSubscriptionChange(() => call('POST /api/billing/subscription/cancel'));

export const useResumeSubscription = () =>
  useSubscriptionChange(() => call('POST /api/billing/subscription/resume'));

export const useChangePlan = () =>
  useSubscriptionChange((plan: PurchasablePlan) =>
    call('POST /api/billing/subscription/plan', { body: { plan } }),
  );

/** The card page: Stripe's customer portal, or the sandbox's own. */
export function useOpenPortal() {
  return useMutation({ mutationFn: () => call('POST /api/billing/portal').then((r) => r.url) });
}

// ---- The sandbox provider's pages (docs/product.md, "Payments") ----

export function useSandboxCheckout(id: string) {
  return useQuery({
    queryKey: billingKeys.sandboxCheckout(id),
    queryFn: ({ signal }) => call('GET /api/billing/sandbox/checkout/:id', { params: { id } }, { signal }),
    staleTime: 0,
  });
}

export function useSandboxPay(id: string) {
  return useMutation({
    mutationFn: (cardNumber: string) =>
      call('POST /api/billing/sandbox/checkout/:id/pay', { params: { id }, body: { cardNumber } }).then(
        (r) => r.redirectTo,
      ),
  });
}

export function useSandboxCancel(id: string) {
  return useMutation({
    mutationFn: () =>
      call('POST /api/billing/sandbox/checkout/:id/cancel', { params: { id } }).then((r) => r.redirectTo),
  });
}

export function useSandboxCard() {
  return useMutation({
    mutationFn: (cardNumber: string) =>
      call('POST /api/billing/sandbox/card', { body: { cardNumber } }, { allowDuplicate: true }),
  });
}

export const useSandboxSimulate = () =>
  useSubscriptionChange((action: SandboxSimulation) =>
    // Each press is meant: ending the period twice bills twice, as a test clock would.
    call('POST /api/billing/sandbox/simulate', { body: { action } }, { allowDuplicate: true }),
  );

import type { StatusCheck } from '@shared/contracts/billing';
import { type Plan, subscriptionConfirmedMessage } from '@shared/plans';

// What a status check means for the stored marker, with the words the user sees.

export const STILL_PROCESSING =
  "We're still processing your payment. Your subscription will be updated shortly.";
export const currentPlanMessage = (plan: Plan) => `Your current subscription plan is ${plan}`;

export type PendingOutcome = {
  kind: 'activated' | 'mismatch' | 'processing';
  message: string;
  variant: 'success' | 'info';
  /** The marker stays only while the payment is still being processed. */
  keepMarker: boolean;
};

export function decidePending(expected: Plan, status: StatusCheck): PendingOutcome {
  if (!status.success) {
    return { kind: 'processing', message: STILL_PROCESSING, variant: 'info', keepMarker: true };
  }
  if (status.subscriptionType === expected) {
    return {
      kind: 'activated',
      message: subscriptionConfirmedMessage(status.subscriptionType, status.isNew),
      variant: 'success',
      keepMarker: false,
    };
  }
  return {
    kind: 'mismatch',
    message: currentPlanMessage(status.subscriptionType),
    variant: 'info',
    keepMarker: false,
  };
}

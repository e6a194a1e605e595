import { formatCurrency, formatDate } from '@client/lib/format';
import type { NotificationData, NotificationItem } from '@shared/contracts/notifications';

// What each type says. Amounts show £, $ or € by currency (GBP when none)
// with 2 decimals; dates are en-GB short. A field the event did not carry is left out of the sentence
// rather than printed as 'undefined' or 'Invalid Date'.

export type NotificationText = {
  title: string;
  message: string;
  /** Opened in a new tab when the notification is clicked. */
  action?: { label: string; url: string };
};

export const UNKNOWN_NOTIFICATION_TITLE = 'You have a new notification';

const planOf = (data: NotificationData) => data.subscriptionType?.trim().toUpperCase() || null;

/** 'your PREMIUM subscription', or 'your subscription' when the plan is unknown. */
function yourSubscription(data: NotificationData): string {
  const plan = planOf(data);
  return plan ? `your ${plan} subscription` : 'your subscription';
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function amountOf(data: NotificationData): string {
  return typeof data.amount === 'number' ? formatCurrency(data.amount, data.currency) : '';
}

const link = (label: string, url: string | undefined) => (url ? { action: { label, url } } : {});

export function notificationText(n: NotificationItem): NotificationText {
  const data: NotificationData = n.data ?? {};
  const subscription = capitalise(yourSubscription(data));
  const amount = amountOf(data);
  switch (n.type) {
    case 'subscription_activated':
      return { title: 'Subscription activated', message: `${subscription} is now active.` };
    case 'subscription_renewed':
      return { title: 'Subscription renewed', message: `${subscription} has been renewed.` };
    case 'subscription_resumed':
      return { title: 'Subscription resumed', message: `${subscription} has been resumed.` };
    case 'subscription_paused': {
      const until = formatDate(data.resumeAt);
      return {
        title: 'Subscription paused',
        message: until
          ? `${subscription} is paused until ${until}.`
          : `${subscription} is paused until you resume it.`,
      };
    }
    case 'subscription_cancelled': {
      const end = formatDate(data.dueDate ?? data.currentPhaseEnd);
      return {
        title: 'Subscription cancelled',
        message: `${subscription} has been cancelled. You keep access until the end of your current billing period${end ? ` (${end})` : ''}.`,
      };
    }
    case 'subscription_ended':
      return {
        title: 'Subscription ended',
        message: `${subscription} has ended; you are now on the FREE plan.`,
      };
    case 'invoice_created':
      return {
        title: 'New invoice',
        message: amount ? `An invoice for ${amount} has been created.` : 'A new invoice has been created.',
        ...link('View Invoice', data.invoiceUrl ?? data.actionUrl),
      };
    case 'invoice_upcoming': {
      const due = formatDate(data.dueDate);
      const what = amount ? `Your next invoice of ${amount}` : 'Your next invoice';
      return {
        title: 'Upcoming invoice',
        message: due ? `${what} is due on ${due}.` : `${what} is due soon.`,
        ...link('View Invoice', data.invoiceUrl),
      };
    }
    case 'payment_failed': {
      const retry = formatDate(data.nextPaymentAttempt);
      const payment = amount ? `your payment of ${amount}` : 'your payment';
      return {
        title: 'Payment failed',
        message:
          `We could not take ${payment} for ${yourSubscription(data)}. ` +
          `Please update your payment method.${retry ? ` We will try again on ${retry}.` : ''}`,
        action: { label: 'Update Payment Method', url: data.actionUrl ?? '/profile' },
      };
    }
    case 'trial_ending': {
      const on = formatDate(data.trialEnd);
      const days = data.daysRemaining;
      let message: string;
      if (typeof days === 'number' && days > 0) {
        const n = Math.ceil(days);
        message = `Your trial ends in ${n} ${n === 1 ? 'day' : 'days'}${on ? `, on ${on}` : ''}.`;
      } else if (days === 0) {
        message = 'Your trial ends today.';
      } else {
        message = on ? `Your trial ends on ${on}.` : 'Your trial ends soon.';
      }
      return { title: 'Trial ending soon', message };
    }
    case 'schedule_canceled':
      return {
        title: 'Scheduled change cancelled',
        message: 'The scheduled change to your subscription has been cancelled.',
      };
    case 'schedule_completed': {
      const plan = planOf(data);
      return {
        title: 'Scheduled change completed',
        message: `The scheduled change to your subscription is complete.${plan ? ` You are now on the ${plan} plan.` : ''}`,
      };
    }
    case 'schedule_expiring': {
      const end = formatDate(data.currentPhaseEnd);
      return {
        title: 'Subscription schedule ending',
        message: end ? `Your subscription schedule ends on ${end}.` : 'Your subscription schedule ends soon.',
      };
    }
    case 'schedule_updated':
      return {
        title: 'Scheduled change updated',
        message: 'The scheduled change to your subscription has been updated.',
      };
    default:
      return { title: UNKNOWN_NOTIFICATION_TITLE, message: '' };
  }
}

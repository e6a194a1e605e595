import { z } from 'zod';
import { endpoints } from './endpoint';

// Notifications: what each type carries, and the routes of docs/API.md, "notifications".

/** The types billing events create; the client shows 'You have a new notification' for any other. */
export const NOTIFICATION_TYPES = [
  'subscription_activated',
  'subscription_renewed',
  'subscription_resumed',
  'subscription_paused',
  'subscription_cancelled',
  'subscription_ended',
  'invoice_created',
  'invoice_upcoming',
  'payment_failed',
  'trial_ending',
  'schedule_canceled',
  'schedule_completed',
  'schedule_expiring',
  'schedule_updated',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationData = z
  .object({
    subscriptionType: z.string().optional(),
    amount: z.number().optional(),
    currency: z.string().optional(),
    invoiceUrl: z.string().optional(),
    resumeAt: z.string().optional(),
    dueDate: z.string().optional(),
    nextPaymentAttempt: z.string().optional(),
    daysRemaining: z.number().optional(),
    trialEnd: z.string().optional(),
    currentPhaseEnd: z.string().optional(),
    /** Where the notification's action leads (an invoice, the card page). */
    actionUrl: z.string().optional(),
  })
  .partial();
export type NotificationData = z.infer<typeof notificationData>;

export const notificationItem = z.object({
  id: z.uuid(),
  type: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  data: notificationData,
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const notificationsResponse = z.object({ items: z.array(notificationItem), unread: z.number().int() });
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** An empty or non-array list succeeds and changes nothing, so `ids` is checked by hand. */
export const markReadBody = z.object({ ids: z.unknown().optional() }).passthrough().nullish();
export const markReadResponse = z.object({ success: z.literal(true), unread: z.number().int() });
export type MarkReadResponse = z.infer<typeof markReadResponse>;

export const notificationEndpoints = endpoints('notifications', {
  'GET /api/notifications': {
    summary: 'My latest notifications, newest first, and how many are unread',
    access: 'user',
    query: notificationsQuery,
    response: notificationsResponse,
  },
  'POST /api/notifications/read': {
    summary: 'Mark some of my notifications read',
    description:
      '`ids` is a list of notification ids (at most 200). A missing, empty or non-array `ids` changes nothing and succeeds.',
    access: 'user',
    body: markReadBody,
    response: markReadResponse,
  },
  'POST /api/notifications/read-all': {
    summary: 'Mark all my notifications read',
    access: 'user',
    response: markReadResponse,
  },
});

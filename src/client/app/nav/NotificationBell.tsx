// The navigation bar's bell slot: the notifications feature draws it; the navigation only places it.
export { NotificationBell } from '@client/features/notifications/components/NotificationBell';

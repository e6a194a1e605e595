// The bell slot of spec 2.4: the notifications feature draws it; the navigation only places it.
export { NotificationBell } from '@client/features/notifications/components/NotificationBell';

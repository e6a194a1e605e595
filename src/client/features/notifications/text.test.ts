import { NOTIFICATION_TYPES, type NotificationData } from '@shared/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { notificationText, UNKNOWN_NOTIFICATION_TITLE } from './text';

const item = (type: string, data: NotificationData = {}) => ({
  id: '9b2f4a70-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  type,
  read: false,
  createdAt: '2026-03-01T09:00:00.000Z',
  data,
});
const text = (type: string, data?: NotificationData) => notificationText(item(type, data));
// Noon UTC, so the en-GB date is the same in every time zone the tests may run in.
const MARCH_5 = '2026-03-05T12:00:00.000Z';

describe('notification texts', () => {
  it('has a title and a message of its own for every type billing creates', () => {
    for (const type of NOTIFICATION_TYPES) {
      const t = text(type, { subscriptionType: 'PREMIUM' });
      expect(t.title, type).not.toBe(UNKNOWN_NOTIFICATION_TITLE);
      expect(t.title.length, type).toBeGreaterThan(0);
      expect(t.message.length, type).toBeGreaterThan(0);
      expect(`${t.title} ${t.message}`, type).not.toMatch(/undefined|null|NaN|Invalid Date/);
    }
  });

  it('never prints a missing field, for any type', () => {
    for (const type of NOTIFICATION_TYPES) {
      const t = text(type);
      expect(`${t.title} ${t.message}`, type).not.toMatch(/undefined|null|NaN|Invalid Date| {2}/);
    }
  });

  it.each([
    ['subscription_activated', 'Your PREMIUM subscription is now active.'],
    ['subscription_renewed', 'Your PREMIUM subscription has been renewed.'],
    ['subscription_resumed', 'Your PREMIUM subscription has been resumed.'],
  ])('confirms %s naming the plan', (type, message) => {
    expect(text(type, { subscriptionType: 'premium' }).message).toBe(message);
    expect(text(type).message).toBe(message.replace('PREMIUM ', ''));
  });

  it('shows the resume date of a paused subscription, or that it waits for the user', () => {
    expect(text('subscription_paused', { subscriptionType: 'ULTRA', resumeAt: MARCH_5 }).message).toBe(
      'Your ULTRA subscription is paused until 05/03/2026.',
    );
    expect(text('subscription_paused', { resumeAt: 'not a date' }).message).toBe(
      'Your subscription is paused until you resume it.',
    );
  });

  it('keeps access until the end of the billing period when cancelled', () => {
    const withDate = text('subscription_cancelled', { subscriptionType: 'PREMIUM', dueDate: MARCH_5 });
    expect(withDate.message).toContain('access until the end of your current billing period');
    expect(withDate.message).toContain('05/03/2026');
    const without = text('subscription_cancelled');
    expect(without.message).toBe(
      'Your subscription has been cancelled. You keep access until the end of your current billing period.',
    );
  });

  it('says the plan has ended and the user is on FREE', () => {
    expect(text('subscription_ended', { subscriptionType: 'UNLIMITED' }).message).toBe(
      'Your UNLIMITED subscription has ended; you are now on the FREE plan.',
    );
  });

  it('offers the invoice of a new invoice, with its amount', () => {
    const t = text('invoice_created', {
      amount: 9.99,
      currency: 'gbp',
      invoiceUrl: 'https://pay.example/i/1',
    });
    expect(t.message).toBe('An invoice for £9.99 has been created.');
    expect(t.action).toEqual({ label: 'View Invoice', url: 'https://pay.example/i/1' });
    const bare = text('invoice_created');
    expect(bare.message).toBe('A new invoice has been created.');
    expect(bare.action).toBeUndefined();
  });

  it('announces an upcoming invoice with its amount and due date', () => {
    expect(text('invoice_upcoming', { amount: 19.99, dueDate: MARCH_5 }).message).toBe(
      'Your next invoice of £19.99 is due on 05/03/2026.',
    );
    expect(text('invoice_upcoming').message).toBe('Your next invoice is due soon.');
  });

  it.each([
    ['GBP', '£34.99'],
    ['USD', '$34.99'],
    ['EUR', '€34.99'],
    ['usd', '$34.99'],
    [undefined, '£34.99'],
  ])('shows amounts in %s with the right symbol and 2 decimals', (currency, shown) => {
    expect(text('invoice_created', { amount: 34.99, currency }).message).toContain(shown);
  });

  it('shows whole amounts with 2 decimals', () => {
    expect(text('invoice_upcoming', { amount: 10, currency: 'EUR' }).message).toContain('€10.00');
  });

  it('asks for a new payment method when a payment fails, with the next attempt if known', () => {
    const t = text('payment_failed', {
      subscriptionType: 'PREMIUM',
      amount: 9.99,
      nextPaymentAttempt: MARCH_5,
      actionUrl: '/billing/sandbox/portal',
    });
    expect(t.title).toBe('Payment failed');
    expect(t.message).toBe(
      'We could not take your payment of £9.99 for your PREMIUM subscription. Please update your payment method. We will try again on 05/03/2026.',
    );
    expect(t.action).toEqual({ label: 'Update Payment Method', url: '/billing/sandbox/portal' });
    const bare = text('payment_failed');
    expect(bare.message).not.toContain('try again');
    expect(bare.action).toEqual({ label: 'Update Payment Method', url: '/profile' });
  });

  it('counts the days left of a trial, singular or plural', () => {
    expect(text('trial_ending', { daysRemaining: 1 }).message).toBe('Your trial ends in 1 day.');
    expect(text('trial_ending', { daysRemaining: 3 }).message).toBe('Your trial ends in 3 days.');
    expect(text('trial_ending', { daysRemaining: 3, trialEnd: MARCH_5 }).message).toBe(
      'Your trial ends in 3 days, on 05/03/2026.',
    );
    expect(text('trial_ending', { daysRemaining: 0 }).message).toBe('Your trial ends today.');
    expect(text('trial_ending', { trialEnd: MARCH_5 }).message).toBe('Your trial ends on 05/03/2026.');
    expect(text('trial_ending').message).toBe('Your trial ends soon.');
  });

  it('describes the schedule events, with the end of the current phase when expiring', () => {
    expect(text('schedule_canceled').message).toContain('cancelled');
    expect(text('schedule_completed', { subscriptionType: 'ULTRA' }).message).toContain(
      'You are now on the ULTRA plan.',
    );
    expect(text('schedule_expiring', { currentPhaseEnd: MARCH_5 }).message).toBe(
      'Your subscription schedule ends on 05/03/2026.',
    );
    expect(text('schedule_expiring').message).toBe('Your subscription schedule ends soon.');
    expect(text('schedule_updated').message).toContain('updated');
  });

  it("falls back to 'You have a new notification' for a type it does not know", () => {
    expect(text('something_new', { amount: 5 })).toEqual({
      title: 'You have a new notification',
      message: '',
    });
  });

  it('copes with data missing altogether', () => {
    const broken = { ...item('invoice_created'), data: undefined as unknown as NotificationData };
    expect(notificationText(broken).message).toBe('A new invoice has been created.');
  });
});

import type { ComingSoonProps } from '@client/components/ComingSoonPage';

// What each screen that is not built yet will do. Shown as it is: no sample data, no pretend results.
export const COMING_SOON = {
  blog: { name: 'Blog', about: 'Articles on studying law and preparing for the SQE will be published here.' },
  blogPost: {
    name: 'Blog post',
    about: 'Articles on studying law and preparing for the SQE will be published here.',
  },
  payment: { name: 'Payment', about: 'Subscribe to a paid plan through a secure checkout.' },
  paymentConfirmation: {
    name: 'Payment confirmation',
    about: 'Confirm the plan you are about to subscribe to.',
  },
  subscriptionPlans: {
    name: 'Subscription plans',
    about: 'Compare the plans and subscribe to the one that suits you.',
  },
  paymentSuccess: { name: 'Payment successful', about: 'Confirmation that your payment went through.' },
  paymentCancelled: { name: 'Payment cancelled', about: 'Confirmation that no payment was taken.' },
  subscriptionSuccess: {
    name: 'Subscription confirmed',
    about: 'What your new plan includes and where to start.',
  },
  subscriptionSuccessRedirect: {
    name: 'Confirming your subscription',
    about: 'Checks your new subscription and takes you to its confirmation page.',
  },
  admin: {
    name: 'Admin area',
    heading: 'Admin area',
    about: 'User management and analytics arrive with a later release of Ratio.',
  },
  adminBlogNew: { name: 'New blog post', about: 'Write and publish a post for the Ratio blog.' },
  adminAnalytics: {
    name: 'Admin analytics',
    about: 'See user numbers, plan mix, page views and AI tool usage.',
  },
} satisfies Record<string, ComingSoonProps>;

export type ComingSoonKey = keyof typeof COMING_SOON;

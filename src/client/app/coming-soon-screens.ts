import type { ComingSoonProps } from '@client/components/ComingSoonPage';

// What each screen that is not built yet will do. Shown as it is: no sample data, no pretend results.
export const COMING_SOON = {
  blog: { name: 'Blog', about: 'Articles on studying law and preparing for the SQE will be published here.' },
  blogPost: {
    name: 'Blog post',
    about: 'Articles on studying law and preparing for the SQE will be published here.',
  },
  demoSbaq: {
    name: 'SBAQ demo',
    about: 'Try a short set of single-best-answer questions in the style of SQE1, without an account.',
  },
  demoLegalWriting: {
    name: 'Legal writing demo',
    about: 'Try a sample SQE2 legal writing task and see the kind of feedback Ratio gives.',
  },
  demoLegalDrafting: {
    name: 'Legal drafting demo',
    about: 'Try a sample SQE2 legal drafting task and see the kind of feedback Ratio gives.',
  },
  demoCaseAnalysis: {
    name: 'Case analysis demo',
    about: 'Try a sample case and matter analysis task and see the kind of feedback Ratio gives.',
  },
  legalWriting: {
    name: 'Legal Writing Mock',
    about: 'Practise the SQE2 legal writing skill on a realistic task and get structured feedback.',
  },
  legalWritingHistory: { name: 'Legal writing history', about: 'Look back at your legal writing attempts.' },
  legalDrafting: {
    name: 'Legal Drafting Mock',
    about: 'Practise the SQE2 legal drafting skill on a realistic task and get structured feedback.',
  },
  legalDraftingHistory: {
    name: 'Legal drafting history',
    about: 'Look back at your legal drafting attempts.',
  },
  interviewing: {
    name: 'Client interviewing practice',
    about: 'Practise the SQE2 client interviewing skill with a simulated client.',
  },
  advocacy: {
    name: 'Advocacy practice',
    about: 'Prepare and practise short SQE2-style advocacy submissions.',
  },
  caseAnalysis: {
    name: 'Case and Matter Analysis Mock',
    about:
      'Practise the SQE2 case and matter analysis skill on a realistic file and get structured feedback.',
  },
  caseAnalysisHistory: {
    name: 'Case analysis history',
    about: 'Look back at your case and matter analysis attempts.',
  },
  feedback: { name: 'Feedback', about: 'Read detailed feedback on one of your practice attempts.' },
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

import type { ComingSoonProps } from '@client/components/ComingSoonPage';

// What each screen that is not built yet will do. Shown as it is: no sample data, no pretend results.
export const COMING_SOON = {
  blog: { name: 'Blog', about: 'Articles on studying law and preparing for the SQE will be published here.' },
  blogPost: {
    name: 'Blog post',
    about: 'Articles on studying law and preparing for the SQE will be published here.',
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

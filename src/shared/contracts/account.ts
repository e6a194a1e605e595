import { z } from 'zod';
import { deleteAccountBody } from './auth';
import { endpoints } from './endpoint';

// The dashboard's layout: which sections and quick actions show, in which order.
export const dashboardSection = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(80),
  visible: z.boolean(),
  order: z.number().int().min(0).max(100),
});
export const quickAction = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(80),
  icon: z.string().max(40),
  description: z.string().max(200),
  action: z.string().max(200),
  visible: z.boolean(),
});
export const dashboardSettings = z.object({
  dashboardSections: z.array(dashboardSection).max(20),
  quickActions: z.array(quickAction).max(20),
});
export type DashboardSettings = z.infer<typeof dashboardSettings>;

export const DEFAULT_DASHBOARD_SETTINGS: DashboardSettings = {
  dashboardSections: [
    { id: 'welcome', name: 'Welcome', visible: true, order: 0 },
    { id: 'stats', name: 'Stats', visible: true, order: 1 },
    { id: 'exams', name: 'Upcoming Exams', visible: true, order: 2 },
    { id: 'readiness', name: 'SQE Readiness', visible: true, order: 3 },
    { id: 'progress', name: 'Learning Progress', visible: true, order: 4 },
    { id: 'quickActions', name: 'Quick Actions', visible: true, order: 5 },
    { id: 'subjects', name: 'Your Subjects', visible: true, order: 6 },
  ],
  quickActions: [
    {
      id: 'studySession',
      name: 'Study Session',
      icon: 'school',
      description: 'Review the cards that are due',
      action: '/study-session',
      visible: true,
    },
    {
      id: 'manageFlashcards',
      name: 'Manage Flashcards',
      icon: 'style',
      description: 'Browse and edit your cards',
      action: '/flashcards',
      visible: true,
    },
    {
      id: 'importFlashcards',
      name: 'Import Flashcards',
      icon: 'upload',
      description: 'Bring cards from CSV, Quizlet or Anki',
      action: '/import-flashcards',
      visible: true,
    },
    {
      id: 'aiTools',
      name: 'AI Tools',
      icon: 'auto_awesome',
      description: 'Generate and practise with AI',
      action: '/ai-tools',
      visible: true,
    },
  ],
};
export const dashboardSettingsBody = z.object({ settings: dashboardSettings });

export const contactBody = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'Name must be at most 100 characters.'),
  email: z.string().trim().max(254).pipe(z.email('Enter a valid email address.')),
  subject: z.string().trim().min(1, 'Enter a subject.').max(150, 'Subject must be at most 150 characters.'),
  message: z
    .string()
    .trim()
    .min(10, 'Message must be at least 10 characters.')
    .max(5000, 'Message must be at most 5,000 characters.'),
});
export type ContactBody = z.infer<typeof contactBody>;

export const healthBody = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  ai: z.enum(['local', 'openai']),
  payments: z.enum(['sandbox', 'stripe']),
});
export type HealthBody = z.infer<typeof healthBody>;

export const consoleConfigBody = z.object({ authorizedUsername: z.string().nullable() });

// The client initialises its dashboard settings locally and pushes them when the server has none, so GET
// answers `settings: null` until the first PUT.
const dashboardAnswer = z.object({ settings: dashboardSettings.nullable() });

export const dashboardEndpoints = endpoints('account', {
  'GET /api/me/dashboard-settings': {
    summary: 'My dashboard layout',
    access: 'user',
    response: dashboardAnswer,
  },
  'PUT /api/me/dashboard-settings': {
    summary: 'Save my dashboard layout',
    access: 'user',
    body: dashboardSettingsBody,
    response: dashboardAnswer,
  },
});

/** The data protection rights: a copy of all my data, and erasure. */
export const gdprEndpoints = endpoints('account', {
  'GET /api/me/export': {
    summary: 'Download all my data (JSON)',
    access: 'user',
    response: z.looseObject({ exportedAt: z.string() }),
  },
  'DELETE /api/me': {
    summary: 'Delete my account and my content',
    access: 'user',
    body: deleteAccountBody,
    response: null,
    errors: [429],
  },
});

export const contactEndpoints = endpoints('contact', {
  'POST /api/contact': {
    summary: 'Send a message to the Ratio team',
    access: 'public',
    body: contactBody,
    response: z.object({ id: z.string(), createdAt: z.string() }),
    status: 201,
    errors: [429],
  },
});

export const systemEndpoints = endpoints('system', {
  'GET /api/health': {
    summary: 'Liveness and configuration',
    access: 'public',
    response: healthBody,
    errors: [503],
  },
  'GET /api/console-config': {
    summary: 'Who may see browser console output',
    access: 'public',
    response: consoleConfigBody,
  },
});

import type { ComponentType } from 'react';
import type { ComingSoonKey } from './coming-soon-screens';

/**
 * Every route of product-spec section 2, with its guard. Audit this table against the spec.
 * - public:  anyone (2.1)
 * - visitor: anyone, but a logged-in user is sent to /dashboard (2.1: /, /login, /register)
 * - user:    login required; a visitor is sent to / (2.2)
 * - admin:   role 'admin' required; everyone else is sent to / (2.3)
 * Any other path shows the not-found page. `main` marks the main sections: while they load, a small
 * inline indicator is shown instead of the full-screen overlay (2.7).
 */
export type Guard = 'public' | 'visitor' | 'user' | 'admin';
export type Screen = { page: PageKey } | { soon: ComingSoonKey };
export type RouteEntry = Screen & { path: string; guard: Guard; main?: boolean };

export type PageModule = { default: ComponentType };

// One lazy chunk per screen so the landing page stays small.
export const PAGES = {
  aiTools: () => import('../features/ai/pages/AiToolsPage'),
  aiFlashcards: () => import('../features/ai/pages/FlashcardsGeneratorPage'),
  aiNotes: () => import('../features/ai/pages/NotesGeneratorPage'),
  aiMindmaps: () => import('../features/ai/pages/MindMapGeneratorPage'),
  notes: () => import('../features/notes/pages/NotesPage'),
  note: () => import('../features/notes/pages/NoteEditorPage'),
  mindmaps: () => import('../features/mindmaps/pages/MindMapsPage'),
  mindmap: () => import('../features/mindmaps/pages/MindMapEditorPage'),
  exams: () => import('../features/exams/pages/ExamsPage'),
  exam: () => import('../features/exams/pages/ExamPage'),
  sqe: () => import('../features/sqe/pages/SqePage'),
  sbaqTopics: () => import('../features/sbaq/pages/SbaqTopicsPage'),
  sbaqQuiz: () => import('../features/sbaq/pages/SbaqQuizPage'),
  sbaqHistory: () => import('../features/sbaq/pages/SbaqHistoryPage'),
  writtenPractice: () => import('../features/practice/pages/WrittenPracticePage'),
  practiceHistory: () => import('../features/practice/pages/PracticeHistoryPage'),
  practiceFeedback: () => import('../features/practice/pages/FeedbackPage'),
  practiceDemo: () => import('../features/practice/pages/DemoPracticePage'),
  demoSbaq: () => import('../features/sbaq/pages/DemoSbaqPage'),
  interviewing: () => import('../features/practice/pages/InterviewingPage'),
  advocacy: () => import('../features/practice/pages/AdvocacyPage'),
  caseLaw: () => import('../features/library/pages/CaseLawPage'),
  case: () => import('../features/library/pages/CasePage'),
  caseLawChat: () => import('../features/chat/pages/CaseLawChatPage'),
  statuteChat: () => import('../features/chat/pages/StatuteChatPage'),
  assistant: () => import('../features/chat/pages/AssistantPage'),
  statute: () => import('../features/library/pages/StatutePage'),
  act: () => import('../features/library/pages/ActPage'),
  section: () => import('../features/library/pages/SectionPage'),
  landing: () => import('../features/landing/pages/LandingPage'),
  login: () => import('../features/auth/pages/LoginPage'),
  register: () => import('../features/auth/pages/RegisterPage'),
  adminLogin: () => import('../features/auth/pages/AdminLoginPage'),
  terms: () => import('../features/legal/pages/TermsPage'),
  privacy: () => import('../features/legal/pages/PrivacyPage'),
  cookies: () => import('../features/legal/pages/CookiesPage'),
  contact: () => import('../features/legal/pages/ContactPage'),
  gdpr: () => import('../features/legal/pages/GdprPage'),
  loggerTest: () => import('../features/diagnostics/pages/LoggerTestPage'),
  dashboard: () => import('../features/dashboard/pages/DashboardPage'),
  profile: () => import('./screens/ProfileScreen'),
  subjects: () => import('../features/subjects/pages/SubjectsPage'),
  subjectForm: () => import('../features/subjects/pages/SubjectFormPage'),
  subject: () => import('../features/subjects/pages/SubjectPage'),
  topicAdd: () => import('../features/subjects/pages/TopicAddPage'),
  topic: () => import('../features/subjects/pages/TopicPage'),
  flashcards: () => import('../features/flashcards/pages/FlashcardsPage'),
  flashcardEditor: () => import('../features/flashcards/pages/FlashcardEditorPage'),
  importFlashcards: () => import('../features/imports/pages/ImportPage'),
  srsSettings: () => import('../features/study/pages/SrsSettingsPage'),
  studyHistory: () => import('../features/study/pages/HistoryPage'),
  studySession: () => import('../features/study/pages/StudySessionPage'),
  notFound: () => import('../features/not-found/pages/NotFoundPage'),
  subscriptionPlans: () => import('../features/billing/pages/SubscriptionPlansPage'),
  payment: () => import('../features/billing/pages/PaymentPage'),
  paymentConfirmation: () => import('../features/billing/pages/PaymentConfirmationPage'),
  paymentSuccess: () => import('../features/billing/pages/PaymentSuccessPage'),
  paymentCancelled: () => import('../features/billing/pages/PaymentCancelledPage'),
  subscriptionSuccess: () => import('../features/billing/pages/SubscriptionSuccessPage'),
  subscriptionSuccessRedirect: () => import('../features/billing/pages/SubscriptionSuccessRedirectPage'),
  sandboxCheckout: () => import('../features/billing/pages/SandboxCheckoutPage'),
  sandboxPortal: () => import('../features/billing/pages/SandboxPortalPage'),
} satisfies Record<string, () => Promise<PageModule>>;
export type PageKey = keyof typeof PAGES;

export const ROUTES: RouteEntry[] = [
  // 2.1 Public
  { path: '/', guard: 'visitor', page: 'landing' },
  { path: '/login', guard: 'visitor', page: 'login' },
  { path: '/register', guard: 'visitor', page: 'register' },
  { path: '/blog', guard: 'public', soon: 'blog' },
  { path: '/blog/:slug', guard: 'public', soon: 'blogPost' },
  { path: '/demo/sbaq', guard: 'public', page: 'demoSbaq' },
  { path: '/demo/legal-writing', guard: 'public', page: 'practiceDemo' },
  { path: '/demo/legal-drafting', guard: 'public', page: 'practiceDemo' },
  { path: '/demo/case-analysis', guard: 'public', page: 'practiceDemo' },
  { path: '/terms', guard: 'public', page: 'terms' },
  { path: '/privacy', guard: 'public', page: 'privacy' },
  { path: '/cookies', guard: 'public', page: 'cookies' },
  { path: '/contact', guard: 'public', page: 'contact' },
  { path: '/gdpr', guard: 'public', page: 'gdpr' },
  { path: '/logger-test', guard: 'public', page: 'loggerTest' },
  { path: '/admin/login', guard: 'public', page: 'adminLogin' },

  // 2.2 Login required
  { path: '/dashboard', guard: 'user', page: 'dashboard', main: true },
  { path: '/profile', guard: 'user', page: 'profile', main: true },
  { path: '/subjects', guard: 'user', page: 'subjects', main: true },
  { path: '/subjects/add', guard: 'user', page: 'subjectForm' },
  { path: '/subjects/edit/:subjectId', guard: 'user', page: 'subjectForm' },
  { path: '/subjects/:subjectId', guard: 'user', page: 'subject' },
  { path: '/subjects/:subjectId/topics/add', guard: 'user', page: 'topicAdd' },
  { path: '/subjects/:subjectId/topics/:topicId', guard: 'user', page: 'topic' },
  { path: '/subjects/:subjectId/topics/:topicId/flashcards/add', guard: 'user', page: 'flashcardEditor' },
  {
    path: '/subjects/:subjectId/topics/:topicId/flashcards/edit/:flashcardId',
    guard: 'user',
    page: 'flashcardEditor',
  },
  { path: '/flashcards', guard: 'user', page: 'flashcards', main: true },
  { path: '/import-flashcards', guard: 'user', page: 'importFlashcards' },
  { path: '/flashcards/settings', guard: 'user', page: 'srsSettings' },
  { path: '/flashcards/history', guard: 'user', page: 'studyHistory' },
  { path: '/study-session/:topicId?', guard: 'user', page: 'studySession' },
  { path: '/ai-tools', guard: 'user', page: 'aiTools', main: true },
  { path: '/ai/flashcards', guard: 'user', page: 'aiFlashcards' },
  { path: '/ai/notes', guard: 'user', page: 'aiNotes' },
  { path: '/ai/mindmaps', guard: 'user', page: 'aiMindmaps' },
  { path: '/notes', guard: 'user', page: 'notes', main: true },
  { path: '/notes/:noteId', guard: 'user', page: 'note' },
  { path: '/mindmaps', guard: 'user', page: 'mindmaps', main: true },
  { path: '/mindmaps/:mindMapId', guard: 'user', page: 'mindmap' },
  { path: '/ai/sbaqs/topics', guard: 'user', page: 'sbaqTopics' },
  { path: '/ai/sbaqs/quiz', guard: 'user', page: 'sbaqQuiz' },
  { path: '/sbaqs/history', guard: 'user', page: 'sbaqHistory' },
  { path: '/ai/legal-writing', guard: 'user', page: 'writtenPractice' },
  { path: '/legal-writing/history', guard: 'user', page: 'practiceHistory' },
  { path: '/ai/legal-drafting', guard: 'user', page: 'writtenPractice' },
  { path: '/legal-drafting/history', guard: 'user', page: 'practiceHistory' },
  { path: '/interviewing', guard: 'user', page: 'interviewing' },
  { path: '/advocacy', guard: 'user', page: 'advocacy' },
  { path: '/ai/case-and-matter-analysis', guard: 'user', page: 'writtenPractice' },
  { path: '/case-analysis/history', guard: 'user', page: 'practiceHistory' },
  { path: '/case-law', guard: 'user', page: 'caseLaw', main: true },
  { path: '/case-law/:caseId', guard: 'user', page: 'case' },
  { path: '/case-law-chat', guard: 'user', page: 'caseLawChat' },
  { path: '/statute-chat', guard: 'user', page: 'statuteChat' },
  { path: '/assistant', guard: 'user', page: 'assistant', main: true },
  { path: '/statute', guard: 'user', page: 'statute', main: true },
  { path: '/statute/:actSlug', guard: 'user', page: 'act' },
  { path: '/statute/:actSlug/:section', guard: 'user', page: 'section' },
  { path: '/sqe', guard: 'user', page: 'sqe' },
  { path: '/exams', guard: 'user', page: 'exams', main: true },
  { path: '/exams/:examId', guard: 'user', page: 'exam' },
  { path: '/feedback/:type/:id', guard: 'user', page: 'practiceFeedback' },
  { path: '/payment/:plan', guard: 'user', page: 'payment' },
  { path: '/payment-confirmation/:plan', guard: 'user', page: 'paymentConfirmation' },
  { path: '/subscription-plans', guard: 'user', page: 'subscriptionPlans' },
  { path: '/payment-success', guard: 'user', page: 'paymentSuccess' },
  { path: '/payment-cancelled', guard: 'user', page: 'paymentCancelled' },
  { path: '/subscription-success/:plan?', guard: 'user', page: 'subscriptionSuccess' },
  { path: '/subscription-success-redirect', guard: 'user', page: 'subscriptionSuccessRedirect' },
  // Issue 8: the sandbox payment provider's own checkout and card pages (docs/decisions/0020-billing.md).
  { path: '/billing/sandbox/checkout/:id', guard: 'user', page: 'sandboxCheckout' },
  { path: '/billing/sandbox/portal', guard: 'user', page: 'sandboxPortal' },

  // 2.3 Admin only
  { path: '/admin', guard: 'admin', soon: 'admin' },
  { path: '/admin/dashboard', guard: 'admin', soon: 'admin' },
  { path: '/admin/blog/new', guard: 'admin', soon: 'adminBlogNew' },
  { path: '/admin-analytics', guard: 'admin', soon: 'adminAnalytics' },
];

/** Shown for every path not in the table. */
export const NOT_FOUND: RouteEntry = { path: '*', guard: 'public', page: 'notFound' };

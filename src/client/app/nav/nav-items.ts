import { CLIENT_MESSAGES as MESSAGES } from '@shared/client-messages';

// The navigation bar, shared by the desktop bar and the mobile drawer.
export type NavItem = { label: string; to: string };

export const DASHBOARD_LINK: NavItem = { label: 'Dashboard', to: '/dashboard' };
export const MANAGE_SUBJECTS_LINK: NavItem = { label: 'Manage Subjects', to: '/subjects' };
/** Shown to admins only; the server refuses everyone else anyway. */
export const ADMIN_LINK: NavItem = { label: 'Admin area', to: '/admin' };

/** The plain links that follow the Subjects menu, in the product's order. */
export const SECTION_LINKS: NavItem[] = [
  { label: 'Flashcards', to: '/flashcards' },
  { label: 'Notes', to: '/notes' },
  { label: 'Mind Maps', to: '/mindmaps' },
  { label: 'Exams', to: '/exams' },
  { label: 'Case Law', to: '/case-law' },
  { label: 'Legislation', to: '/statute' },
  { label: 'SQE', to: '/sqe' },
];

export const AI_TOOL_LINKS: NavItem[] = [
  { label: 'Create Flashcards', to: '/ai/flashcards' },
  { label: 'Create Notes', to: '/ai/notes' },
  { label: 'Create Mind Maps', to: '/ai/mindmaps' },
  { label: 'Create SBAQ Quiz', to: '/ai/sbaqs/topics' },
  { label: 'Case Law Chat', to: '/case-law-chat' },
  { label: 'Statute Chat', to: '/statute-chat' },
  { label: 'AI Assistant', to: '/assistant' },
  { label: 'Case and Matter Analysis Mock', to: '/ai/case-and-matter-analysis' },
  { label: 'Legal Drafting Mock', to: '/ai/legal-drafting' },
  { label: 'Legal Research Mock', to: '/ai/legal-research' },
  { label: 'Legal Writing Mock', to: '/ai/legal-writing' },
];

/** The user's subjects for the Subjects menu (UserNav fills it from the subjects feature's query). */
export type SubjectSummary = { id: string; name: string };
export type SubjectsList =
  | { status: 'loading' }
  | { status: 'error'; message?: string }
  | { status: 'ready'; items: SubjectSummary[] };

export type SubjectsMenuEntry = { key: string; label: string; to?: string };

/** What the Subjects menu lists above 'Manage Subjects': a status line or one link per subject. */
export function subjectsMenuEntries(list: SubjectsList | undefined): SubjectsMenuEntry[] {
  if (!list) return [];
  if (list.status === 'loading') return [{ key: 'loading', label: 'Loading...' }];
  if (list.status === 'error') return [{ key: 'error', label: list.message ?? MESSAGES.subjectsMenuFailed }];
  if (list.items.length === 0) return [{ key: 'empty', label: MESSAGES.noSubjects }];
  return list.items.map((s) => ({ key: s.id, label: s.name, to: `/subjects/${encodeURIComponent(s.id)}` }));
}

/**
 * The menu has two errors: 'Failed to load subjects.' when Ratio answered with an error, and
 * 'An error occurred while fetching subjects.' when no answer came (network, timeout, unreadable reply).
 */
export function subjectsMenuError(err: unknown): string {
  const status = typeof err === 'object' && err !== null && 'status' in err ? Number(err.status) : 0;
  const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
  return status > 0 && code !== 'parse_error' ? MESSAGES.subjectsMenuFailed : MESSAGES.subjectsMenuError;
}

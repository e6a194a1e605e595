import type { QueryClient, QueryKey } from '@tanstack/react-query';

// The query keys of data that more than one feature caches or refreshes. Client features do not import each
// other, yet a screen that lists a topic's notes and the notes screen that saves one must agree on the key,
// or the list silently goes stale. They agree here. A key that only its own feature uses stays in that
// feature's api.ts. Keys are prefixes of one another on purpose: invalidating ['notes'] refreshes every
// list, picker and detail under it.

export const subjectKeys = {
  all: ['subjects'] as const,
  list: () => ['subjects', 'list'] as const,
  detail: (id: string) => ['subjects', 'detail', id] as const,
};

export const topicKeys = {
  all: ['topics'] as const,
  mine: () => ['topics', 'all'] as const,
  of: (subjectId: string) => ['topics', 'of', subjectId] as const,
  detail: (id: string) => ['topics', 'detail', id] as const,
};

export const flashcardKeys = {
  all: ['flashcards'] as const,
  list: <F extends object>(filters: F, cursor: string | null) =>
    ['flashcards', 'list', filters, cursor ?? ''] as const,
  detail: (id: string) => ['flashcards', 'detail', id] as const,
};

export const studyKeys = {
  all: ['study'] as const,
  queues: ['study', 'queue'] as const,
  queue: (topicId: string | undefined) => ['study', 'queue', topicId ?? 'all'] as const,
  stats: () => ['study', 'stats'] as const,
  histories: ['study', 'history'] as const,
  history: (cursor: string | null) => ['study', 'history', cursor ?? ''] as const,
  settings: () => ['study', 'settings'] as const,
};

export const noteKeys = {
  all: ['notes'] as const,
  lists: ['notes', 'list'] as const,
  list: <F extends object>(filters: F, cursor: string | null) =>
    ['notes', 'list', filters, cursor ?? ''] as const,
  /** The short lists other screens pick a note from; under 'list' so every note save refreshes them. */
  picker: (query: { q?: string; sort?: string }) => ['notes', 'list', { ...query, picker: true }] as const,
  detail: (id: string) => ['notes', 'detail', id] as const,
  topic: (topicId: string) => ['notes', 'topic', topicId] as const,
  aiSource: (q: string) => ['notes', 'ai-source', q] as const,
};

export const mindMapKeys = {
  all: ['mindmaps'] as const,
  list: <F extends object>(filters: F, cursor: string | null) =>
    ['mindmaps', 'list', filters, cursor ?? ''] as const,
  detail: (id: string) => ['mindmaps', 'detail', id] as const,
  topic: (topicId: string) => ['mindmaps', 'topic', topicId] as const,
};

export const examKeys = {
  all: ['exams'] as const,
  list: (upcoming: boolean, cursor: string | null) => ['exams', 'list', upcoming, cursor ?? ''] as const,
  detail: (id: string) => ['exams', 'detail', id] as const,
  readiness: (id: string) => ['exams', 'readiness', id] as const,
  dashboardUpcoming: ['exams', 'dashboard-upcoming'] as const,
};

/** The library cases an AI generator can start from; under 'library' so an import refreshes them. */
export const libraryPickerKeys = {
  cases: (q: string) => ['library', 'cases', 'ai-source', q] as const,
};

export const systemKeys = {
  health: ['system', 'health'] as const,
};

export function invalidateAll(client: QueryClient, keys: readonly QueryKey[]) {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
}

/** A card change moves due counts and mastery everywhere (subjects, topics, the card lists, study). */
export function refreshStudyData(client: QueryClient) {
  invalidateAll(client, [subjectKeys.all, topicKeys.all, flashcardKeys.all, studyKeys.all]);
}

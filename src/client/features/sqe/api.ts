import { call } from '@client/lib/api';
import { refreshStudyData } from '@client/lib/query-keys';
import type { FlkSubjectId } from '@shared/flk';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const sqeKeys = { progress: ['study', 'sqe-progress'] as const };

// Under the 'study' root, so that answering cards (which refreshes 'study') refreshes progress too.
export function useSqeProgress(enabled: boolean) {
  return useQuery({
    queryKey: sqeKeys.progress,
    queryFn: ({ signal }) => call('GET /api/sqe/progress', {}, { signal }),
    enabled,
  });
}

export { useStarterSet } from '@client/lib/starter-set';

// Under the 'flashcards' root: editing or deleting a card refreshes the decks' "updates available".
export const deckKeys = { list: ['flashcards', 'starter-decks'] as const };

export function useStarterDecks() {
  return useQuery({
    queryKey: deckKeys.list,
    queryFn: ({ signal }) => call('GET /api/decks', {}, { signal }),
  });
}

/** Adds one subject's deck, or every deck when no subject is given, in one request. */
export function useAddDecks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subject?: FlkSubjectId) =>
      subject
        ? call('POST /api/decks/:subject/add', { params: { subject } })
        : call('POST /api/decks/add', { body: {} }),
    onSuccess: () => refreshAfterDecks(client),
  });
}

export function useUpdateDecks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/decks/update'),
    onSuccess: () => refreshAfterDecks(client),
  });
}

// New cards, subjects and topics show in the navigation, the subjects screens, the queue and progress.
const refreshAfterDecks = (client: QueryClient) => refreshStudyData(client);

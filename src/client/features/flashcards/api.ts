import { call } from '@client/lib/api';
import { flashcardKeys, refreshStudyData, topicKeys } from '@client/lib/query-keys';
import type { FlashcardBody } from '@shared/contracts/flashcards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardFilters } from './model';

export { useSubjectOptions, useTopicOptions } from '@client/lib/study-options';

// The card keys live in the shared layer (lib/query-keys) with the subject and topic keys, so the lists
// here and on the Subjects screens share one cache and a card change refreshes the counts shown there.
export { flashcardKeys };

export const PAGE_SIZE = 50;

export { refreshStudyData };

export function useFlashcardList(filters: CardFilters, cursor: string | null) {
  return useQuery({
    queryKey: flashcardKeys.list(filters, cursor),
    queryFn: ({ signal }) =>
      call(
        'GET /api/flashcards',
        { query: { ...filters, limit: PAGE_SIZE, cursor: cursor ?? undefined } },
        { signal },
      ),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: (previous) => previous,
  });
}

export function useFlashcard(flashcardId: string | undefined) {
  return useQuery({
    queryKey: flashcardKeys.detail(flashcardId ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/flashcards/:id', { params: { id: flashcardId ?? '' } }, { signal }).then(
        (r) => r.flashcard,
      ),
    enabled: Boolean(flashcardId),
  });
}

export type FlashcardSave = FlashcardBody & { suspended?: boolean; topicId?: string };

export function useSaveFlashcard(topicId: string, flashcardId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FlashcardSave) =>
      flashcardId
        ? call('PATCH /api/flashcards/:id', { params: { id: flashcardId }, body }).then((r) => r.flashcard)
        : call('POST /api/topics/:topicId/flashcards', { params: { topicId }, body }).then(
            (r) => r.flashcard,
          ),
    onSuccess: (saved) => {
      client.setQueryData(flashcardKeys.detail(saved.id), saved);
      refreshStudyData(client);
    },
  });
}

export function useDeleteFlashcard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (flashcardId: string) => call('DELETE /api/flashcards/:id', { params: { id: flashcardId } }),
    onSuccess: (_r, flashcardId) => {
      client.removeQueries({ queryKey: flashcardKeys.detail(flashcardId) });
      refreshStudyData(client);
    },
  });
}

export type BulkAction =
  | { action: 'delete' }
  | { action: 'suspend'; suspended: boolean }
  | { action: 'move'; topicId: string }
  | { action: 'tag'; add: string[]; remove: string[] };

export function useBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, ...action }: BulkAction & { ids: string[] }) =>
      // Suspending the same cards twice on purpose is fine; the 2 s duplicate guard would refuse it.
      call('POST /api/flashcards/bulk', { body: { ids, ...action } }, { allowDuplicate: true }),
    onSuccess: () => refreshStudyData(client),
  });
}

/** The topic a card is written in (same key as the Subjects screens use for it). */
export function useTopicInfo(topicId: string | undefined) {
  return useQuery({
    queryKey: topicKeys.detail(topicId ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/topics/:id', { params: { id: topicId ?? '' } }, { signal }).then((r) => r.topic),
    enabled: Boolean(topicId),
  });
}

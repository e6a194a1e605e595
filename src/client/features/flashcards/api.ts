import { api } from '@client/lib/api';
import { flashcardKeys, refreshStudyData, topicKeys } from '@client/lib/query-keys';
import type { Flashcard, FlashcardBody } from '@shared/contracts/flashcards';
import type { Topic } from '@shared/contracts/subjects';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardFilters } from './model';

export { useSubjectOptions, useTopicOptions } from '@client/lib/study-options';

// The card keys live in the shared layer (lib/query-keys) with the subject and topic keys, so the lists
// here and on the Subjects screens share one cache and a card change refreshes the counts shown there.
export { flashcardKeys };

type List<T> = { items: T[]; nextCursor: string | null };
const id = (value: string) => encodeURIComponent(value);
export const PAGE_SIZE = 50;

export { refreshStudyData };

export function useFlashcardList(filters: CardFilters, cursor: string | null) {
  return useQuery({
    queryKey: flashcardKeys.list(filters, cursor),
    queryFn: ({ signal }) =>
      api.get<List<Flashcard>>('/flashcards', {
        signal,
        query: { ...filters, limit: PAGE_SIZE, cursor: cursor ?? undefined },
      }),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: (previous) => previous,
  });
}

export function useFlashcard(flashcardId: string | undefined) {
  return useQuery({
    queryKey: flashcardKeys.detail(flashcardId ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<{ flashcard: Flashcard }>(`/flashcards/${id(flashcardId ?? '')}`, { signal })
        .then((r) => r.flashcard),
    enabled: Boolean(flashcardId),
  });
}

export type FlashcardSave = FlashcardBody & { suspended?: boolean; topicId?: string };

export function useSaveFlashcard(topicId: string, flashcardId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FlashcardSave) =>
      flashcardId
        ? api.patch<{ flashcard: Flashcard }>(`/flashcards/${id(flashcardId)}`, body).then((r) => r.flashcard)
        : api
            .post<{ flashcard: Flashcard }>(`/topics/${id(topicId)}/flashcards`, body)
            .then((r) => r.flashcard),
    onSuccess: (saved) => {
      client.setQueryData(flashcardKeys.detail(saved.id), saved);
      refreshStudyData(client);
    },
  });
}

export function useDeleteFlashcard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (flashcardId: string) => api.delete(`/flashcards/${id(flashcardId)}`),
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
      api.post<{ updated: number }>('/flashcards/bulk', { ids, ...action }, { allowDuplicate: true }),
    onSuccess: () => refreshStudyData(client),
  });
}

/** The topic a card is written in (same key as the Subjects screens use for it). */
export function useTopicInfo(topicId: string | undefined) {
  return useQuery({
    queryKey: topicKeys.detail(topicId ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ topic: Topic }>(`/topics/${id(topicId ?? '')}`, { signal }).then((r) => r.topic),
    enabled: Boolean(topicId),
  });
}

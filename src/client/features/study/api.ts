import { api } from '@client/lib/api';
import { flashcardKeys, studyKeys, subjectKeys, topicKeys } from '@client/lib/query-keys';
import type {
  historyBody,
  QueueCard,
  reviewAnswer,
  SrsSettings,
  StudyStats,
  undoAnswer,
} from '@shared/contracts/study';
import type { Topic } from '@shared/contracts/subjects';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Rating } from './session';

// The subject, topic, card and study keys live in the shared layer (lib/query-keys), so a review refreshes
// due counts and mastery on every screen that shows them.
export { studyKeys };

export type Queue = { cards: QueueCard[]; counts: { new: number; learning: number; review: number } };
export type History = z.infer<typeof historyBody>;
type ReviewAnswer = z.infer<typeof reviewAnswer>;
type UndoAnswer = z.infer<typeof undoAnswer>;

/**
 * Everything but the queue itself, which the session refreshes on its own schedule. Marked stale, not
 * fetched now: the screens that show them fetch afresh when they open, and the study screen's own
 * neighbours (the navigation's subjects, the topic's name) do not cost a request per answer.
 */
function refreshAround(client: QueryClient) {
  for (const queryKey of [subjectKeys.all, topicKeys.all, flashcardKeys.all])
    void client.invalidateQueries({ queryKey, refetchType: 'none' });
  void client.invalidateQueries({ queryKey: studyKeys.stats(), refetchType: 'none' });
  void client.invalidateQueries({ queryKey: studyKeys.histories, refetchType: 'none' });
}

export function useQueue(topicId: string | undefined) {
  return useQuery({
    queryKey: studyKeys.queue(topicId),
    queryFn: ({ signal }) => api.get<Queue>('/study/queue', { signal, query: { topicId } }),
    // A session always starts from the server's current queue, never a cached one; after that the
    // session alone decides when to fetch it again (use-study-session.ts), so its counts stay consistent.
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    gcTime: 0,
  });
}

export function useTopicName(topicId: string | undefined) {
  return useQuery({
    queryKey: topicKeys.detail(topicId ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<{ topic: Topic }>(`/topics/${encodeURIComponent(topicId ?? '')}`, { signal })
        .then((r) => r.topic),
    enabled: Boolean(topicId),
  });
}

export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { cardId: string; rating: Rating; durationMs: number; reviewId: string }) =>
      // The reviewId makes a retried POST harmless: the server records one review per id.
      api.post<ReviewAnswer>('/study/reviews', body),
    onSuccess: () => refreshAround(client),
  });
}

export function useUndoReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) =>
      api.post<UndoAnswer>(`/study/reviews/${encodeURIComponent(reviewId)}/undo`),
    onSuccess: () => refreshAround(client),
  });
}

export function useStudyStats() {
  return useQuery({
    queryKey: studyKeys.stats(),
    queryFn: ({ signal }) => api.get<StudyStats>('/study/stats', { signal }),
  });
}

export function useHistory(cursor: string | null) {
  return useQuery({
    queryKey: studyKeys.history(cursor),
    queryFn: ({ signal }) =>
      api.get<History>('/study/history', { signal, query: { limit: 25, cursor: cursor ?? undefined } }),
    placeholderData: (previous) => previous,
  });
}

export function useSrsSettings() {
  return useQuery({
    queryKey: studyKeys.settings(),
    queryFn: ({ signal }) =>
      api.get<{ settings: SrsSettings }>('/study/settings', { signal }).then((r) => r.settings),
  });
}

export function useSaveSrsSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SrsSettings) =>
      // Saving the same values twice is harmless, so the 2 s duplicate guard is not needed here.
      api
        .put<{ settings: SrsSettings }>('/study/settings', { settings }, { allowDuplicate: true })
        .then((r) => r.settings),
    onSuccess: (settings) => {
      client.setQueryData(studyKeys.settings(), settings);
      // New limits change what the queue holds today.
      void client.invalidateQueries({ queryKey: studyKeys.queues });
    },
  });
}

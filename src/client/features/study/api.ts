import { call } from '@client/lib/api';
import { flashcardKeys, studyKeys, subjectKeys, topicKeys } from '@client/lib/query-keys';
import type { Output } from '@shared/contracts/routes';
import type { SrsSettings } from '@shared/contracts/study';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Rating } from './session';

// The subject, topic, card and study keys live in the shared layer (lib/query-keys), so a review refreshes
// due counts and mastery on every screen that shows them.
export { studyKeys };

export type Queue = Output<'GET /api/study/queue'>;
export type History = Output<'GET /api/study/history'>;

/** The queue as the server has it now; the session and the queue's query both read it through here. */
export const fetchQueue = (
  topicId: string | undefined,
  options?: { signal?: AbortSignal; allowDuplicate?: boolean },
) => call('GET /api/study/queue', { query: { topicId } }, options);

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
    queryFn: ({ signal }) => fetchQueue(topicId, { signal }),
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
      call('GET /api/topics/:id', { params: { id: topicId ?? '' } }, { signal }).then((r) => r.topic),
    enabled: Boolean(topicId),
  });
}

export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { cardId: string; rating: Rating; durationMs: number; reviewId: string }) =>
      // The reviewId makes a retried POST harmless: the server records one review per id.
      call('POST /api/study/reviews', { body }),
    onSuccess: () => refreshAround(client),
  });
}

export function useUndoReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => call('POST /api/study/reviews/:id/undo', { params: { id: reviewId } }),
    onSuccess: () => refreshAround(client),
  });
}

export function useStudyStats() {
  return useQuery({
    queryKey: studyKeys.stats(),
    queryFn: ({ signal }) => call('GET /api/study/stats', {}, { signal }),
  });
}

export function useHistory(cursor: string | null) {
  return useQuery({
    queryKey: studyKeys.history(cursor),
    queryFn: ({ signal }) =>
      call('GET /api/study/history', { query: { limit: 25, cursor: cursor ?? undefined } }, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useSrsSettings() {
  return useQuery({
    queryKey: studyKeys.settings(),
    queryFn: ({ signal }) => call('GET /api/study/settings', {}, { signal }).then((r) => r.settings),
  });
}

export function useSaveSrsSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SrsSettings) =>
      // Saving the same values twice is harmless, so the 2 s duplicate guard is not needed here.
      call('PUT /api/study/settings', { body: { settings } }, { allowDuplicate: true }).then(
        (r) => r.settings,
      ),
    onSuccess: (settings) => {
      client.setQueryData(studyKeys.settings(), settings);
      // New limits change what the queue holds today.
      void client.invalidateQueries({ queryKey: studyKeys.queues });
    },
  });
}

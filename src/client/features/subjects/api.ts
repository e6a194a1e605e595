import { call } from '@client/lib/api';
import { noteKeys, refreshStudyData, subjectKeys, topicKeys } from '@client/lib/query-keys';
import type { Subject, Topic } from '@shared/contracts/subjects';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The subject, topic, note and study keys live in the shared layer (lib/query-keys), so a change made in one
// screen refreshes the counts every other screen shows. A topic's page of cards is this feature's alone.
const topicCardsKey = (topicId: string, cursor: string | null) =>
  ['flashcards', 'topic', topicId, cursor ?? ''] as const;

export type SubjectInput = { name: string; description?: string; color?: string };
export type TopicInput = { name: string; description?: string };

export {
  useSubjectOptions as useSubjects,
  useTopicsOfSubject as useTopicsOf,
} from '@client/lib/study-options';
// Counts (cards, due, mastery) of subjects and topics depend on each other and on the cards.
export { refreshStudyData, subjectKeys, topicKeys };

export function useSubject(subjectId: string | undefined) {
  return useQuery({
    queryKey: subjectKeys.detail(subjectId ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/subjects/:id', { params: { id: subjectId ?? '' } }, { signal }).then((r) => r.subject),
    enabled: Boolean(subjectId),
  });
}

export function useTopic(topicId: string | undefined) {
  return useQuery({
    queryKey: topicKeys.detail(topicId ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/topics/:id', { params: { id: topicId ?? '' } }, { signal }).then((r) => r.topic),
    enabled: Boolean(topicId),
  });
}

export function useTopicCards(topicId: string, cursor: string | null) {
  return useQuery({
    queryKey: topicCardsKey(topicId, cursor),
    queryFn: ({ signal }) =>
      call(
        'GET /api/topics/:topicId/flashcards',
        { params: { topicId }, query: { limit: 50, cursor: cursor ?? undefined } },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

export function useSaveSubject(subjectId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SubjectInput) =>
      subjectId
        ? call('PATCH /api/subjects/:id', { params: { id: subjectId }, body: input }).then((r) => r.subject)
        : call('POST /api/subjects', { body: input }).then((r) => r.subject),
    onSuccess: (saved) => {
      client.setQueryData(subjectKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: subjectKeys.all });
    },
  });
}

export function useDeleteSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subjectId: string) => call('DELETE /api/subjects/:id', { params: { id: subjectId } }),
    onSuccess: (_r, subjectId) => {
      client.removeQueries({ queryKey: subjectKeys.detail(subjectId) });
      refreshStudyData(client);
    },
  });
}

/** Saves a new order. The list is updated at once so the card moves under the pointer, not a beat later. */
export function useReorderSubjects() {
  const client = useQueryClient();
  return useMutation({
    // Moves run one after another, so a quick series of clicks reaches the server in the order made.
    scope: { id: 'subject-order' },
    mutationFn: (ids: string[]) =>
      // A reorder can legitimately repeat within 2 s (up, then down again), so the duplicate guard is off.
      call('PUT /api/subjects/order', { body: { ids } }, { allowDuplicate: true }).then((r) => r.items),
    onMutate: (ids) => {
      const before = client.getQueryData<Subject[]>(subjectKeys.list());
      if (before) client.setQueryData(subjectKeys.list(), reorderBy(before, ids));
      return { before };
    },
    onError: (_e, _ids, context) => {
      if (context?.before) client.setQueryData(subjectKeys.list(), context.before);
    },
    onSuccess: (items) => client.setQueryData(subjectKeys.list(), items),
  });
}

export function useSaveTopic(subjectId: string, topicId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TopicInput & { subjectId?: string }) =>
      topicId
        ? call('PATCH /api/topics/:id', { params: { id: topicId }, body: input }).then((r) => r.topic)
        : call('POST /api/subjects/:subjectId/topics', { params: { subjectId }, body: input }).then(
            (r) => r.topic,
          ),
    onSuccess: (saved) => {
      client.setQueryData(topicKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: topicKeys.all });
      void client.invalidateQueries({ queryKey: subjectKeys.all });
    },
  });
}

export function useDeleteTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (topicId: string) => call('DELETE /api/topics/:id', { params: { id: topicId } }),
    onSuccess: (_r, topicId) => {
      client.removeQueries({ queryKey: topicKeys.detail(topicId) });
      refreshStudyData(client);
    },
  });
}

export function useReorderTopics(subjectId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: { id: `topic-order-${subjectId}` },
    mutationFn: (ids: string[]) =>
      call(
        'PUT /api/subjects/:subjectId/topics/order',
        { params: { subjectId }, body: { ids } },
        { allowDuplicate: true },
      ).then((r) => r.items),
    onMutate: (ids) => {
      const before = client.getQueryData<Topic[]>(topicKeys.of(subjectId));
      if (before) client.setQueryData(topicKeys.of(subjectId), reorderBy(before, ids));
      return { before };
    },
    onError: (_e, _ids, context) => {
      if (context?.before) client.setQueryData(topicKeys.of(subjectId), context.before);
    },
    onSuccess: (items) => client.setQueryData(topicKeys.of(subjectId), items),
  });
}

function reorderBy<T extends { id: string }>(items: T[], ids: string[]): T[] {
  const rank = new Map(ids.map((value, index) => [value, index]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

/** The topic's notes, newest first (the notes screens own editing; this only lists and links). */
export function useTopicNotes(topicId: string) {
  return useQuery({
    queryKey: noteKeys.topic(topicId),
    queryFn: ({ signal }) =>
      call('GET /api/notes', { query: { topicId, limit: 50, sort: 'updated' } }, { signal }),
  });
}

export function useCreateTopicNote(topic: Topic) {
  return useMutation({
    mutationFn: () =>
      call('POST /api/notes', {
        body: { title: `${topic.name} notes`, body: '', subjectId: topic.subjectId, topicId: topic.id },
      }).then((r) => r.note),
  });
}

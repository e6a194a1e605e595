import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api';
import { subjectKeys, topicKeys } from './query-keys';

// The subject and topic lists every screen uses (the Subjects screens, and the pickers of flashcards, notes,
// exams and the dashboard): one cached list each, so a change made in one screen refreshes the others.

export function useSubjectOptions() {
  return useQuery({
    queryKey: subjectKeys.list(),
    queryFn: ({ signal }) => call('GET /api/subjects', {}, { signal }).then((r) => r.items),
  });
}

export function useTopicOptions() {
  return useQuery({
    queryKey: topicKeys.mine(),
    queryFn: ({ signal }) => call('GET /api/topics', {}, { signal }).then((r) => r.items),
  });
}

/** A subject's topics; waits until there is a subject. */
export function useTopicsOfSubject(subjectId: string | undefined) {
  return useQuery({
    queryKey: topicKeys.of(subjectId ?? ''),
    queryFn: ({ signal }) =>
      call(
        'GET /api/subjects/:subjectId/topics',
        { params: { subjectId: subjectId ?? '' } },
        { signal },
      ).then((r) => r.items),
    enabled: Boolean(subjectId),
  });
}

export function useCreateTopic(subjectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      call('POST /api/subjects/:subjectId/topics', { params: { subjectId }, body: { name } }).then(
        (r) => r.topic,
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: topicKeys.all });
      void client.invalidateQueries({ queryKey: subjectKeys.all });
    },
  });
}

import type { Subject, Topic } from '@shared/contracts/subjects';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { subjectKeys, topicKeys } from './query-keys';

// The subject and topic pickers of several screens (flashcards, notes) share one cached list each, under the
// keys the Subjects screens use, so their invalidations refresh the pickers too.
type List<T> = { items: T[]; nextCursor: string | null };

export function useSubjectOptions() {
  return useQuery({
    queryKey: subjectKeys.list(),
    queryFn: ({ signal }) => api.get<List<Subject>>('/subjects', { signal }).then((r) => r.items),
  });
}

export function useTopicOptions() {
  return useQuery({
    queryKey: topicKeys.mine(),
    queryFn: ({ signal }) => api.get<List<Topic>>('/topics', { signal }).then((r) => r.items),
  });
}

/** A subject's topics, under the key the Subjects screens use for them. */
export function useTopicsOfSubject(subjectId: string) {
  return useQuery({
    queryKey: topicKeys.of(subjectId),
    queryFn: ({ signal }) =>
      api
        .get<List<Topic>>(`/subjects/${encodeURIComponent(subjectId)}/topics`, { signal })
        .then((r) => r.items),
    enabled: Boolean(subjectId),
  });
}

export function useCreateTopic(subjectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api
        .post<{ topic: Topic }>(`/subjects/${encodeURIComponent(subjectId)}/topics`, { name })
        .then((r) => r.topic),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: topicKeys.all });
      void client.invalidateQueries({ queryKey: subjectKeys.all });
    },
  });
}

import type { Subject, Topic } from '@shared/contracts/subjects';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

// The subject and topic pickers of several screens (flashcards, notes) share one cached list each; the keys
// match the subjects feature's, so its invalidations refresh the pickers too.
type List<T> = { items: T[]; nextCursor: string | null };

export function useSubjectOptions() {
  return useQuery({
    queryKey: ['subjects', 'list'],
    queryFn: ({ signal }) => api.get<List<Subject>>('/subjects', { signal }).then((r) => r.items),
  });
}

export function useTopicOptions() {
  return useQuery({
    queryKey: ['topics', 'all'],
    queryFn: ({ signal }) => api.get<List<Topic>>('/topics', { signal }).then((r) => r.items),
  });
}

/** A subject's topics, under the key the Subjects screens use for them. */
export function useTopicsOfSubject(subjectId: string) {
  return useQuery({
    queryKey: ['topics', 'of', subjectId],
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
      void client.invalidateQueries({ queryKey: ['topics'] });
      void client.invalidateQueries({ queryKey: ['subjects'] });
    },
  });
}

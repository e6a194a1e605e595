import type { Subject, Topic } from '@shared/contracts/subjects';
import { useQuery } from '@tanstack/react-query';
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

import { api } from '@client/lib/api';
import { invalidateAll, studyKeys, subjectKeys, topicKeys } from '@client/lib/query-keys';
import type { SqeProgress, StarterSetResult } from '@shared/contracts/sqe';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const sqeKeys = { progress: ['study', 'sqe-progress'] as const };

// Under the 'study' root, so that answering cards (which refreshes 'study') refreshes progress too.
export function useSqeProgress(enabled: boolean) {
  return useQuery({
    queryKey: sqeKeys.progress,
    queryFn: ({ signal }) => api.get<SqeProgress>('/sqe/progress', { signal }),
    enabled,
  });
}

export { useStarterSet } from '@client/lib/starter-set';

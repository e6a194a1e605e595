import { api } from '@client/lib/api';
import type { AiUsage } from '@shared/contracts/ai';
import { useQuery } from '@tanstack/react-query';
import { usageKey } from '../../api';

/** The week's AI allowance, under the key the AI tools hub and SBAQ screens share, so a new attempt refreshes it. */
export function usePracticeUsage() {
  return useQuery({
    queryKey: usageKey,
    queryFn: ({ signal }) => api.get<AiUsage>('/ai/usage', { signal }),
  });
}

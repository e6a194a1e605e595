import { useQuery } from '@tanstack/react-query';
import { call } from './api';

// Which AI engine the server runs (docs/decisions/0050-engine-labels.md). It changes only when the server is
// restarted with another configuration, so one answer serves every screen for the whole visit.

export const aiEngineKey = ['ai', 'engine'] as const;

export function useAiEngine() {
  return useQuery({
    queryKey: aiEngineKey,
    queryFn: ({ signal }) => call('GET /api/ai/engine', {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

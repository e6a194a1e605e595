import { call } from '@client/lib/api';
import type { GenerationRef } from '@shared/contracts/ai';
import type { GenerationDetail, GenerationStatus, GenerationTool } from '@shared/contracts/ai-generations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

// Kept generations on a generator screen: the server stores every result when its use is charged, so the
// screen brings back the latest pending one after a reload, lists past ones, and marks one saved or
// discarded. What the page shows of a result is the page's own state; `show` and `clear` set it.

export const generationsKey = (tool: GenerationTool) => ['ai', 'generations', tool] as const;
const HISTORY_PAGE = 10;

/** The generation on screen: from a run just made, the latest pending one, or one reopened from history. */
export type CurrentGeneration = {
  id: string;
  status: GenerationStatus;
  createdAt: string;
  /** Known for a kept one; a run just made was started from the source still on screen. */
  sourceTitle: string | null;
  sourceText: string | null;
  sourceTruncated: boolean;
  restored: boolean;
};

export function useGenerationHistory(tool: GenerationTool, limit: number) {
  return useQuery({
    queryKey: [...generationsKey(tool), 'list', limit],
    queryFn: ({ signal }) => call('GET /api/ai/generations', { query: { tool, limit } }, { signal }),
    placeholderData: (previous) => previous,
  });
}

function fetchGeneration(id: string, signal?: AbortSignal) {
  return call('GET /api/ai/generations/:id', { params: { id } }, { signal });
}

/**
 * The screen's kept generation. On the first visit (or a reload) the latest pending generation of the tool is
 * fetched and shown, unless the user has already generated or opened one.
 */
export function useKeptGeneration(
  tool: GenerationTool,
  { show, clear }: { show: (detail: GenerationDetail) => void; clear: () => void },
) {
  const client = useQueryClient();
  const [current, setCurrent] = useState<CurrentGeneration | null>(null);
  const touched = useRef(false);
  const handlers = useRef({ show, clear });
  handlers.current = { show, clear };

  const latest = useQuery({
    queryKey: [...generationsKey(tool), 'latest-pending'],
    queryFn: async ({ signal }) => {
      const list = await call(
        'GET /api/ai/generations',
        { query: { tool, status: 'pending', limit: 1 } },
        { signal },
      );
      const first = list.items[0];
      return first ? fetchGeneration(first.id, signal) : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

  const open = useCallback((detail: GenerationDetail) => {
    touched.current = true;
    setCurrent({
      id: detail.id,
      status: detail.status,
      createdAt: detail.createdAt,
      sourceTitle: detail.sourceTitle,
      sourceText: detail.sourceText,
      sourceTruncated: detail.sourceTruncated,
      restored: true,
    });
    handlers.current.show(detail);
  }, []);

  useEffect(() => {
    if (latest.data && !touched.current) open(latest.data);
  }, [latest.data, open]);

  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: generationsKey(tool) }),
    [client, tool],
  );

  /** A run just made: its result is already on screen. */
  const took = useCallback(
    (ref: GenerationRef, sourceTitle: string | null) => {
      touched.current = true;
      setCurrent({
        id: ref.id,
        status: ref.status,
        createdAt: ref.createdAt,
        sourceTitle,
        sourceText: null,
        sourceTruncated: false,
        restored: false,
      });
      refresh();
    },
    [refresh],
  );

  const reopen = useMutation({
    mutationFn: (id: string) => fetchGeneration(id),
    onSuccess: open,
  });
  const discard = useMutation({
    mutationFn: (id: string) => call('POST /api/ai/generations/:id/discard', { params: { id } }),
    onSuccess: () => {
      setCurrent(null);
      handlers.current.clear();
      refresh();
    },
  });
  const { mutate: markSavedNow } = useMutation({
    mutationFn: (id: string) => call('POST /api/ai/generations/:id/saved', { params: { id } }),
    onSuccess: (detail) => {
      setCurrent((c) => (c && c.id === detail.id ? { ...c, status: 'saved' } : c));
      refresh();
    },
  });
  /** After the page saved the cards, note or map through their own APIs. */
  const markSaved = useCallback(() => {
    if (current) markSavedNow(current.id);
  }, [current, markSavedNow]);

  return { current, took, reopen, discard, markSaved, loadingLatest: latest.isPending };
}

export type KeptGeneration = ReturnType<typeof useKeptGeneration>;
export { HISTORY_PAGE };

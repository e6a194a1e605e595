import { ApiError, call } from '@client/lib/api';
import { mindMapKeys, noteKeys } from '@client/lib/query-keys';
import type { MindMap, MindMapInput, MindMapPatch } from '@shared/contracts/mindmaps';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export { useSubjectOptions, useTopicOptions } from '@client/lib/study-options';

// The topic page (features/subjects) lists a topic's maps under ['mindmaps', 'topic', id]: refreshing every
// key under 'mindmaps' but the open editor's keeps both screens current.
export { mindMapKeys };
export const refreshMindMapLists = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: mindMapKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });

export const PAGE_SIZE = 30;

export type MindMapListFilters = { q?: string; subjectId?: string; topicId?: string };

export function useMindMapList(filters: MindMapListFilters, cursor: string | null) {
  return useQuery({
    queryKey: mindMapKeys.list(filters, cursor),
    queryFn: ({ signal }) =>
      call(
        'GET /api/mindmaps',
        { query: { ...filters, limit: PAGE_SIZE, cursor: cursor ?? undefined } },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

export function useMindMap(mindMapId: string) {
  return useQuery({
    queryKey: mindMapKeys.detail(mindMapId),
    queryFn: ({ signal }) =>
      call('GET /api/mindmaps/:id', { params: { id: mindMapId } }, { signal }).then((r) => r.mindmap),
    enabled: Boolean(mindMapId),
    // The editor takes the server copy once and then owns the tree; a refetch must not replace it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });
}

function useCreated<T>(create: (input: T) => Promise<MindMap>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: (map) => {
      client.setQueryData(mindMapKeys.detail(map.id), map);
      void refreshMindMapLists(client);
    },
  });
}

export const useCreateMindMap = () =>
  useCreated((body: MindMapInput) => call('POST /api/mindmaps', { body }).then((r) => r.mindmap));

export const useCreateFromNote = () =>
  useCreated((body: { noteId: string }) =>
    call('POST /api/mindmaps/from-note', { body }).then((r) => r.mindmap),
  );

export function useDeleteMindMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mindMapId: string) => call('DELETE /api/mindmaps/:id', { params: { id: mindMapId } }),
    onSuccess: (_r, mindMapId) => {
      client.removeQueries({ queryKey: mindMapKeys.detail(mindMapId) });
      void refreshMindMapLists(client);
    },
  });
}

/** The user's notes to make a map from, best match first when searching. */
export function useNoteChoices(q: string, enabled: boolean) {
  return useQuery({
    queryKey: noteKeys.picker({ q: q || undefined }),
    queryFn: ({ signal }) =>
      call('GET /api/notes', { query: { q: q || undefined, limit: 20 } }, { signal }).then((r) => r.items),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/**
 * One autosave of the whole map. Sent even if identical to the previous one: a retry after a dropped
 * connection is exactly that, and the api client's double-submit guard would otherwise refuse it.
 */
export const saveMindMap = (mindMapId: string, patch: MindMapPatch) =>
  call('PATCH /api/mindmaps/:id', { params: { id: mindMapId }, body: patch }, { allowDuplicate: true }).then(
    (r) => r.mindmap,
  );

/** The server's current map carried by a 409 conflict, or null. */
export function conflictMindMap(err: unknown): MindMap | null {
  if (!(err instanceof ApiError) || err.code !== 'conflict') return null;
  const d = err.details as Partial<MindMap> | undefined;
  return d &&
    typeof d.id === 'string' &&
    typeof d.updatedAt === 'string' &&
    d.root &&
    typeof d.root === 'object'
    ? (d as MindMap)
    : null;
}

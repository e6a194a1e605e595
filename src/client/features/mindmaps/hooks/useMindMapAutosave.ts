import { useAutosave } from '@client/lib/autosave/useAutosave';
import type { MindMap } from '@shared/contracts/mindmaps';
import { useQueryClient } from '@tanstack/react-query';
import { conflictMindMap, mindMapKeys, refreshMindMapLists, saveMindMap } from '../api';
import { type EditorStart, type MindMapContent, mindMapDrafts } from '../model/draft';

const UNTITLED = 'Untitled mind map';

/** A map's autosave: the shared machinery (lib/autosave) with the whole tree sent on each save. */
export function useMindMapAutosave(mindMapId: string, start: EditorStart) {
  const client = useQueryClient();
  return useAutosave<MindMapContent, MindMap>({
    id: mindMapId,
    start,
    drafts: mindMapDrafts,
    send: (content, base) =>
      saveMindMap(mindMapId, { ...content, title: content.title.trim() || UNTITLED, updatedAt: base }),
    conflictOf: conflictMindMap,
    onServerCopy: (map) => {
      client.setQueryData(mindMapKeys.detail(mindMapId), map);
      void refreshMindMapLists(client);
    },
    fallbackError: 'The mind map was not saved.',
  });
}

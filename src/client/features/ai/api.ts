import { usageKey } from '@client/lib/ai-usage';
import { call } from '@client/lib/api';
import {
  invalidateAll,
  libraryPickerKeys,
  mindMapKeys,
  noteKeys,
  refreshStudyData,
  topicKeys,
} from '@client/lib/query-keys';
import type { AiUsage } from '@shared/contracts/ai';
import type { MindMapNode } from '@shared/contracts/mindmaps';
import type { Input, Output } from '@shared/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

export { useSubjectOptions, useTopicOptions } from '@client/lib/study-options';

// The AI screens' server calls: the week's allowance, the generators (cancellable), the sources a user can
// pick, and saving what they keep through the ordinary flashcards, notes and mind maps APIs.

const GENERATE = {
  flashcards: 'POST /api/ai/flashcards',
  notes: 'POST /api/ai/notes',
  mindmaps: 'POST /api/ai/mindmaps',
} as const;
export type GeneratorTool = keyof typeof GENERATE;
type GenerateRoute = (typeof GENERATE)[GeneratorTool];
/** What any of the three generators answers; a screen names the one of its tool. */
export type GeneratorResult = Output<GenerateRoute>;

/** A model can take a while on a long text; the server's own deadline is what usually ends a slow call. */
const GENERATE_TIMEOUT_MS = 5 * 60_000;

/**
 * One generator: `run` starts it (cancelling any run still going), `cancel` stops it, and leaving the page
 * stops it too. The server hears the request close and stops the model call, so nothing is charged.
 */
export function useGenerator<Body, Result extends GeneratorResult>(tool: GeneratorTool) {
  const client = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Body) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      // The screen builds the body of its own tool; the three generators answer alike.
      return call(GENERATE[tool], { body } as Input<GenerateRoute>, {
        signal: current.signal,
        timeoutMs: GENERATE_TIMEOUT_MS,
        // "Generate again" with the same text is meant; the button is disabled while a run is going.
        allowDuplicate: true,
      }) as Promise<Result>;
    },
    onSuccess: (result) => {
      client.setQueryData<AiUsage>(usageKey, (old) =>
        old ? { ...old, tools: { ...old.tools, [tool]: result.usage } } : old,
      );
    },
    onError: () => void client.invalidateQueries({ queryKey: usageKey }),
  });
  const { reset } = mutation;
  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    reset();
  }, [reset]);
  useEffect(() => () => controller.current?.abort(), []);
  return { ...mutation, cancel };
}

export function useMyNotes(q: string) {
  return useQuery({
    queryKey: noteKeys.aiSource(q),
    queryFn: ({ signal }) =>
      call('GET /api/notes', { query: { q: q || undefined, limit: 20 } }, { signal }).then((r) => r.items),
    placeholderData: (previous) => previous,
  });
}

export function useLibraryCases(q: string) {
  return useQuery({
    queryKey: libraryPickerKeys.cases(q),
    queryFn: ({ signal }) =>
      call('GET /api/cases', { query: { q: q || undefined, limit: 20 } }, { signal }).then((r) => r.items),
    placeholderData: (previous) => previous,
  });
}

export type CardToSave = { kind: 'basic' | 'reverse' | 'cloze'; front: string; back: string };

/** Cards one after another, so a failure part-way says how many were saved. */
export function useSaveCards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ topicId, cards }: { topicId: string; cards: CardToSave[] }) => {
      let saved = 0;
      try {
        for (const card of cards) {
          await call(
            'POST /api/topics/:topicId/flashcards',
            { params: { topicId }, body: card },
            { allowDuplicate: true },
          );
          saved += 1;
        }
      } catch (error) {
        throw Object.assign(error as Error, { saved });
      }
      return saved;
    },
    onSettled: () => refreshStudyData(client),
  });
}

type Links = { subjectId: string; topicId: string };

export function useSaveNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; body: string } & Links) =>
      call('POST /api/notes', { body }).then((r) => r.note),
    onSuccess: () => invalidateAll(client, [noteKeys.all, topicKeys.all]),
  });
}

export function useSaveMindMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; root: MindMapNode } & Links) =>
      call('POST /api/mindmaps', { body }).then((r) => r.mindmap),
    onSuccess: () => invalidateAll(client, [mindMapKeys.all, topicKeys.all]),
  });
}

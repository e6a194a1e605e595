import { usageKey } from '@client/lib/ai-usage';
import { call } from '@client/lib/api';
import type { CreatePracticeSession } from '@shared/contracts/practice';
import type { DemoTool, PracticeTool } from '@shared/practice';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The SQE2 practice tools' server calls (docs/API.md "practice"; src/shared/contracts/practice.ts).

export const practiceKeys = {
  all: ['practice'] as const,
  scenarios: (tool: PracticeTool) => ['practice', tool, 'scenarios'] as const,
  scenario: (tool: PracticeTool, id: string) => ['practice', tool, 'scenario', id] as const,
  session: (tool: PracticeTool, id: string) => ['practice', tool, 'session', id] as const,
  histories: (tool: PracticeTool) => ['practice', tool, 'history'] as const,
  history: (tool: PracticeTool, cursor: string | null, limit: number) =>
    ['practice', tool, 'history', cursor ?? '', limit] as const,
  demo: (tool: DemoTool) => ['practice', 'demo', tool] as const,
};

export function usePracticeScenarios(tool: PracticeTool) {
  return useQuery({
    queryKey: practiceKeys.scenarios(tool),
    queryFn: ({ signal }) =>
      call('GET /api/practice/:tool/scenarios', { params: { tool } }, { signal }).then((r) => r.items),
    staleTime: 10 * 60_000,
  });
}

export function usePracticeScenario(tool: PracticeTool, scenarioId: string | null) {
  return useQuery({
    queryKey: practiceKeys.scenario(tool, scenarioId ?? ''),
    queryFn: ({ signal }) =>
      call(
        'GET /api/practice/:tool/scenarios/:scenarioId',
        { params: { tool, scenarioId: scenarioId ?? '' } },
        { signal },
      ).then((r) => r.scenario),
    enabled: Boolean(scenarioId),
    staleTime: 10 * 60_000,
  });
}

/** Starts an attempt: a written tool's answer is marked at once; an interview or hearing begins. */
export function useStartPractice(tool: PracticeTool) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePracticeSession) =>
      call('POST /api/practice/:tool/sessions', { params: { tool }, body }).then((r) => r.session),
    onSuccess: (session) => {
      client.setQueryData(practiceKeys.session(tool, session.id), session);
      // A new attempt uses one of the week's: the allowance shown on every AI screen is out of date.
      void client.invalidateQueries({ queryKey: usageKey });
      void client.invalidateQueries({ queryKey: practiceKeys.histories(tool) });
    },
    // A refusal at the weekly limit also means the usage shown is out of date.
    onError: () => void client.invalidateQueries({ queryKey: usageKey }),
  });
}

export function usePracticeSession(tool: PracticeTool, id: string | null) {
  return useQuery({
    queryKey: practiceKeys.session(tool, id ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/practice/:tool/sessions/:id', { params: { tool, id: id ?? '' } }, { signal }).then(
        (r) => r.session,
      ),
    enabled: Boolean(id),
    // An interview in progress is the user's own work: refetching on focus could race a turn being sent.
    refetchOnWindowFocus: false,
  });
}

/** One question to the client, or one part of the submissions to the judge; answers with the reply added. */
export function useSendTurn(tool: PracticeTool, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      call(
        'POST /api/practice/:tool/sessions/:id/turns',
        { params: { tool, id }, body: { text } },
        // Asking the same question twice on purpose is allowed.
        { allowDuplicate: true },
      ).then((r) => r.session),
    onSuccess: (session) => client.setQueryData(practiceKeys.session(tool, id), session),
  });
}

/** Ends an interview with its attendance note, or a hearing; answers with the feedback. */
export function useSubmitPractice(tool: PracticeTool, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: string | undefined) =>
      call(
        'POST /api/practice/:tool/sessions/:id/submit',
        { params: { tool, id }, body: answer === undefined ? {} : { answer } },
        { allowDuplicate: true },
      ).then((r) => r.session),
    onSuccess: (session) => {
      client.setQueryData(practiceKeys.session(tool, id), session);
      void client.invalidateQueries({ queryKey: practiceKeys.histories(tool) });
    },
  });
}

export function usePracticeHistory(tool: PracticeTool, cursor: string | null, limit = 20) {
  return useQuery({
    queryKey: practiceKeys.history(tool, cursor, limit),
    queryFn: ({ signal }) =>
      call(
        'GET /api/practice/:tool/sessions',
        { params: { tool }, query: { limit, cursor: cursor ?? undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

// ---- Public demos: no account, nothing stored ----

export function useDemoScenario(tool: DemoTool) {
  return useQuery({
    queryKey: practiceKeys.demo(tool),
    queryFn: ({ signal }) =>
      call('GET /api/demo/:tool', { params: { tool } }, { signal }).then((r) => r.scenario),
    staleTime: 10 * 60_000,
  });
}

export function useDemoFeedback(tool: DemoTool) {
  return useMutation({
    mutationFn: (answer: string) =>
      call('POST /api/demo/:tool/feedback', { params: { tool }, body: { answer } }).then((r) => r.feedback),
  });
}

import { usageKey } from '@client/lib/ai-usage';
import { api } from '@client/lib/api';
import type {
  CreateSbaqQuiz,
  DemoSbaq,
  DemoSbaqResult,
  SavedSbaqAnswers,
  SaveSbaqAnswer,
  SbaqHistory,
  SbaqQuiz,
  SbaqQuizState,
  SbaqSummary,
  SbaqTopics,
} from '@shared/contracts/sbaq';
import type { FlkPaper, SbaqMock, SbaqMockHistory } from '@shared/contracts/sbaq-mocks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const sbaqKeys = {
  all: ['sbaq'] as const,
  topics: ['sbaq', 'topics'] as const,
  demo: ['sbaq', 'demo'] as const,
  quiz: (id: string) => ['sbaq', 'quiz', id] as const,
  histories: ['sbaq', 'history'] as const,
  history: (cursor: string | null, limit: number) => ['sbaq', 'history', cursor ?? '', limit] as const,
  mocks: ['sbaq', 'mocks'] as const,
  mock: (id: string) => ['sbaq', 'mocks', id] as const,
};

const path = (id: string) => `/sbaq/quizzes/${encodeURIComponent(id)}`;

/** A quiz's state as cached, with when it came from the server: the timer counts secondsLeft from then. */
export type QuizStateAt = SbaqQuizState & { receivedAt: number };

export function useSbaqTopics() {
  return useQuery({
    queryKey: sbaqKeys.topics,
    queryFn: ({ signal }) => api.get<SbaqTopics>('/sbaq/topics', { signal }),
  });
}

export function useCreateQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSbaqQuiz) =>
      api.post<{ quiz: SbaqQuiz }>('/sbaq/quizzes', body).then((r) => r.quiz),
    onSuccess: (quiz) => {
      const state: QuizStateAt = { status: 'in_progress', quiz, receivedAt: Date.now() };
      client.setQueryData(sbaqKeys.quiz(quiz.id), state);
      // A new quiz uses one of the week's: the allowance shown on every AI screen is out of date.
      void client.invalidateQueries({ queryKey: usageKey });
      void client.invalidateQueries({ queryKey: sbaqKeys.histories });
    },
    // A refusal at the weekly limit also means the usage shown is out of date.
    onError: () => void client.invalidateQueries({ queryKey: usageKey }),
  });
}

export function useQuizState(id: string | null) {
  return useQuery({
    queryKey: sbaqKeys.quiz(id ?? ''),
    queryFn: ({ signal }): Promise<QuizStateAt> =>
      api.get<SbaqQuizState>(path(id ?? ''), { signal }).then((s) => ({ ...s, receivedAt: Date.now() })),
    enabled: Boolean(id),
    // The quiz is the user's own work in progress: refetching on focus could undo an answer being saved.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One answer, as the user goes. The same body may be sent again on purpose (A, then B, then A). */
export const saveAnswer = (id: string, body: SaveSbaqAnswer) =>
  api.post<SavedSbaqAnswers>(`${path(id)}/answers`, body, { allowDuplicate: true });

export function useSubmitQuiz(id: string) {
  const client = useQueryClient();
  return useMutation({
    // Submitting twice gives the same summary, so a retry after a lost reply is safe.
    mutationFn: () =>
      api
        .post<{ summary: SbaqSummary }>(`${path(id)}/submit`, {}, { allowDuplicate: true })
        .then((r) => r.summary),
    onSuccess: (summary) => {
      const state: QuizStateAt = { status: 'submitted', summary, receivedAt: Date.now() };
      client.setQueryData(sbaqKeys.quiz(id), state);
      void client.invalidateQueries({ queryKey: sbaqKeys.histories });
      // A mock paper's sessions and report are read from its quizzes.
      void client.invalidateQueries({ queryKey: sbaqKeys.mocks });
    },
  });
}

// ---- Full mock papers: two timed sessions of 90, then a report ----

export function useMocks() {
  return useQuery({
    queryKey: sbaqKeys.mocks,
    queryFn: ({ signal }) => api.get<SbaqMockHistory>('/sbaq/mocks', { signal }),
  });
}

export function useMock(id: string) {
  return useQuery({
    queryKey: sbaqKeys.mock(id),
    queryFn: ({ signal }) => api.get<SbaqMock>(`/sbaq/mocks/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useStartMock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paper: FlkPaper) =>
      api.post<{ mock: SbaqMock }>('/sbaq/mocks', { paper }).then((r) => r.mock),
    onSuccess: (mock) => {
      client.setQueryData(sbaqKeys.mock(mock.id), mock);
      void client.invalidateQueries({ queryKey: usageKey });
      void client.invalidateQueries({ queryKey: sbaqKeys.histories });
    },
    onError: () => void client.invalidateQueries({ queryKey: usageKey }),
  });
}

export function useStartSecondSession(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<SbaqMock>(`/sbaq/mocks/${encodeURIComponent(id)}/session-2`, {}, { allowDuplicate: true }),
    onSuccess: (mock) => {
      client.setQueryData(sbaqKeys.mock(id), mock);
      void client.invalidateQueries({ queryKey: sbaqKeys.histories });
    },
  });
}

export function useQuizHistory(cursor: string | null, limit = 20) {
  return useQuery({
    queryKey: sbaqKeys.history(cursor, limit),
    queryFn: ({ signal }) =>
      api.get<SbaqHistory>('/sbaq/quizzes', { signal, query: { limit, cursor: cursor ?? undefined } }),
    placeholderData: keepPreviousData,
  });
}

// ---- The public demo: five fixed questions, marked without an account or a stored row ----

export function useDemoSbaq() {
  return useQuery({
    queryKey: sbaqKeys.demo,
    queryFn: ({ signal }) => api.get<DemoSbaq>('/demo/sbaq', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useDemoSbaqMarking() {
  return useMutation({
    mutationFn: (answers: Record<string, string>) =>
      api.post<DemoSbaqResult>('/demo/sbaq/feedback', { answers }),
  });
}

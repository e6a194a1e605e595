import { usageKey } from '@client/lib/ai-usage';
import { call } from '@client/lib/api';
import type { CreateSbaqQuiz, SaveSbaqAnswer, SbaqQuizState } from '@shared/contracts/sbaq';
import type { OptionKey } from '@shared/contracts/sbaq-data';
import type { FlkPaper } from '@shared/contracts/sbaq-mocks';
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

/** A quiz's state as cached, with when it came from the server: the timer counts secondsLeft from then. */
export type QuizStateAt = SbaqQuizState & { receivedAt: number };

export function useSbaqTopics() {
  return useQuery({
    queryKey: sbaqKeys.topics,
    queryFn: ({ signal }) => call('GET /api/sbaq/topics', {}, { signal }),
  });
}

export function useCreateQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSbaqQuiz) => call('POST /api/sbaq/quizzes', { body }).then((r) => r.quiz),
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
      call('GET /api/sbaq/quizzes/:id', { params: { id: id ?? '' } }, { signal }).then((s) => ({
        ...s,
        receivedAt: Date.now(),
      })),
    enabled: Boolean(id),
    // The quiz is the user's own work in progress: refetching on focus could undo an answer being saved.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One answer, as the user goes. The same body may be sent again on purpose (A, then B, then A). */
export const saveAnswer = (id: string, body: SaveSbaqAnswer) =>
  call('POST /api/sbaq/quizzes/:id/answers', { params: { id }, body }, { allowDuplicate: true });

export function useSubmitQuiz(id: string) {
  const client = useQueryClient();
  return useMutation({
    // Submitting twice gives the same summary, so a retry after a lost reply is safe.
    mutationFn: () =>
      call('POST /api/sbaq/quizzes/:id/submit', { params: { id } }, { allowDuplicate: true }).then(
        (r) => r.summary,
      ),
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
    queryFn: ({ signal }) => call('GET /api/sbaq/mocks', {}, { signal }),
  });
}

export function useMock(id: string) {
  return useQuery({
    queryKey: sbaqKeys.mock(id),
    queryFn: ({ signal }) => call('GET /api/sbaq/mocks/:id', { params: { id } }, { signal }),
  });
}

export function useStartMock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paper: FlkPaper) => call('POST /api/sbaq/mocks', { body: { paper } }).then((r) => r.mock),
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
      call('POST /api/sbaq/mocks/:id/session-2', { params: { id } }, { allowDuplicate: true }),
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
      call('GET /api/sbaq/quizzes', { query: { limit, cursor: cursor ?? undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

// ---- The public demo: five fixed questions, marked without an account or a stored row ----

export function useDemoSbaq() {
  return useQuery({
    queryKey: sbaqKeys.demo,
    queryFn: ({ signal }) => call('GET /api/demo/sbaq', {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useDemoSbaqMarking() {
  return useMutation({
    mutationFn: (answers: Record<string, OptionKey>) =>
      call('POST /api/demo/sbaq/feedback', { body: { answers } }),
  });
}

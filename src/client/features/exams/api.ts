import { api } from '@client/lib/api';
import { examKeys, subjectKeys } from '@client/lib/query-keys';
import type { Exam, ExamInput, ExamPatch, Readiness } from '@shared/contracts/exams';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The exam keys live in the shared layer (lib/query-keys) with the dashboard's Upcoming Exams key, under the
// same 'exams' root, so saving or deleting an exam here refreshes that section too.
export { examKeys };

export type ExamPage = { items: Exam[]; nextCursor: string | null };
const id = (value: string) => encodeURIComponent(value);

export function useExams(opts: { upcoming: boolean; cursor: string | null; limit?: number }) {
  return useQuery({
    queryKey: examKeys.list(opts.upcoming, opts.cursor),
    queryFn: ({ signal }) =>
      api.get<ExamPage>('/exams', {
        signal,
        query: { upcoming: opts.upcoming, limit: opts.limit ?? 50, cursor: opts.cursor ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useExam(examId: string | undefined) {
  return useQuery({
    queryKey: examKeys.detail(examId ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ exam: Exam }>(`/exams/${id(examId ?? '')}`, { signal }).then((r) => r.exam),
    enabled: Boolean(examId),
  });
}

export function useReadiness(examId: string | undefined) {
  return useQuery({
    queryKey: examKeys.readiness(examId ?? ''),
    queryFn: ({ signal }) => api.get<Readiness>(`/exams/${id(examId ?? '')}/readiness`, { signal }),
    enabled: Boolean(examId),
  });
}

export function useSaveExam(examId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExamInput | ExamPatch) =>
      examId
        ? api.patch<{ exam: Exam }>(`/exams/${id(examId)}`, input).then((r) => r.exam)
        : api.post<{ exam: Exam }>('/exams', input).then((r) => r.exam),
    onSuccess: (saved) => {
      client.setQueryData(examKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: examKeys.all });
    },
  });
}

export function useDeleteExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (examId: string) => api.delete(`/exams/${id(examId)}`),
    onSuccess: (_r, examId) => {
      client.removeQueries({ queryKey: examKeys.detail(examId) });
      void client.invalidateQueries({ queryKey: examKeys.all });
    },
  });
}

/** The subjects an exam can belong to (the same key as the Subjects screen, so the cache is shared). */
export function useSubjectChoices() {
  return useQuery({
    queryKey: subjectKeys.list(),
    queryFn: ({ signal }) =>
      api.get<{ items: Array<{ id: string; name: string }> }>('/subjects', { signal }).then((r) => r.items),
  });
}

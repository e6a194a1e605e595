import { call } from '@client/lib/api';
import { examKeys, subjectKeys } from '@client/lib/query-keys';
import type { ExamInput, ExamPatch } from '@shared/contracts/exams';
import type { Output } from '@shared/contracts/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The exam keys live in the shared layer (lib/query-keys) with the dashboard's Upcoming Exams key, under the
// same 'exams' root, so saving or deleting an exam here refreshes that section too.
export { examKeys };

export type ExamPage = Output<'GET /api/exams'>;

export function useExams(opts: { upcoming: boolean; cursor: string | null; limit?: number }) {
  return useQuery({
    queryKey: examKeys.list(opts.upcoming, opts.cursor),
    queryFn: ({ signal }) =>
      call(
        'GET /api/exams',
        {
          query: {
            upcoming: opts.upcoming ? 'true' : 'false',
            limit: opts.limit ?? 50,
            cursor: opts.cursor ?? undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useExam(examId: string | undefined) {
  return useQuery({
    queryKey: examKeys.detail(examId ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/exams/:id', { params: { id: examId ?? '' } }, { signal }).then((r) => r.exam),
    enabled: Boolean(examId),
  });
}

export function useReadiness(examId: string | undefined) {
  return useQuery({
    queryKey: examKeys.readiness(examId ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/exams/:id/readiness', { params: { id: examId ?? '' } }, { signal }),
    enabled: Boolean(examId),
  });
}

export function useSaveExam(examId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExamInput | ExamPatch) =>
      examId
        ? call('PATCH /api/exams/:id', { params: { id: examId }, body: input }).then((r) => r.exam)
        : // A new exam comes from the full form: every required field is there.
          call('POST /api/exams', { body: input as ExamInput }).then((r) => r.exam),
    onSuccess: (saved) => {
      client.setQueryData(examKeys.detail(saved.id), saved);
      void client.invalidateQueries({ queryKey: examKeys.all });
    },
  });
}

export function useDeleteExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (examId: string) => call('DELETE /api/exams/:id', { params: { id: examId } }),
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
    queryFn: ({ signal }) => call('GET /api/subjects', {}, { signal }).then((r) => r.items),
  });
}

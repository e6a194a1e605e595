import { call } from '@client/lib/api';
import type { SqeReadiness } from '@shared/contracts/sqe';
import { useQuery } from '@tanstack/react-query';

// SQE readiness is drawn by the SQE page and by the dashboard, which may not import each other, so its query
// lives here. Under the 'study' root, so answering cards refreshes it; it is fetched afresh each time a
// screen showing it opens, as exams, quizzes and mock papers (other roots) also change it.
export const sqeReadinessKey = ['study', 'sqe-readiness'] as const;

export function useSqeReadiness() {
  return useQuery({
    queryKey: sqeReadinessKey,
    queryFn: ({ signal }) => call('GET /api/sqe/readiness', {}, { signal }),
    refetchOnMount: 'always',
  });
}

/** Nothing to measure yet: no SQE exam, no cards in FLK subjects, no SBAQs, mocks or SQE2 attempts. */
export function nothingYet(r: SqeReadiness): boolean {
  return (
    r.exam === null &&
    r.dueToday === 0 &&
    r.flk.every((f) => f.cardCount === 0 && f.sbaq === null) &&
    r.mocks.every((m) => m.latest === null) &&
    r.sqe2.every((s) => s.attempts === 0)
  );
}

import { FLK_PAPERS, PUBLISHED_PASS_MARKS } from '../../../shared/contracts/sbaq-mocks';
import type { MockPaperStanding, SqeReadiness } from '../../../shared/contracts/sqe';
import type { FlkPaperId } from '../../../shared/flk';
import type { Db } from '../../db/connect';
import * as exams from '../exams/service';
import { listMocks } from '../sbaq';
import { dueToday as dueReviews } from '../study/service';
import { progress } from './service';
import { sqeExamOf, todayList } from './today';

// Upcoming exams looked through for an SQE one; nobody has more than this many booked ahead that matter.
const EXAMS_SCANNED = 50;

function verdict(paper: FlkPaperId, percent: number): 'above' | 'within' | 'below' {
  const marks = PUBLISHED_PASS_MARKS.map((m) => m[paper]);
  if (percent > Math.max(...marks)) return 'above';
  return percent < Math.min(...marks) ? 'below' : 'within';
}

/**
 * One view of SQE readiness: the nearest SQE exam and what today's share of its plan is, progress per FLK
 * subject and SQE2 skill, the latest mock of each paper, and a short list of what to do today.
 */
export async function readiness(db: Db, userId: string, now = new Date()): Promise<SqeReadiness> {
  const [flkAndSqe2, upcoming, mockHistory, dueToday] = await Promise.all([
    progress(db, userId, now),
    exams.listExams(db, userId, { upcoming: true, limit: EXAMS_SCANNED }, now),
    listMocks(db, userId),
    dueReviews(db, userId, now),
  ]);
  const { flk, sqe2 } = flkAndSqe2;
  const paperOfSubject = new Map(flk.flatMap((f) => f.subjects.map((s) => [s.id, f.paper] as const)));
  const found = upcoming.items
    .map((e) => ({ e, sqe: sqeExamOf(e, (id) => paperOfSubject.get(id)) }))
    .find((x) => x.sqe !== null);

  let exam: SqeReadiness['exam'] = null;
  if (found?.sqe) {
    const r = await exams.readiness(db, userId, found.e.id, now);
    exam = {
      id: found.e.id,
      title: found.e.title,
      kind: found.e.kind,
      startsAt: found.e.startsAt,
      daysLeft: r.daysLeft,
      ...found.sqe,
      planToday: { reviews: r.plan[0]?.reviews ?? 0, newCards: r.plan[0]?.newCards ?? 0 },
    };
  }

  // The history is newest first, so the first mock of a paper is its latest.
  const mocks: MockPaperStanding[] = FLK_PAPERS.map((paper) => {
    const m = mockHistory.items.find((x) => x.paper === paper);
    return {
      paper,
      latest: m
        ? {
            id: m.id,
            createdAt: m.createdAt,
            sessionsDone: m.sessionsDone,
            percent: m.percent,
            verdict: m.percent === null ? null : verdict(paper, m.percent),
          }
        : null,
    };
  });

  return {
    exam,
    dueToday,
    flk,
    mocks,
    sqe2,
    today: todayList({ exam, dueToday, flk, mocks, sqe2 }),
  };
}

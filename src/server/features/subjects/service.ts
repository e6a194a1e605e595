import type { Subject } from '../../../shared/contracts/subjects';
import type { Executor } from '../../db/connect';
import { notFound } from '../../platform/errors';
import * as repo from './repo';

type Listed = Awaited<ReturnType<typeof repo.listSubjects>>[number];

function present(r: Listed): Subject {
  const { subject: s } = r;
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    color: s.color,
    flkSubject: (s.flkSubject as Subject['flkSubject']) ?? null,
    position: s.position,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    topicCount: r.topicCount,
    cardCount: r.cardCount,
    dueCount: r.dueCount,
    mastery: r.cardCount ? r.matureCount / r.cardCount : 0,
  };
}

export const listSubjects = async (db: Executor, userId: string) =>
  (await repo.listSubjects(db, userId)).map(present);

export async function getSubject(db: Executor, userId: string, id: string): Promise<Subject> {
  const [row] = await repo.listSubjects(db, userId, [id]);
  if (!row) throw notFound('Subject not found.');
  return present(row);
}

export async function createSubject(
  db: Executor,
  userId: string,
  input: { name: string; description?: string; color?: string; flkSubject?: Subject['flkSubject'] },
) {
  const row = await repo.insertSubject(db, userId, input);
  return getSubject(db, userId, row.id);
}

export async function updateSubject(
  db: Executor,
  userId: string,
  id: string,
  input: { name?: string; description?: string; color?: string; flkSubject?: Subject['flkSubject'] },
) {
  if (!(await repo.updateSubject(db, userId, id, input))) throw notFound('Subject not found.');
  return getSubject(db, userId, id);
}

/** Deletes the subject with its topics and cards (the client has shown the counts and asked first). */
export async function deleteSubject(db: Executor, userId: string, id: string) {
  if (!(await repo.deleteSubject(db, userId, id))) throw notFound('Subject not found.');
}

export async function reorderSubjects(db: Executor, userId: string, ids: string[]) {
  await repo.reorderSubjects(db, userId, ids);
  return listSubjects(db, userId);
}

/** For other features (topics): does this subject belong to the user? */
export async function assertOwnSubject(db: Executor, userId: string, id: string) {
  if (!(await repo.subjectExists(db, userId, id))) throw notFound('Subject not found.');
}

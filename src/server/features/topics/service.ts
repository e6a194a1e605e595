import type { Topic } from '../../../shared/contracts/subjects';
import type { Executor } from '../../db/connect';
import { notFound } from '../../platform/errors';
import { assertOwnSubject } from '../subjects/service';
import * as repo from './repo';

type Listed = Awaited<ReturnType<typeof repo.listTopics>>[number];

function present(r: Listed): Topic {
  const { topic: t } = r;
  return {
    id: t.id,
    subjectId: t.subjectId,
    name: t.name,
    description: t.description,
    position: t.position,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    cardCount: r.cardCount,
    dueCount: r.dueCount,
    mastery: r.cardCount ? r.matureCount / r.cardCount : 0,
  };
}

const TOPIC_NOT_FOUND = 'Topic not found.';

export const listAllTopics = async (db: Executor, userId: string) =>
  (await repo.listTopics(db, userId)).map(present);

export async function listTopicsOf(db: Executor, userId: string, subjectId: string) {
  await assertOwnSubject(db, userId, subjectId);
  return (await repo.listTopics(db, userId, { subjectId })).map(present);
}

export async function getTopic(db: Executor, userId: string, id: string): Promise<Topic> {
  const [row] = await repo.listTopics(db, userId, { ids: [id] });
  if (!row) throw notFound(TOPIC_NOT_FOUND);
  return present(row);
}

export async function createTopic(
  db: Executor,
  userId: string,
  subjectId: string,
  input: { name: string; description?: string },
) {
  await assertOwnSubject(db, userId, subjectId);
  const row = await repo.insertTopic(db, userId, subjectId, input);
  return getTopic(db, userId, row.id);
}

export async function updateTopic(
  db: Executor,
  userId: string,
  id: string,
  input: { name?: string; description?: string; subjectId?: string },
) {
  if (input.subjectId) await assertOwnSubject(db, userId, input.subjectId);
  if (!(await repo.updateTopic(db, userId, id, input))) throw notFound(TOPIC_NOT_FOUND);
  return getTopic(db, userId, id);
}

export async function deleteTopic(db: Executor, userId: string, id: string) {
  if (!(await repo.deleteTopic(db, userId, id))) throw notFound(TOPIC_NOT_FOUND);
}

export async function reorderTopics(db: Executor, userId: string, subjectId: string, ids: string[]) {
  await assertOwnSubject(db, userId, subjectId);
  await repo.reorderTopics(db, userId, ids);
  return listTopicsOf(db, userId, subjectId);
}

/** For other features (flashcards, imports): the user's topic, or 404. */
export async function ownTopic(db: Executor, userId: string, id: string) {
  const row = await repo.findTopic(db, userId, id);
  if (!row) throw notFound(TOPIC_NOT_FOUND);
  return row;
}

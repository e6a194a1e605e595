import { MESSAGES } from '../../../shared/errors';
import type { Executor } from '../../db/connect';
import { invalidInput } from '../../platform/errors';
import { assertOwnSubject } from '../subjects/service';
import { ownTopic } from '../topics/service';

// A mind map is filed under a subject and topic the way a note is (features/notes/service.ts): the same
// rules, so the two lists of a topic agree.

export type Links = { subjectId: string | null; topicId: string | null };

/**
 * Both links must be the user's own (another user's answers 404). A topic implies its subject; a topic
 * from another subject than the one chosen is refused.
 */
export async function checkLinks(db: Executor, userId: string, links: Links): Promise<Links> {
  if (links.subjectId) await assertOwnSubject(db, userId, links.subjectId);
  if (!links.topicId) return links;
  const topic = await ownTopic(db, userId, links.topicId);
  if (links.subjectId && topic.subjectId !== links.subjectId) {
    throw invalidInput('topicId', MESSAGES.mindMapTopicMismatch);
  }
  return { subjectId: topic.subjectId, topicId: topic.id };
}

/**
 * What a patch leaves the links as: a new topic alone brings its own subject; a new subject alone drops a
 * topic that belonged to the old one.
 */
export function mergeLinks(current: Links, requested: Partial<Links>): Links {
  const { topicId } = requested;
  const subjectId =
    requested.subjectId !== undefined ? requested.subjectId : topicId ? null : current.subjectId;
  if (topicId !== undefined) return { subjectId, topicId };
  return { subjectId, topicId: subjectId === current.subjectId ? current.topicId : null };
}

import type { ContactBody } from '../../../shared/contracts/account';
import type { Config } from '../../config';
import type { Executor } from '../../db/connect';
import { takeRateLimit } from '../../platform/rate-limit';
import * as repo from './repo';

export async function sendMessage(
  db: Executor,
  limits: Config['rateLimits'],
  ip: string,
  userId: string | null,
  message: ContactBody,
) {
  await takeRateLimit(db, `contact:ip:${ip}`, limits.contactPerIp);
  return repo.insertMessage(db, userId, message);
}
export const messagesOf = repo.messagesOf;
export const deleteMessagesOf = repo.deleteMessagesOf;

import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { forgetUser } from '../../platform/session';
import { exportGenerations } from '../ai';
import type { UserRow } from '../auth';
import * as auth from '../auth/service';
import { anonymiseBillingOf, billingRecordsOf } from '../billing/service';
import * as contact from '../contact/service';
import { exportDashboard } from '../dashboard/service';
import { exportImages } from '../images';
import { exportNotifications } from '../notifications/service';
import { studyMaterialOf } from './repo';

/** Everything Ratio holds about a user (UK GDPR right of access). Each feature adds its part here. */
export async function exportMyData(db: Db, userId: string) {
  return {
    exportedAt: new Date().toISOString(),
    ...(await auth.exportAccount(db, userId)),
    ...(await exportDashboard(db, userId)),
    ...(await studyMaterialOf(db, userId)),
    contactMessages: await contact.messagesOf(db, userId),
    billing: await billingRecordsOf(db, userId),
    notifications: await exportNotifications(db, userId),
    aiGenerations: await exportGenerations(db, userId),
    // The pictures themselves, in base64, so the download is the whole of the cards (docs/decisions/0077).
    images: await exportImages(db, userId),
  };
}

/** Deletes the account and everything that belongs to it; foreign keys cascade to the user's rows. */
export async function deleteMyData(db: Db, limits: Config['rateLimits'], user: UserRow, password: string) {
  await auth.confirmPassword(db, limits, user, password);
  await db.transaction(async (tx) => {
    await contact.deleteMessagesOf(tx, user.id);
    await anonymiseBillingOf(tx, user.id);
    await auth.deleteAccount(tx, user.id);
  });
  // Again after the commit: a request between the eviction inside the transaction and the commit may have
  // cached the still-visible session.
  await forgetUser(db, user.id);
}

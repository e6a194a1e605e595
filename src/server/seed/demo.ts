import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { createAccount, findUserByIdentifier, resetPassword } from '../features/auth/service';
import { seedDemoContent } from './demo-content';

export const DEMO_USERNAME = 'demo';

/**
 * The demo account exists only on the embedded database and never in production.
 * Its password is random per data folder, kept beside the database so it can be printed at each start.
 */
export async function seedDemo(
  db: Db,
  config: Config,
): Promise<{ username: string; password: string } | null> {
  if (config.env === 'production' || config.database.kind !== 'pglite') return null;
  const file = path.join(config.dataDir, 'demo-password.txt');
  const saved = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  const password = saved || `demo-${randomBytes(9).toString('base64url')}`;
  const existing = await findUserByIdentifier(db, DEMO_USERNAME);
  if (!existing) {
    const user = await createAccount(db, {
      username: DEMO_USERNAME,
      email: 'demo@ratio.local',
      password,
      plan: 'PREMIUM',
    });
    await seedDemoContent(db, user.id);
  } else if (!saved) {
    // The file was lost: give the account a new password rather than leave it unusable.
    await resetPassword(db, existing.id, password);
  }
  if (!saved) fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return { username: DEMO_USERNAME, password };
}

import { eq, sql } from 'drizzle-orm';
import type { DashboardSettings } from '../../../shared/contracts/account';
import type { Executor } from '../../db/connect';
import { dashboardSettings } from '../../db/schema';

export async function findSettings(db: Executor, userId: string): Promise<DashboardSettings | undefined> {
  const [row] = await db
    .select()
    .from(dashboardSettings)
    .where(eq(dashboardSettings.userId, userId))
    .limit(1);
  return row?.settings as DashboardSettings | undefined;
}

export async function saveSettings(db: Executor, userId: string, settings: DashboardSettings) {
  await db
    .insert(dashboardSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: dashboardSettings.userId, set: { settings, updatedAt: sql`now()` } });
}

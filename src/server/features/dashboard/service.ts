import type { DashboardSettings } from '../../../shared/contracts/account';
import type { Executor } from '../../db/connect';
import * as repo from './repo';

export const settingsOf = async (db: Executor, userId: string) =>
  (await repo.findSettings(db, userId)) ?? null;
export const saveSettings = (db: Executor, userId: string, settings: DashboardSettings) =>
  repo.saveSettings(db, userId, settings);
export const exportDashboard = async (db: Executor, userId: string) => ({
  dashboardSettings: await settingsOf(db, userId),
});

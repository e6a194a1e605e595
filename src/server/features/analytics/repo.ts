import type { Executor } from '../../db/connect';
import { analyticsEvents } from '../../db/schema';

export type AnalyticsEventValues = {
  userId: string | null;
  kind: 'page_view' | 'action' | 'feature' | 'conversion';
  name: string;
  path?: string | null;
  plan?: string | null;
  value?: number | null;
  currency?: string | null;
};

export async function insertEvent(db: Executor, values: AnalyticsEventValues) {
  await db.insert(analyticsEvents).values(values);
}

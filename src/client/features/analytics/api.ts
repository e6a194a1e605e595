import { flushAnalytics } from '@client/lib/analytics';
import { call } from '@client/lib/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rememberUserCount } from './lib/fallback';
import type { DayRange } from './lib/range';

export const analyticsKeys = {
  admin: (range: DayRange) => ['analytics', 'admin', range.from, range.to] as const,
};

/**
 * GET /api/admin/analytics for a range of London days. Page views this browser has not sent yet go first,
 * so an admin sees their own latest visits. The total is remembered for the placeholder figures (lib/fallback.ts).
 */
export function useAdminAnalytics(range: DayRange, enabled = true) {
  return useQuery({
    queryKey: analyticsKeys.admin(range),
    queryFn: async ({ signal }) => {
      await flushAnalytics();
      const data = await call('GET /api/admin/analytics', { query: { ...range } }, { signal });
      rememberUserCount(data.userStats.totalUsers);
      return data;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

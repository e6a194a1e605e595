import { TOOL_TYPES } from '@shared/ai-limits';
import type { AdminAnalytics } from '@shared/contracts/analytics';

// A failed load of the admin's figures shows placeholders derived from a remembered user count (10 when
// none is known), so the screen keeps its shape instead of going blank. The count is the total of the last
// figures that did load in this browser. The other figures are fixed shares of it, all users on Free, and no
// page views or tool use: the screen says plainly that they are placeholders, and they cannot be exported.

export const USER_COUNT_KEY = 'admin_user_count';
export const DEFAULT_USER_COUNT = 10;

export function cachedUserCount(): number {
  try {
    const n = Number(window.localStorage.getItem(USER_COUNT_KEY));
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_USER_COUNT;
  } catch {
    return DEFAULT_USER_COUNT;
  }
}

export function rememberUserCount(total: number): void {
  try {
    window.localStorage.setItem(USER_COUNT_KEY, String(total));
  } catch {
    // Not kept: the default is used next time.
  }
}

export function placeholderAnalytics(
  range: AdminAnalytics['range'],
  total: number = cachedUserCount(),
): AdminAnalytics {
  const share = (f: number) => Math.round(total * f);
  return {
    range,
    userStats: {
      totalUsers: total,
      activeToday: share(0.3),
      activeThisWeek: share(0.7),
      newUsersToday: share(0.1),
      newUsersThisWeek: share(0.2),
    },
    subscriptionStats: { free: total, basic: 0, premium: 0, unlimited: 0, ultra: 0 },
    pageViews: [],
    totalPageViews: 0,
    pageViewsByDay: [],
    toolUsage: TOOL_TYPES.map((tool) => ({ tool, uses: 0 })),
    conversions: { premium: 0, unlimited: 0, ultra: 0 },
    actions: [],
    features: [],
  };
}

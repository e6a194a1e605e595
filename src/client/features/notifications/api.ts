import { useAuth } from '@client/components/auth/auth-context';
import { call } from '@client/lib/api';
import type { MarkReadResponse, NotificationsResponse } from '@shared/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The dropdown shows the latest 10. */
export const NOTIFICATIONS_LIMIT = 10;
/** New notifications come from billing events, which are rare: every 5 minutes, and on focus, is enough. */
export const NOTIFICATIONS_POLL_MS = 300_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  // Per user, so a different account signing in on this tab never sees the last one's list.
  latest: (userId: string) => ['notifications', 'latest', userId, NOTIFICATIONS_LIMIT] as const,
};

function useLatestKey() {
  const { user } = useAuth();
  return { user, key: notificationKeys.latest(user?.id ?? '') };
}

/** Notifications are fetched only while a user is logged in. */
export function useNotifications() {
  const { user, key } = useLatestKey();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      call('GET /api/notifications', { query: { limit: NOTIFICATIONS_LIMIT } }, { signal }),
    enabled: Boolean(user),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    // The app turns focus refetches off by default; the bell wants them (within its 30 s of freshness).
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}

/**
 * The list as it is once `ids` (or all) are read: those still unread turn read and the counter drops by
 * as many, never below 0, even when the server's count and the list disagree.
 */
export function markedRead(
  data: NotificationsResponse,
  ids: ReadonlySet<string> | 'all',
): NotificationsResponse {
  let changed = 0;
  const items = data.items.map((n) => {
    if (n.read || (ids !== 'all' && !ids.has(n.id))) return n;
    changed += 1;
    return { ...n, read: true };
  });
  return { items, unread: ids === 'all' ? 0 : Math.max(0, data.unread - changed) };
}

/** Marks read at once on screen, puts it back if the server refuses, then reads the truth again. */
function useMarkReadMutation<V>(
  send: (vars: V) => Promise<MarkReadResponse>,
  which: (vars: V) => ReadonlySet<string> | 'all',
) {
  const client = useQueryClient();
  const { key } = useLatestKey();
  return useMutation({
    mutationFn: send,
    onMutate: async (vars: V) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<NotificationsResponse>(key);
      if (previous) client.setQueryData(key, markedRead(previous, which(vars)));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkRead() {
  return useMarkReadMutation(
    (ids: string[]) => call('POST /api/notifications/read', { body: { ids } }),
    (ids) => new Set(ids),
  );
}

export function useMarkAllRead() {
  return useMarkReadMutation<void>(
    () => call('POST /api/notifications/read-all'),
    () => 'all',
  );
}

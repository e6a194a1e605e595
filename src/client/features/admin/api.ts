import { call } from '@client/lib/api';
import type { AdminUserSort, ChangePlanInput, SortOrder } from '@shared/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type UsersQuery = {
  q: string;
  sort: AdminUserSort;
  order: SortOrder;
  limit: number;
  cursor: string | null;
};

export const adminKeys = {
  all: ['admin'] as const,
  users: (query: UsersQuery) => ['admin', 'users', 'list', query] as const,
  user: (id: string) => ['admin', 'users', 'detail', id] as const,
  content: (id: string) => ['admin', 'users', 'content', id] as const,
  usage: (id: string) => ['admin', 'users', 'usage', id] as const,
  audit: (userId: string | null, cursor: string | null, limit: number) =>
    ['admin', 'audit', userId ?? '', cursor ?? '', limit] as const,
};

export function useAdminUsers(query: UsersQuery) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) =>
      call(
        'GET /api/admin/users',
        {
          query: {
            q: query.q || undefined,
            sort: query.sort,
            order: query.order,
            limit: query.limit,
            cursor: query.cursor ?? undefined,
          },
        },
        { signal },
      ),
    // The table keeps its rows while the next page or search loads, instead of jumping.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => call('GET /api/admin/users/:id', { params: { id } }, { signal }),
  });
}

export function useAdminUserContent(id: string) {
  return useQuery({
    queryKey: adminKeys.content(id),
    queryFn: ({ signal }) =>
      call('GET /api/admin/users/:id/content', { params: { id } }, { signal }).then((r) => r.counts),
  });
}

export function useAdminUserUsage(id: string) {
  return useQuery({
    queryKey: adminKeys.usage(id),
    queryFn: ({ signal }) => call('GET /api/admin/users/:id/usage', { params: { id } }, { signal }),
  });
}

export function useAuditLog(opts: { userId?: string; cursor: string | null; limit: number }) {
  return useQuery({
    queryKey: adminKeys.audit(opts.userId ?? null, opts.cursor, opts.limit),
    queryFn: ({ signal }) =>
      call(
        'GET /api/admin/audit',
        { query: { userId: opts.userId, limit: opts.limit, cursor: opts.cursor ?? undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A plan change touches the user, their limits, the users table and the audit log: all are fetched again. */
export function useChangeUserPlan(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePlanInput) =>
      call('PUT /api/admin/users/:id/subscription', { params: { id }, body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

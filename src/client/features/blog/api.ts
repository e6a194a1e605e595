import { call } from '@client/lib/api';
import type { BlogPostInput, BlogPostPatch } from '@shared/contracts/blog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const blogKeys = {
  all: ['blog'] as const,
  list: (tag: string | null, cursor: string | null) => ['blog', 'list', tag ?? '', cursor ?? ''] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
  tags: ['blog', 'tags'] as const,
  admin: ['blog', 'admin'] as const,
  adminList: (cursor: string | null) => ['blog', 'admin', 'list', cursor ?? ''] as const,
  adminPost: (id: string) => ['blog', 'admin', 'post', id] as const,
};

export function useBlogPosts(tag: string | null, cursor: string | null) {
  return useQuery({
    queryKey: blogKeys.list(tag, cursor),
    queryFn: ({ signal }) =>
      call(
        'GET /api/blog/posts',
        { query: { tag: tag ?? undefined, cursor: cursor ?? undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBlogTags() {
  return useQuery({
    queryKey: blogKeys.tags,
    queryFn: ({ signal }) => call('GET /api/blog/tags', {}, { signal }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) =>
      call('GET /api/blog/posts/:slug', { params: { slug } }, { signal }).then((r) => r.post),
  });
}

// ---- Admins: every post, drafts included ----

export function useAdminBlogPosts(cursor: string | null) {
  return useQuery({
    queryKey: blogKeys.adminList(cursor),
    queryFn: ({ signal }) =>
      call('GET /api/admin/blog/posts', { query: { cursor: cursor ?? undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBlogPost(id: string | undefined) {
  return useQuery({
    queryKey: blogKeys.adminPost(id ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/admin/blog/posts/:id', { params: { id: id ?? '' } }, { signal }).then((r) => r.post),
    enabled: Boolean(id),
    // The editor holds the admin's own work: a refetch on focus must not look like a change under them.
    refetchOnWindowFocus: false,
  });
}

/** Writes a new post (POST) or changes one (PATCH); either way every blog list is out of date after. */
export function useSaveBlogPost(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogPostInput | BlogPostPatch) =>
      (id
        ? call('PATCH /api/admin/blog/posts/:id', { params: { id }, body: input })
        : // Without an id the editor sends a whole new post.
          call('POST /api/admin/blog/posts', { body: input as BlogPostInput })
      ).then((r) => r.post),
    onSuccess: (post) => {
      client.setQueryData(blogKeys.adminPost(post.id), post);
      void client.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}

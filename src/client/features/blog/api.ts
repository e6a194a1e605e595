import { api } from '@client/lib/api';
import type {
  AdminBlogList,
  AdminBlogPost,
  BlogList,
  BlogPost,
  BlogPostInput,
  BlogPostPatch,
  BlogTags,
} from '@shared/contracts/blog';
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

const enc = encodeURIComponent;

export function useBlogPosts(tag: string | null, cursor: string | null) {
  return useQuery({
    queryKey: blogKeys.list(tag, cursor),
    queryFn: ({ signal }) =>
      api.get<BlogList>('/blog/posts', {
        signal,
        query: { tag: tag ?? undefined, cursor: cursor ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useBlogTags() {
  return useQuery({
    queryKey: blogKeys.tags,
    queryFn: ({ signal }) => api.get<BlogTags>('/blog/tags', { signal }).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) =>
      api.get<{ post: BlogPost }>(`/blog/posts/${enc(slug)}`, { signal }).then((r) => r.post),
  });
}

// ---- Admins: every post, drafts included ----

export function useAdminBlogPosts(cursor: string | null) {
  return useQuery({
    queryKey: blogKeys.adminList(cursor),
    queryFn: ({ signal }) =>
      api.get<AdminBlogList>('/admin/blog/posts', { signal, query: { cursor: cursor ?? undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBlogPost(id: string | undefined) {
  return useQuery({
    queryKey: blogKeys.adminPost(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ post: AdminBlogPost }>(`/admin/blog/posts/${enc(id ?? '')}`, { signal }).then((r) => r.post),
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
        ? api.patch<{ post: AdminBlogPost }>(`/admin/blog/posts/${enc(id)}`, input)
        : api.post<{ post: AdminBlogPost }>('/admin/blog/posts', input)
      ).then((r) => r.post),
    onSuccess: (post) => {
      client.setQueryData(blogKeys.adminPost(post.id), post);
      void client.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}

import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { reasonOf } from '@client/components/forms/form-errors';
import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminBlogPostSummary } from '@shared/contracts/blog';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminBlogPosts, useSaveBlogPost } from '../api';
import { formatPostDate } from '../components/PostParts';

function PostRow({ post }: { post: AdminBlogPostSummary }) {
  const save = useSaveBlogPost(post.id);
  const published = post.status === 'published';
  const titleId = `post-${post.id}-title`;

  function toggle() {
    save.mutate(
      { status: published ? 'draft' : 'published' },
      {
        onSuccess: () => notify(published ? 'Post unpublished.' : 'Post published.', 'success'),
        onError: (err) => notify(reasonOf(err) || 'The post was not changed.', 'error'),
      },
    );
  }

  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2 }} aria-labelledby={titleId}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography id={titleId} component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {post.title}
            </Typography>
            <Chip
              size="small"
              label={published ? 'Published' : 'Draft'}
              color={published ? 'success' : 'default'}
              variant={published ? 'filled' : 'outlined'}
            />
            {post.source === 'file' ? <Chip size="small" variant="outlined" label="From data/blog" /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {published
              ? `Published ${formatPostDate(post.publishedAt)}`
              : `Draft, last changed ${formatPostDate(post.updatedAt)}`}{' '}
            · /blog/{post.slug} · {post.readingMinutes} min read
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          <Button variant="outlined" size="small" component={Link} to={`/admin/blog/${post.id}/edit`}>
            Edit
          </Button>
          <Button
            variant={published ? 'text' : 'contained'}
            size="small"
            onClick={toggle}
            disabled={save.isPending}
          >
            {published ? 'Unpublish' : 'Publish'}
          </Button>
          {published ? (
            <Button size="small" component={Link} to={`/blog/${post.slug}`}>
              View
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}

export default function AdminBlogPage() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const posts = useAdminBlogPosts(cursor);
  const items = posts.data?.items ?? [];

  return (
    <PageContainer
      title="Blog posts"
      maxWidth="lg"
      intro="Every post, drafts included, newest first. Drafts are seen by admins only until they are published."
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" startIcon={<Add />} component={Link} to="/admin/blog/new">
          New post
        </Button>
        <RouterLink to="/blog" sx={{ ml: 1 }}>
          See the blog
        </RouterLink>
      </Stack>
      {posts.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="The posts could not be loaded." error={posts.error} />
      {posts.data && items.length === 0 && cursor === null ? (
        <Typography color="text.secondary">No posts yet. Write the first one with New post.</Typography>
      ) : null}
      {items.length > 0 ? (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Posts">
          {items.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </Stack>
      ) : null}
      {cursors.length > 1 || posts.data?.nextCursor ? (
        <Stack direction="row" spacing={1}>
          {cursors.length > 1 ? (
            <Button onClick={() => setCursors((c) => c.slice(0, -1))}>Newer posts</Button>
          ) : null}
          {posts.data?.nextCursor ? (
            <Button onClick={() => setCursors((c) => [...c, posts.data?.nextCursor ?? null])}>
              Older posts
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </PageContainer>
  );
}

import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import RssFeed from '@mui/icons-material/RssFeed';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary } from '@shared/contracts/blog';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBlogPosts, useBlogTags } from '../api';
import { PostMeta, TagChips } from '../components/PostParts';

function PostCard({ post, tag }: { post: BlogPostSummary; tag: string | null }) {
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack spacing={1.25}>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
            <RouterLink to={`/blog/${post.slug}`} underline="hover" color="inherit">
              {post.title}
            </RouterLink>
          </Typography>
          <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
          <Typography>{post.description}</Typography>
          <TagChips tags={post.tags} active={tag} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** One tag's posts, or all of them, a page at a time; `key`ed by tag so a new filter starts at the top. */
function PostList({ tag }: { tag: string | null }) {
  // The cursors of the pages visited, so "Newer posts" works without the server keeping state.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const posts = useBlogPosts(tag, cursor);
  const items = posts.data?.items ?? [];
  const go = (next: (string | null)[]) => {
    setCursors(next);
    window.scrollTo({ top: 0 });
  };

  if (posts.isPending) return <DelayedLoading variant="inline" />;
  if (posts.isError) return <FormErrorAlert title="The posts could not be loaded." error={posts.error} />;
  return (
    <>
      {items.length === 0 ? (
        <Typography color="text.secondary">
          {tag ? `No posts are tagged “${tag}” yet.` : 'No posts yet: the first ones are on their way.'}
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Posts">
          {items.map((post) => (
            <PostCard key={post.slug} post={post} tag={tag} />
          ))}
        </Stack>
      )}
      {cursors.length > 1 || posts.data?.nextCursor ? (
        <Stack direction="row" spacing={1} component="nav" aria-label="More posts">
          {cursors.length > 1 ? <Button onClick={() => go(cursors.slice(0, -1))}>Newer posts</Button> : null}
          {posts.data?.nextCursor ? (
            <Button onClick={() => go([...cursors, posts.data?.nextCursor ?? null])} sx={{ ml: 'auto' }}>
              Older posts
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}

export default function BlogPage() {
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim() || null;
  const tags = useBlogTags();

  return (
    <PageContainer
      title="Blog"
      intro="Guides from the Ratio team on the SQE, revision and exam technique for law students in England and Wales."
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {tags.data && tags.data.length > 0 ? (
          <TagChips tags={tags.data.map((t) => t.tag)} active={tag} label="All tags" />
        ) : null}
        <Link href="/blog/rss.xml" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <RssFeed fontSize="small" aria-hidden />
          RSS feed
        </Link>
      </Stack>
      {tag ? (
        <Typography>
          Posts tagged <strong>{tag}</strong> · <RouterLink to="/blog">All posts</RouterLink>
        </Typography>
      ) : null}
      <PostList key={tag ?? ''} tag={tag} />
    </PageContainer>
  );
}

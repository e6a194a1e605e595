import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { RouterLink } from '@client/components/RouterLink';
import { usePageTitle } from '@client/components/use-page-title';
import { ApiError } from '@client/lib/api';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useBlogPost } from '../api';
import { PostBody, PostMeta, TagChips } from '../components/PostParts';

function BackToBlog({ children = 'Back to the blog' }: { children?: string }) {
  return (
    <RouterLink
      to="/blog"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
    >
      <ArrowBack fontSize="small" aria-hidden />
      {children}
    </RouterLink>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  const missing = post.error instanceof ApiError && post.error.status === 404;
  usePageTitle(post.data?.title ?? (missing ? 'Post not found' : 'Blog'));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>
        <BackToBlog />
        {post.isPending ? <DelayedLoading variant="inline" /> : null}
        {missing ? (
          <Stack spacing={2}>
            <Typography variant="h1">Post not found</Typography>
            <Typography>
              There is no post at this address. It may have been moved or taken down; the blog lists every
              post that is published.
            </Typography>
          </Stack>
        ) : (
          <FormErrorAlert title="The post could not be loaded." error={post.error} />
        )}
        {post.data ? (
          <Stack component="article" spacing={3}>
            <Stack component="header" spacing={1.5}>
              <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
                {post.data.title}
              </Typography>
              <PostMeta
                authorName={post.data.authorName}
                publishedAt={post.data.publishedAt}
                readingMinutes={post.data.readingMinutes}
              />
              <TagChips tags={post.data.tags} />
            </Stack>
            <Divider />
            <PostBody>{post.data.body}</PostBody>
            <Divider />
            <BackToBlog>More posts from the blog</BackToBlog>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}

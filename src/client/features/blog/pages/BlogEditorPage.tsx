import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import { ApiError } from '@client/lib/api';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminBlogPost,
  BLOG_LIMITS,
  type BlogPostPatch,
  blogPostBody,
  readingMinutes,
  slugify,
  splitTags,
} from '@shared/contracts/blog';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAdminBlogPost, useSaveBlogPost } from '../api';
import { PostBody } from '../components/PostParts';

type Field = 'title' | 'slug' | 'description' | 'tags' | 'body';
type Errors = Partial<Record<Field, string>>;
/** What the buttons do: keep the post's status, publish it, or take it down. */
type Action = 'save' | 'publish' | 'unpublish';

const count = (n: number) => n.toLocaleString('en-GB');

/** Reasons by field, from zod's issues or the server's `details`: "tags.3" is the Tags field. */
function byField(issues: { path: unknown; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const path = Array.isArray(issue.path) ? issue.path : String(issue.path ?? '').split('.');
    const field = String(path[0] ?? '') as Field;
    if (['title', 'slug', 'description', 'tags', 'body'].includes(field) && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}

const serverErrors = (err: unknown) =>
  err instanceof ApiError && Array.isArray(err.details)
    ? byField(err.details as { path: unknown; message: string }[])
    : {};

function EditorForm({ post }: { post?: AdminBlogPost }) {
  const navigate = useNavigate();
  const save = useSaveBlogPost(post?.id);
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [description, setDescription] = useState(post?.description ?? '');
  const [tags, setTags] = useState(post?.tags.join(', ') ?? '');
  const [body, setBody] = useState(post?.body ?? '');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [errors, setErrors] = useState<Errors>({});
  const [action, setAction] = useState<Action | null>(null);
  // Which button sent the form; Enter in a field sends it with the first one, which saves.
  const intent = useRef<Action>('save');
  const published = post?.status === 'published';
  // A field's error goes as soon as the field is changed: the reason no longer describes what is there.
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = intent.current;
    intent.current = 'save';
    const fields = {
      title,
      description,
      body,
      tags: splitTags(tags),
      // Left empty: made from the title for a new post, kept as it is for an existing one.
      ...(slug.trim() ? { slug: slug.trim() } : {}),
    };
    const checked = blogPostBody.safeParse(fields);
    if (!checked.success) {
      const found = byField(checked.error.issues.map((i) => ({ path: i.path, message: i.message })));
      setErrors(found);
      if (found.body) setTab('write');
      return;
    }
    setErrors({});
    setAction(chosen);
    const status: BlogPostPatch['status'] =
      chosen === 'publish' ? 'published' : chosen === 'unpublish' ? 'draft' : undefined;
    const input = post
      ? { ...fields, ...(status ? { status } : {}) }
      : { ...fields, publish: chosen === 'publish' };
    save.mutate(input, {
      onSuccess: (saved) => {
        const message =
          chosen === 'publish'
            ? 'Post published.'
            : chosen === 'unpublish'
              ? 'Post unpublished.'
              : saved.status === 'published'
                ? 'Changes saved.'
                : 'Draft saved.';
        notify(message, 'success');
        // A new post carries on as an existing one, so the next save changes it rather than adding another.
        if (!post) navigate(`/admin/blog/${saved.id}/edit`, { replace: true });
        else setSlug(saved.slug);
      },
      onError: (err) => {
        const found = serverErrors(err);
        setErrors(found);
        if (found.body) setTab('write');
      },
    });
  }

  const autoSlug = title.trim() ? slugify(title) : '';
  const pending = save.isPending;
  const submitButton = (mine: Action, idle: string, busy: string, variant: 'contained' | 'outlined') => (
    <Button
      type="submit"
      variant={variant}
      disabled={pending}
      onClick={() => {
        intent.current = mine;
      }}
    >
      {pending && action === mine ? busy : idle}
    </Button>
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        {post ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip
              size="small"
              label={published ? 'Published' : 'Draft'}
              color={published ? 'success' : 'default'}
              variant={published ? 'filled' : 'outlined'}
            />
            {published ? <RouterLink to={`/blog/${post.slug}`}>View post</RouterLink> : null}
          </Stack>
        ) : null}
        {post?.source === 'file' ? (
          <Typography variant="body2" color="text.secondary">
            This post ships with Ratio in data/blog and is loaded from its file on every start, which replaces
            changes made here. Change the file instead; publishing and unpublishing here stay as you set them.
          </Typography>
        ) : null}
        <FormErrorAlert title="The post was not saved." error={save.error} />
        <TextField
          label="Title"
          value={title}
          onChange={(e) => edit('title', setTitle)(e.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title}
          required
          slotProps={{ htmlInput: { maxLength: BLOG_LIMITS.title } }}
        />
        <TextField
          label="Slug"
          value={slug}
          onChange={(e) => edit('slug', setSlug)(e.target.value)}
          error={Boolean(errors.slug)}
          helperText={
            errors.slug ??
            (post
              ? 'The end of the post’s address. Changing it breaks links already shared.'
              : `Optional: the end of the post’s address${autoSlug ? `, “${autoSlug}” if left empty` : ', made from the title if left empty'}.`)
          }
          placeholder={post ? undefined : autoSlug}
          slotProps={{
            htmlInput: { maxLength: BLOG_LIMITS.slug, autoCapitalize: 'none', spellCheck: false },
          }}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(e) => edit('description', setDescription)(e.target.value)}
          error={Boolean(errors.description)}
          helperText={
            errors.description ??
            `Shown in the list of posts and when the post is shared. ${count(description.length)} / ${BLOG_LIMITS.description} characters.`
          }
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: BLOG_LIMITS.description } }}
        />
        <TextField
          label="Tags"
          value={tags}
          onKeyDown={(e) => {
            // Enter ends a tag here, as in most tag fields, rather than sending the whole form half-written.
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            if (tags.trim() && !/,\s*$/.test(tags)) edit('tags', setTags)(`${tags.trimEnd()}, `);
          }}
          onChange={(e) => edit('tags', setTags)(e.target.value)}
          error={Boolean(errors.tags)}
          helperText={
            errors.tags ?? `Comma separated, e.g. SQE1, exam technique. At most ${BLOG_LIMITS.tags}.`
          }
        />
        <Stack spacing={1}>
          <Tabs value={tab} onChange={(_e, next) => setTab(next)} aria-label="Body view">
            <Tab value="write" label="Write" />
            <Tab value="preview" label="Preview" />
          </Tabs>
          {tab === 'write' ? (
            <TextField
              label="Body (Markdown)"
              value={body}
              onChange={(e) => edit('body', setBody)(e.target.value)}
              error={Boolean(errors.body)}
              helperText={
                errors.body ??
                `Markdown: ## for headings, **bold**, - for lists, [text](link). ${count(body.length)} / ${count(BLOG_LIMITS.body)} characters · ${readingMinutes(body)} min read.`
              }
              required
              multiline
              minRows={14}
              slotProps={{
                htmlInput: { maxLength: BLOG_LIMITS.body },
                input: { sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } },
              }}
            />
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, minHeight: 240 }} aria-label="Preview">
              <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 2 }}>
                {title || 'Untitled post'}
              </Typography>
              {body.trim() ? (
                <PostBody>{body}</PostBody>
              ) : (
                <Typography color="text.secondary">Nothing to preview yet: write the body first.</Typography>
              )}
            </Paper>
          )}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {published ? (
            <>
              {submitButton('save', 'Save changes', 'Saving…', 'contained')}
              {submitButton('unpublish', 'Unpublish', 'Unpublishing…', 'outlined')}
            </>
          ) : (
            <>
              {submitButton('save', 'Save draft', 'Saving…', 'outlined')}
              {submitButton('publish', 'Publish', 'Publishing…', 'contained')}
            </>
          )}
          <Button onClick={() => navigate('/admin/blog')} disabled={pending}>
            Back to all posts
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

export default function BlogEditorPage() {
  const { postId } = useParams();
  const existing = useAdminBlogPost(postId);
  const title = postId ? 'Edit blog post' : 'New blog post';
  const missing = existing.error instanceof ApiError && existing.error.status === 404;

  return (
    <PageContainer title={title} maxWidth="md">
      {postId && existing.isPending ? <DelayedLoading variant="inline" /> : null}
      {missing ? (
        <Typography>
          There is no post with this id. <RouterLink to="/admin/blog">See all posts</RouterLink>
        </Typography>
      ) : (
        <FormErrorAlert title="The post could not be loaded." error={existing.error} />
      )}
      {!postId || existing.data ? <EditorForm key={postId ?? 'new'} post={existing.data} /> : null}
    </PageContainer>
  );
}

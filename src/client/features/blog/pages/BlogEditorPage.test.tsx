import { ToastRegion } from '@client/app/toasts/ToastRegion';
import { configureApi } from '@client/lib/api';
import type { AdminBlogPost } from '@shared/contracts/blog';
import { MESSAGES } from '@shared/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AdminBlogPage from './AdminBlogPage';
import BlogEditorPage from './BlogEditorPage';

// The admin's blog screens with the network edge replaced; the pages, their hooks and the api client are
// real. The fake server keeps the posts it is sent, so a save is followed by what the server would answer.

const ID = '5b7c1e0a-3f2d-4b6a-9c8e-1d2f3a4b5c6d';
const FILE_ID = '6c8d2f1b-4a3e-4c7b-8d9f-2e3a4b5c6d7e';

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[];
let posts: Map<string, AdminBlogPost>;
let clock: number;
let refuseSlug: boolean;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stored(fields: Partial<AdminBlogPost> & { id: string }): AdminBlogPost {
  return {
    slug: 'a-post',
    title: 'A post',
    description: 'About it.',
    body: 'Text.',
    tags: [],
    authorName: 'editor',
    status: 'draft',
    publishedAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    readingMinutes: 1,
    source: 'editor',
    ...fields,
  };
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  sent = [];
  clock = 1_000_000;
  refuseSlug = false;
  posts = new Map([
    [
      FILE_ID,
      stored({
        id: FILE_ID,
        slug: 'how-the-sqe1-papers-are-structured',
        title: 'How the SQE1 papers are structured',
        status: 'published',
        publishedAt: '2026-11-16T09:00:00.000Z',
        authorName: 'The Ratio team',
        source: 'file',
      }),
    ],
  ]);
  configureApi({
    baseUrl: '/api',
    sleep: async () => {},
    // Each request a few seconds after the last, so two saves are never taken for a double click.
    now: () => (clock += 5000),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url: url.pathname, body });
      if (method === 'POST' && refuseSlug)
        return json(
          {
            error: {
              code: 'conflict',
              message: MESSAGES.blogSlugTaken,
              details: [{ path: 'slug', message: MESSAGES.blogSlugTaken }],
            },
          },
          409,
        );
      if (method === 'POST') {
        const { publish, ...fields } = body;
        const post = stored({
          ...fields,
          id: ID,
          slug: fields.slug ?? 'spaced-repetition-for-law-students',
          status: publish ? 'published' : 'draft',
          publishedAt: publish ? '2026-11-23T09:00:00.000Z' : null,
        });
        posts.set(ID, post);
        return json({ post }, 201);
      }
      const id = url.pathname.split('/').at(-1)!;
      if (method === 'PATCH') {
        const before = posts.get(id)!;
        const after = { ...before, ...body, publishedAt: before.publishedAt ?? '2026-11-23T09:00:00.000Z' };
        posts.set(id, after);
        return json({ post: after });
      }
      if (url.pathname === '/api/admin/blog/posts')
        return json({ items: [...posts.values()].map(({ body: _b, ...s }) => s), nextCursor: null });
      const post = posts.get(id);
      return post ? json({ post }) : json({ error: { code: 'not_found', message: 'Post not found.' } }, 404);
    },
  });
});
afterEach(cleanup);

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/blog" element={<AdminBlogPage />} />
            <Route path="/admin/blog/new" element={<BlogEditorPage />} />
            <Route path="/admin/blog/:postId/edit" element={<BlogEditorPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
      <ToastRegion />
    </StrictMode>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const writes = () => sent.filter((s) => s.method !== 'GET');

describe('writing a post', () => {
  it('previews the Markdown, saves a draft, then publishes it', async () => {
    renderAt('/admin/blog/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New blog post' })).toBeTruthy();
    type('Title', 'Spaced repetition for law students');
    expect(screen.getByText(/“spaced-repetition-for-law-students” if left empty/)).toBeTruthy();
    type('Description', 'Why testing yourself beats rereading.');
    type('Tags', ' revision,  flashcards ,');
    type(
      'Body (Markdown)',
      '## Why it works\n\nRecall is **retrieval** practice.\n\n<script>alert(1)</script>',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByLabelText('Preview');
    expect(within(preview).getByRole('heading', { name: 'Spaced repetition for law students' })).toBeTruthy();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Why it works' })).toBeTruthy();
    expect(within(preview).getByText('retrieval').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Write' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/blog/posts',
        body: {
          title: 'Spaced repetition for law students',
          description: 'Why testing yourself beats rereading.',
          body: '## Why it works\n\nRecall is **retrieval** practice.\n\n<script>alert(1)</script>',
          tags: ['revision', 'flashcards'],
          publish: false,
        },
      },
    ]);
    // The new post carries on as an existing one: the next save changes it.
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(`/admin/blog/${ID}/edit`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit blog post' })).toBeTruthy();
    expect(field('Slug').value).toBe('spaced-repetition-for-law-students');
    expect(screen.getByText('Draft')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Post published.')).toBeTruthy();
    expect(writes()[1]).toMatchObject({
      method: 'PATCH',
      url: `/api/admin/blog/posts/${ID}`,
      body: { title: 'Spaced repetition for law students', status: 'published' },
    });
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View post' }).getAttribute('href')).toBe(
      '/blog/spaced-repetition-for-law-students',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Post unpublished.')).toBeTruthy();
    expect(writes()[2]).toMatchObject({ method: 'PATCH', body: { status: 'draft' } });
  });

  it('publishes a new post at once', async () => {
    renderAt('/admin/blog/new');
    type('Title', 'Straight out');
    type('Description', 'Published without a draft.');
    type('Body (Markdown)', 'Text.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Post published.')).toBeTruthy();
    expect(writes()[0]!.body).toMatchObject({ title: 'Straight out', tags: [], publish: true });
  });

  it('shows what is missing under each field, and the server’s reasons too', async () => {
    renderAt('/admin/blog/new');
    type('Tags', 'one, two, three, four, five, six, seven, eight, nine, ten, eleven');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    expect(screen.getByText(/Description is required/)).toBeTruthy();
    expect(screen.getByText('Body is required.')).toBeTruthy();
    expect(screen.getByText('A post can have at most 10 tags.')).toBeTruthy();
    expect(writes()).toEqual([]);

    refuseSlug = true;
    type('Title', 'Taken');
    type('Description', 'Its slug is taken.');
    type('Tags', 'one');
    type('Body (Markdown)', 'Text.');
    type('Slug', 'taken');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.blogSlugTaken).length).toBeGreaterThan(0));
    expect(field('Slug').getAttribute('aria-invalid')).toBe('true');
    expect(writes()[0]!.body).toMatchObject({ slug: 'taken' });
  });

  it('clears a field’s reason once the field is filled, and takes Enter in Tags as the end of a tag', async () => {
    renderAt('/admin/blog/new');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Body is required.')).toBeTruthy();
    type('Body (Markdown)', 'Some text.');
    expect(screen.queryByText('Body is required.')).toBeNull();
    expect(field('Body (Markdown)').getAttribute('aria-invalid')).toBe('false');
    // The other reasons stay until their own fields change.
    expect(screen.getByText('Title is required.')).toBeTruthy();

    type('Title', 'Half written');
    type('Description', 'Not finished.');
    type('Tags', 'SQE1');
    // false: the keydown was cancelled, so the browser does not send the form.
    expect(fireEvent.keyDown(field('Tags'), { key: 'Enter', code: 'Enter' })).toBe(false);
    expect((field('Tags') as HTMLInputElement).value).toBe('SQE1, ');
    expect(writes()).toEqual([]);
  });

  it('warns that a post from data/blog is replaced by its file on start', async () => {
    renderAt(`/admin/blog/${FILE_ID}/edit`);
    expect(await screen.findByText(/loaded from its file on every start/)).toBeTruthy();
    expect(field('Title').value).toBe('How the SQE1 papers are structured');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });
});

describe('the list of posts', () => {
  it('shows every post with its status, and publishes a draft', async () => {
    posts.set(ID, stored({ id: ID, title: 'A draft about trusts', slug: 'a-draft-about-trusts' }));
    renderAt('/admin/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New post' }).getAttribute('href')).toBe('/admin/blog/new');
    const draft = await screen.findByRole('listitem', { name: 'A draft about trusts' });
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/admin/blog/${ID}/edit`,
    );
    const launch = screen.getByRole('listitem', { name: 'How the SQE1 papers are structured' });
    expect(within(launch).getByText('Published')).toBeTruthy();
    expect(within(launch).getByText(/Published 16 November 2026/)).toBeTruthy();
    expect(within(launch).getByRole('button', { name: 'Unpublish' })).toBeTruthy();

    fireEvent.click(within(draft).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Post published.')).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'PATCH', url: `/api/admin/blog/posts/${ID}`, body: { status: 'published' } },
    ]);
    await waitFor(() => expect(within(draft).getByRole('button', { name: 'Unpublish' })).toBeTruthy());
  });
});

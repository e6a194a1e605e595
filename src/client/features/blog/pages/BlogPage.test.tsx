import { configureApi } from '@client/lib/api';
import type { BlogPost, BlogPostSummary } from '@shared/contracts/blog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import BlogPage from './BlogPage';
import BlogPostPage from './BlogPostPage';

// The public blog with the network edge replaced (as in lib/api.test.ts); the pages, their hooks and the api
// client are real.

const summary = (n: number, fields: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  slug: `post-${n}`,
  title: `Post number ${n}`,
  description: `What post ${n} is about.`,
  tags: ['SQE1', 'exam format'],
  authorName: 'The Ratio team',
  publishedAt: `2026-11-${10 + n}T09:00:00.000Z`,
  readingMinutes: n + 3,
  ...fields,
});
const full: BlogPost = {
  ...summary(1, { title: 'How the SQE1 papers are structured' }),
  body: '## Two papers\n\nSQE1 has **two** papers.\n\n<script>window.hacked = true</script>\n\n<img src=x onerror="window.hacked = true">',
};

let sent: string[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  sent = [];
  window.scrollTo = () => {};
  configureApi({
    baseUrl: '/api',
    sleep: async () => {},
    fetch: async (input) => {
      const url = new URL(String(input), 'http://localhost');
      sent.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/blog/tags')
        return json({
          items: [
            { tag: 'SQE1', count: 3 },
            { tag: 'revision', count: 1 },
          ],
        });
      if (url.pathname === '/api/blog/posts/post-1') return json({ post: full });
      if (url.pathname.startsWith('/api/blog/posts/'))
        return json({ error: { code: 'not_found', message: 'Post not found.' } }, 404);
      const tag = url.searchParams.get('tag');
      if (tag === 'revision') return json({ items: [summary(9, { tags: ['revision'] })], nextCursor: null });
      if (url.searchParams.get('cursor') === 'page-2') return json({ items: [summary(1)], nextCursor: null });
      return json({ items: [summary(3), summary(2)], nextCursor: 'page-2' });
    },
  });
});
afterEach(cleanup);

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/blog" element={<BlogPage />} />
            <Route path="/blog/:slug" element={<BlogPostPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('the blog', () => {
  it('lists posts newest first with date and reading time, and pages back and forth', async () => {
    renderAt('/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Posts' });
    const cards = [...list.children] as HTMLElement[];
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Post number 3',
      'Post number 2',
    ]);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Post number 3' }).getAttribute('href')).toBe(
      '/blog/post-3',
    );
    expect(within(first).getByText(/13 November 2026/)).toBeTruthy();
    expect(within(first).getByText(/6 min read/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe('/blog/rss.xml');

    fireEvent.click(screen.getByRole('button', { name: 'Older posts' }));
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Post number 3' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Older posts' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Newer posts' }));
    expect(await screen.findByRole('link', { name: 'Post number 3' })).toBeTruthy();
    expect(sent).toContain('/api/blog/posts?cursor=page-2');
  });

  it('filters by a tag chosen from the list of tags', async () => {
    renderAt('/blog');
    const tags = await screen.findByRole('list', { name: 'All tags' });
    fireEvent.click(within(tags).getByRole('link', { name: 'revision' }));
    expect(await screen.findByRole('link', { name: 'Post number 9' })).toBeTruthy();
    expect(screen.getByText(/Posts tagged/)).toBeTruthy();
    expect(sent).toContain('/api/blog/posts?tag=revision');
    fireEvent.click(screen.getByRole('link', { name: 'All posts' }));
    expect(await screen.findByRole('link', { name: 'Post number 3' })).toBeTruthy();
  });

  it('shows a post: title, author, date, reading time, tags and its Markdown, sanitised', async () => {
    renderAt('/blog/post-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How the SQE1 papers are structured' }),
    ).toBeTruthy();
    expect(screen.getByText(/By The Ratio team/)).toBeTruthy();
    expect(screen.getByText(/11 November 2026/)).toBeTruthy();
    expect(screen.getByText(/4 min read/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Two papers' })).toBeTruthy();
    expect(screen.getByText('two').tagName).toBe('STRONG');
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'SQE1' }).getAttribute('href')).toBe('/blog?tag=SQE1');
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getAllByRole('link', { name: /Back to the blog/ })[0]!.getAttribute('href')).toBe('/blog');
    await waitFor(() => expect(document.title).toBe('How the SQE1 papers are structured · Ratio'));
  });

  it('says so when a post does not exist or is not published', async () => {
    renderAt('/blog/a-draft');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the blog/ })).toBeTruthy();
  });
});

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogEndpoints, SLUG_PATTERN } from '../../../shared/contracts/blog';
import { serve } from '../../platform/endpoints';
import { injectMeta, type PageMeta } from './page-meta';
import { RSS_ITEMS, renderRss } from './rss';
import * as blog from './service';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const origin = app.config.publicOrigin;

  serve(app, blogEndpoints, {
    'GET /api/blog/posts': ({ query }) => blog.listPublished(db, query),
    'GET /api/blog/posts/:slug': async ({ params }) => ({
      post: blog.presentPost(await blog.getPublished(db, params.slug)),
    }),
    'GET /api/blog/tags': () => blog.publishedTags(db),
    'GET /api/admin/blog/posts': ({ query }) => blog.listAll(db, query),
    'GET /api/admin/blog/posts/:id': async ({ params }) => ({ post: await blog.getForAdmin(db, params.id) }),
    'POST /api/admin/blog/posts': async ({ user, body }) => ({ post: await blog.createPost(db, user, body) }),
    'PATCH /api/admin/blog/posts/:id': async ({ params, body }) => ({
      post: await blog.updatePost(db, params.id, body),
    }),
  });

  // The pages themselves, for link previews and feed readers. Not descriptors: they are HTML and XML pages
  // outside /api, hidden from the API's documentation, and no client code calls them. /blog/rss.xml is a
  // static route, so it wins over /blog/:slug; both are registered before the client's catch-all.
  app.get('/blog/rss.xml', { schema: { hide: true } }, async (_request, reply) => {
    const posts = await blog.latestPublished(db, RSS_ITEMS);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/rss+xml; charset=utf-8')
      .send(renderRss(posts, origin));
  });

  const feedUrl = `${origin}/blog/rss.xml`;
  async function sendPage(reply: FastifyReply, meta: PageMeta | null) {
    const html = await app.clientIndexHtml();
    // No built client (the API's own tests, an API-only start): the usual not-found answer.
    if (html === null) return reply.callNotFound();
    return reply
      .status(meta ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(meta ? injectMeta(html, meta) : html);
  }

  app.get('/blog', { schema: { hide: true } }, async (_request, reply) =>
    sendPage(reply, {
      title: 'Blog',
      description:
        'Guides from the Ratio team on the SQE, revision and exam technique for law students in England and Wales.',
      url: `${origin}/blog`,
      type: 'website',
      feedUrl,
    }),
  );
  app.get(
    '/blog/:slug',
    { schema: { hide: true, params: z.object({ slug: z.string() }) } },
    async (request, reply) => {
      const { slug } = request.params;
      // A missing or draft post still gets the app, whose page says it was not found, with a 404 status.
      const post = SLUG_PATTERN.test(slug) ? await blog.findPublished(db, slug) : undefined;
      if (!post) return sendPage(reply, null);
      return sendPage(reply, {
        title: post.title,
        description: post.description,
        url: `${origin}/blog/${post.slug}`,
        type: 'article',
        publishedTime: (post.publishedAt ?? post.createdAt).toISOString(),
        tags: post.tags,
        feedUrl,
      });
    },
  );
};

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBlogList,
  adminBlogListQuery,
  adminBlogPost,
  blogList,
  blogListQuery,
  blogPost,
  blogPostBody,
  blogPostPatch,
  blogSlugParam,
  blogTags,
  SLUG_PATTERN,
} from '../../../shared/contracts/blog';
import { errorBody, idParam } from '../../../shared/contracts/common';
import { requireAuth } from '../../platform/session';
import { injectMeta, type PageMeta } from './page-meta';
import { RSS_ITEMS, renderRss } from './rss';
import * as blog from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const onePost = z.object({ post: adminBlogPost });

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const origin = app.config.publicOrigin;
  const tags = ['blog'];
  const admin = { auth: 'admin' as const };

  app.get(
    '/api/blog/posts',
    {
      schema: {
        tags,
        summary: 'Published posts, newest first; ?tag= keeps those with that tag',
        querystring: blogListQuery,
        response: { 200: blogList, 400: errorBody },
      },
    },
    async (request) => blog.listPublished(db, request.query),
  );
  app.get(
    '/api/blog/posts/:slug',
    {
      schema: {
        tags,
        summary: 'One published post with its Markdown body',
        params: blogSlugParam,
        response: { 200: z.object({ post: blogPost }), 404: errorBody },
      },
    },
    async (request) => ({ post: blog.presentPost(await blog.getPublished(db, request.params.slug)) }),
  );
  app.get(
    '/api/blog/tags',
    { schema: { tags, summary: 'Tags of published posts, with counts', response: { 200: blogTags } } },
    async () => blog.publishedTags(db),
  );

  app.get(
    '/api/admin/blog/posts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every post, drafts included, newest first (admins)',
        querystring: adminBlogListQuery,
        response: { 200: adminBlogList, ...errors },
      },
    },
    async (request) => blog.listAll(db, request.query),
  );
  app.get(
    '/api/admin/blog/posts/:id',
    {
      config: admin,
      schema: { tags, summary: 'One post (admins)', params: idParam, response: { 200: onePost, ...errors } },
    },
    async (request) => ({ post: await blog.getForAdmin(db, request.params.id) }),
  );
  app.post(
    '/api/admin/blog/posts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Write a post: a draft, or published at once with publish: true (admins)',
        body: blogPostBody,
        response: { 201: onePost, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await requireAuth(request);
      const post = await blog.createPost(db, user, request.body);
      return reply.status(201).send({ post });
    },
  );
  app.patch(
    '/api/admin/blog/posts/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a post; status publishes or unpublishes it (admins)',
        params: idParam,
        body: blogPostPatch,
        response: { 200: onePost, ...errors },
      },
    },
    async (request) => ({ post: await blog.updatePost(db, request.params.id, request.body) }),
  );

  // The pages themselves, for link previews and feed readers. /blog/rss.xml is a static route, so it wins
  // over /blog/:slug; both are registered before the client's catch-all.
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

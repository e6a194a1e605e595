import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import { type AiEngine, createEngine } from './ai';
import { type BillingProvider, createBillingProvider, isSandbox } from './billing';
import type { Config } from './config';
import { createScheduledBackups, type ScheduledBackups } from './db/backup/schedule';
import type { Database, Db } from './db/connect';
import { createUpkeep, type Upkeep } from './db/pglite/upkeep';
import { adminRoutes } from './features/admin/routes';
import { aiRoutes } from './features/ai/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { setPasswordHashing } from './features/auth/passwords';
import { authRoutes } from './features/auth/routes';
import { receiveWebhook } from './features/billing/events';
import { type BillingJobs, createBillingJobs } from './features/billing/jobs';
import { billingRoutes } from './features/billing/routes';
import { blogRoutes } from './features/blog/routes';
import { chatRoutes } from './features/chat/routes';
import { contactRoutes } from './features/contact/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { deckRoutes } from './features/decks/routes';
import { examRoutes } from './features/exams/routes';
import { flashcardRoutes } from './features/flashcards/routes';
import { gdprRoutes } from './features/gdpr/routes';
import { imageRoutes } from './features/images/routes';
import { importRoutes } from './features/imports/routes';
import { LibraryCache } from './features/library/cache';
import { libraryRoutes } from './features/library/routes';
import { mindMapRoutes } from './features/mindmaps/routes';
import { createSearchIndexer, type SearchIndexer } from './features/notes/indexer';
import { noteRoutes } from './features/notes/routes';
import { notificationRoutes } from './features/notifications/routes';
import { practiceRoutes } from './features/practice/routes';
import { sbaqRoutes } from './features/sbaq/routes';
import { sqeRoutes } from './features/sqe/routes';
import { studyRoutes } from './features/study/routes';
import { keepShownCards } from './features/study/shown-cards';
import { subjectRoutes } from './features/subjects/routes';
import { systemRoutes } from './features/system/routes';
import { topicRoutes } from './features/topics/routes';
import { createParser, type Parser } from './parsing';
import { registerErrorHandling } from './platform/errors';
import { loggerOptions } from './platform/logging';
import { registerNulCheck } from './platform/nul-text';
import { registerOriginCheck } from './platform/origin';
import { registerSecurityHeaders } from './platform/security-headers';
import { applyEviction, EVICTION_CHANNEL, registerAuthGuard, trustSessionCache } from './platform/session';
import { registerClient } from './platform/static';
import { strictBodyValidatorCompiler } from './platform/strict-body';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    secureCookies: boolean;
    /** The AI engine configuration chose (src/server/ai): generators and chats share it. */
    ai: AiEngine;
    /** Fills notes' search vectors in the background (features/notes/indexer.ts). */
    noteSearchIndexer: SearchIndexer;
    /** The payment provider configuration chose (src/server/billing). */
    billing: BillingProvider;
    /** Retries failed billing events and runs the sandbox's clock (features/billing/jobs.ts). */
    billingJobs: BillingJobs;
    /**
     * The library's answers and retrieval index, kept in memory until the library changes
     * (features/library/cache.ts); the library routes and the chats share it.
     */
    libraryCache: LibraryCache;
    /** Reads uploaded packages, documents and large files off the server's thread (src/server/parsing). */
    parser: Parser;
    /** Vacuums and analyses the embedded database, which has no autovacuum (db/pglite/upkeep.ts); null on PostgreSQL. */
    databaseUpkeep: Upkeep | null;
    /** Backups into BACKUP_DIR (db/backup/schedule.ts); null when none is configured. */
    scheduledBackups: ScheduledBackups | null;
  }
}

export type AppDeps = { database: Database; clientDir?: string; logStream?: NodeJS.WritableStream };

const defaultClientDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** The whole HTTP application; main.ts listens with it and the tests inject into it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Request ids must not be taken from a client header: logs would be forgeable.
    requestIdHeader: false,
    // main.ts answers requests that arrive while closing with our own 503 body.
    return503OnClosing: false,
  });
  // Bodies are checked strictly: an unknown field is a 400 naming it, not silently dropped.
  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  setPasswordHashing(config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('secureCookies', config.env === 'production');
  app.decorate('ai', createEngine(config.ai));
  const billing = createBillingProvider(config.payments, deps.database.db);
  // The sandbox hands its signed events to the same handling as POST /api/billing/webhook.
  if (isSandbox(billing))
    billing.connect(async (payload, signature) => {
      await receiveWebhook({ db: deps.database.db, provider: billing }, payload, signature);
    });
  app.decorate('billing', billing);
  const libraryCache = new LibraryCache(config.libraryCacheEntries);
  app.decorate('libraryCache', libraryCache);
  app.addHook('onClose', await libraryCache.follow(deps.database));
  keepShownCards(
    deps.database.db,
    config.studyShownCards === 'on' ||
      (config.studyShownCards === 'embedded' && deps.database.kind === 'pglite'),
  );
  app.decorate('parser', createParser({ size: config.parsing.workers, ...config.parsing }));
  app.addHook('onClose', async () => app.parser.close());

  registerErrorHandling(app);
  registerNulCheck(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion injects <style> elements at run time; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    strictTransportSecurity: config.env === 'production',
  });
  registerOriginCheck(app, config.publicOrigin);
  registerAuthGuard(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Ratio API',
        version: '1.0.0',
        description: 'The HTTP API of Ratio. Identity is the ratio_session cookie.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ratio_session' } } },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (a recursive one, such as a mind map's node) become named components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(dashboardRoutes);
  await app.register(gdprRoutes);
  await app.register(contactRoutes);
  await app.register(subjectRoutes);
  await app.register(topicRoutes);
  await app.register(flashcardRoutes);
  await app.register(studyRoutes);
  await app.register(importRoutes);
  await app.register(imageRoutes);
  await app.register(noteRoutes);
  await app.register(mindMapRoutes);
  await app.register(examRoutes);
  await app.register(sqeRoutes);
  await app.register(deckRoutes);
  await app.register(aiRoutes);
  await app.register(libraryRoutes);
  await app.register(sbaqRoutes);
  await app.register(practiceRoutes);
  await app.register(chatRoutes);
  await app.register(billingRoutes);
  await app.register(notificationRoutes);
  await app.register(analyticsRoutes);
  await app.register(adminRoutes);
  await app.register(blogRoutes);

  await registerClient(app, deps.clientDir ?? defaultClientDir);
  await startSessionCache(app, config, deps.database);
  // Runs from ready until close; onClose waits for its batch in flight, so the database closes after it.
  app.decorate('noteSearchIndexer', createSearchIndexer(deps.database.db, app.log));
  app.addHook('onReady', async () => app.noteSearchIndexer.start());
  app.decorate('billingJobs', createBillingJobs({ db: deps.database.db, provider: billing }, app.log));
  app.addHook('onReady', async () => app.billingJobs.start());
  app.decorate(
    'databaseUpkeep',
    deps.database.kind === 'pglite' ? createUpkeep(deps.database.db, app.log) : null,
  );
  app.addHook('onReady', async () => app.databaseUpkeep?.start());
  app.decorate(
    'scheduledBackups',
    config.backups ? createScheduledBackups(deps.database, config.backups, app.log) : null,
  );
  app.addHook('onReady', async () => app.scheduledBackups?.start());
  // Fastify closes the listening server first (onClose hooks run last-registered first, and its own comes
  // at ready), so the jobs stop once requests are done, and each stop waits for its run in flight.
  app.addHook('onClose', async () => {
    await Promise.all([
      app.noteSearchIndexer.stop(),
      app.billingJobs.stop(),
      app.databaseUpkeep?.stop(),
      app.scheduledBackups?.stop(),
    ]);
    app.log.info('shutdown: background jobs stopped');
  });
  return app;
}

/** The session cache is used only where every eviction reaches this process (docs/decisions/0008). */
async function startSessionCache(app: FastifyInstance, config: Config, database: Database) {
  if (config.sessionCacheSeconds === 0) return;
  if (database.kind === 'pglite') {
    trustSessionCache(database.db, true);
    return;
  }
  if (!database.listen) return;
  const stop = await database.listen(EVICTION_CHANNEL, applyEviction, (up) =>
    trustSessionCache(database.db, up),
  );
  app.addHook('onClose', async () => stop());
}

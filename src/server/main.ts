import { MESSAGES } from '../shared/errors';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect } from './db/connect';
import { DatabaseInUseError } from './db/pglite/lock';
import { loadBlogPostsOnStart } from './features/blog/loader';
import { loadStarterLibraryOnFirstStart } from './features/library/starter';
import { loadBankOnStart } from './features/sbaq/loader';
import { trackRequests } from './platform/drain';
import { AppError } from './platform/errors';
import { seedDemo } from './seed/demo';

/** How long SIGTERM waits for requests in flight and background jobs before giving up (exit 1). */
const SHUTDOWN_GRACE_MS = 10_000;

// start: config -> database -> migrate -> buildApp -> listen (docs/ARCHITECTURE.md)
async function main() {
  const config = loadConfig();
  const database = await connect(config.database);
  await database.migrate();
  const demo = await seedDemo(database.db, config);
  await loadStarterLibraryOnFirstStart(database.db, config.libraryDataDir, console);
  await loadBankOnStart(database.db, config.sbaqDataDir, console);
  await loadBlogPostsOnStart(database.db, config.blogDataDir, console);
  const app = await buildApp(config, { database });
  const connections = trackRequests(app.server);

  let closing = false;
  // During shutdown, new requests get our own 503 body, and answers close their connection: Node only closes
  // connections already idle when close() is called, so a keep-alive connection busy at SIGTERM would hold
  // the process open.
  app.addHook('onRequest', async () => {
    if (closing) throw new AppError('unavailable', MESSAGES.unavailable);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Stop accepting, let requests in flight finish and close every connection (platform/drain.ts), stop
    // the background jobs (app.ts), then close the database so PGlite's files stay whole. A request or job
    // still going after the grace period is cut off. The guard's timer is not unref'd: were the steps below
    // left waiting on nothing that keeps the process alive, it would otherwise end with code 0, unclosed.
    const force = setTimeout(() => {
      app.log.error(
        { requestsInFlight: connections.inFlight() },
        `shutdown: not finished within ${SHUTDOWN_GRACE_MS} ms, exiting`,
      );
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    try {
      await connections.close();
      app.log.info('shutdown: requests answered, connections closed');
      await app.close();
      app.log.info('shutdown: server closed');
      await database.close();
      app.log.info('shutdown: database closed');
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  console.info(`\nRatio is running on ${config.publicOrigin} (database: ${where})`);
  if (demo) console.info(`Demo account: username "${demo.username}", password "${demo.password}"\n`);
}

main().catch((error) => {
  if (error instanceof DatabaseInUseError) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});

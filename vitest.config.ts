import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': r('./src/shared'), '@client': r('./src/client'), '@server': r('./src/server') };
const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'];
// Every test file's database is a copy of one migrated template (docs/decisions/0079).
const databaseTemplate = 'tests/helpers/database-template.ts';

/**
 * The server test files that open the project's database (through the test app, the test database or a
 * feature's test support): only these run a second time on PostgreSQL. The others (parsers, markers, pure
 * functions, the embedded database's own files) give the same answer there, so a second run only cost time.
 */
function databaseTests(): string[] {
  const opensDatabase = /helpers\/(test-app|database)'|\.\/test-support'/;
  return fs
    .readdirSync(r('./src/server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `src/server/${file.split('\\').join('/')}`)
    .filter((file) => opensDatabase.test(fs.readFileSync(r(`./${file}`), 'utf8')))
    .sort();
}

// Server integration tests run on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
// Two workers on two cores: a test file spends much of its time waiting for its database's thread, so one
// worker left a core idle. Groups run in turn (groupOrder): the server files, sharing their worker's modules
// (the forks pool does not isolate: importing the whole app again for each file was a third of their time);
// then the client files on the threads pool, isolated, since they share React Query and jsdom state; then the
// journeys, two at a time on the forks pool (docs/decisions/0085), and beside them the server-process tests,
// one at a time in one thread of the threads pool. Vitest runs a group's pools side by side, each with its own
// workers, so the process tests (mostly waiting for the servers and CLIs they start) use the quarter of the
// machine the journeys leave idle (docs/decisions/0088). They are one at a time because the shutdown test gives
// a server ten seconds; `singleThread` because a project's `fileParallelism: false` does not hold under the
// root's maxWorkers.
const projects = [
  {
    resolve: { alias },
    test: {
      name: 'unit',
      include: serverTests,
      environment: 'node',
      env: { RATIO_TEST_DB: 'pglite' },
      globalSetup: [databaseTemplate],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    plugins: [react()],
    resolve: { alias },
    test: {
      name: 'client',
      include: ['src/client/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['tests/helpers/client-setup.ts'],
      pool: 'threads' as const,
      sequence: { groupOrder: 1 },
      testTimeout: 15_000,
    },
  },
  // The real server as a child process: CLI, SIGTERM and kill -9 against the embedded database.
  {
    resolve: { alias },
    test: {
      name: 'process',
      // Two servers sharing one PostgreSQL database only make sense when one is configured.
      include: [
        'tests/process/**/*.test.ts',
        'scripts/**/*.test.ts',
        ...(process.env.TEST_DATABASE_URL ? ['tests/process/**/*.pg-test.ts'] : []),
      ],
      environment: 'node',
      fileParallelism: false,
      pool: 'threads' as const,
      poolOptions: { threads: { singleThread: true } },
      sequence: { groupOrder: 3 },
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  },
  {
    resolve: { alias },
    test: {
      name: 'e2e',
      include: ['tests/e2e/**/*.test.ts'],
      environment: 'node',
      // The journeys' server uses PostgreSQL when one is configured, as production does (docs/decisions/0087):
      // the server files test every query on both databases, and PGlite's WebAssembly was a third of the
      // journeys' time outside the browser.
      env: { RATIO_TEST_DB: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      testTimeout: 60_000,
      hookTimeout: 180_000,
      sequence: { groupOrder: 3 },
      globalSetup: ['tests/e2e/global-setup.ts', databaseTemplate],
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.splice(1, 0, {
    resolve: { alias },
    test: {
      name: 'postgres',
      include: databaseTests(),
      environment: 'node',
      env: { RATIO_TEST_DB: 'postgres' },
      globalSetup: [databaseTemplate],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({
  test: {
    maxWorkers: 2,
    // Vitest 3 reads isolation from the root only, per pool: a project's own `isolate` is ignored.
    poolOptions: { forks: { isolate: false }, threads: { isolate: true } },
    projects,
  },
});

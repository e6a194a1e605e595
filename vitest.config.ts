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

// Integration tests run on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
// Two workers on two cores: a test file spends much of its time waiting for its database's thread, so one
// worker left a core idle. The projects that start servers and browsers run after the others (groupOrder),
// alone and one file at a time, as their timings were set for: a project's own `fileParallelism: false` does
// not hold under the root's maxWorkers (two of its files ran at once), so they keep to one fork (singleFork).
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
      poolOptions: { forks: { singleFork: true } },
      sequence: { groupOrder: 1 },
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
      testTimeout: 60_000,
      hookTimeout: 180_000,
      fileParallelism: false,
      poolOptions: { forks: { singleFork: true } },
      sequence: { groupOrder: 2 },
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

export default defineConfig({ test: { maxWorkers: 2, projects } });

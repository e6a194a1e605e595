import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': r('./src/shared'), '@client': r('./src/client'), '@server': r('./src/server') };
const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'];

// Integration tests run on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
const projects = [
  {
    resolve: { alias },
    test: {
      name: 'unit',
      include: serverTests,
      environment: 'node',
      env: { RATIO_TEST_DB: 'pglite' },
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
      globalSetup: ['tests/e2e/global-setup.ts'],
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.splice(1, 0, {
    resolve: { alias },
    test: {
      name: 'postgres',
      include: ['src/server/**/*.test.ts'],
      environment: 'node',
      env: { RATIO_TEST_DB: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({ test: { projects } });

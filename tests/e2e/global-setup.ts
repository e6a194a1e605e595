import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The journeys run against the built client, as users get it. Build once per run so they never test a stale bundle
// (set E2E_SKIP_BUILD=1 to reuse the build while iterating on a test). E2E_CLIENT_DIR puts the build elsewhere,
// so that two people running journeys at once in one checkout do not overwrite each other's bundle.
export default function setup() {
  const outDir = process.env.E2E_CLIENT_DIR ?? 'dist/client';
  if (process.env.E2E_SKIP_BUILD === '1' && fs.existsSync(`${outDir}/index.html`)) return;
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', path.resolve(outDir)], {
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, and Vite keeps it: the bundle then carried React's development build (a
    // third larger and slower), which `npm start` went on to serve from dist/client after a test run.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('vite build failed');
}

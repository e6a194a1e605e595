import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// The journeys run against the built client, as users get it. Build once per run so they never test a stale bundle
// (set E2E_SKIP_BUILD=1 to reuse dist/client while iterating on a test).
export default function setup() {
  if (process.env.E2E_SKIP_BUILD === '1' && fs.existsSync('dist/client/index.html')) return;
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
}

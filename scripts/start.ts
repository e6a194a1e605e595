import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// `npm start` on a fresh clone: build the client once if it is missing, then run the server.
if (!fs.existsSync('dist/client/index.html')) {
  console.info('Building the client (first start only)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../src/server/main');

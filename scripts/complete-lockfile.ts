import fs from 'node:fs';

// npm 11 writes package-lock.json without the optional platform binaries that this registry does not serve
// (Biome's and Rollup's builds for other systems), and `npm ci` then refuses the lock as out of sync.
// This restores an entry for each missing one, with the os/cpu/libc its name states, so npm ci accepts the
// lock and skips them on this platform. Run `npm run lockfile:complete` after any `npm install` (0011).

type Entry = {
  version?: string;
  optionalDependencies?: Record<string, string>;
  dev?: boolean;
  [key: string]: unknown;
};
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> };
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const prefix = path.slice(0, path.lastIndexOf('node_modules/'));
    const key = `${prefix}node_modules/${name}`;
    if (packages[key] || packages[`node_modules/${name}`]) continue;
    const parts = (name.split('/')[1] ?? name).replace(/^(cli|rollup)-/, '').split('-');
    const [os, cpu, ...rest] = parts;
    if (!os || !cpu) continue;
    const libc = rest.some((r) => r.startsWith('musl'))
      ? ['musl']
      : rest.some((r) => r.startsWith('gnu'))
        ? ['glibc']
        : undefined;
    packages[key] = {
      version,
      cpu: [cpu],
      os: [os],
      ...(libc ? { libc } : {}),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.info(`package-lock.json: ${added} optional platform entries restored`);

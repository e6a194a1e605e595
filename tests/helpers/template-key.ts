import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The name of this checkout's migrated templates (test databases and data folders): a hash of the migrations
 * and of the PGlite and drizzle versions, so a change makes a new template, never a stale one. Its own module
 * so that the process helpers can name a template without loading a database driver.
 */

export const migrationsFolder = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));

let key: string | undefined;
export function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  // The versions of what writes the template: PGlite's files, and drizzle's record of applied migrations.
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    const pkg = new URL(`../../node_modules/${name}/package.json`, import.meta.url);
    hash.update(`${name} ${JSON.parse(fs.readFileSync(pkg, 'utf8')).version}\n`);
  }
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files) {
    const file = path.join(migrationsFolder, name);
    if (fs.statSync(file).isFile()) hash.update(name).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  key = hash.digest('hex').slice(0, 16);
  return key;
}

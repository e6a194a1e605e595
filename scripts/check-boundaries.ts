import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/*
 * The import boundaries Biome's noRestrictedImports cannot say, because they depend on which feature the
 * importing file belongs to. `npm run lint` runs this after Biome.
 *
 * - A client feature (src/client/features/X) imports only its own files and the shared layers:
 *   src/client/app, components, lib, assets and src/shared. Two features that need the same piece find it
 *   in src/client/lib (or components), never in each other.
 * - A client query key is never written out where it is used: a feature that spells another feature's key
 *   by hand silently stops refreshing it the day that key changes. Keys come from a key object (the
 *   feature's own, or src/client/lib/query-keys.ts for keys several features share).
 * - A server feature (src/server/features/X) reaches another feature only through that feature's public
 *   entry: its service.ts or an index.ts. Test files may also use another feature's test-support.ts.
 * - Nothing outside a server feature imports its repos (repo.ts, *-repo.ts): the SQL, and the user id in
 *   every query that guards ownership, stay behind the feature's service.
 *
 * Usage: tsx scripts/check-boundaries.ts [ROOT]  (prints each violation; exits 1 if there is any)
 */

export type Violation = { file: string; line: number; rule: string; message: string };
export type SourceFile = { file: string; text: string };

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST_FILE = /(\.test\.tsx?|\.test-helper\.ts|\/test-support\.ts)$/;
const CLIENT_SHARED_LAYERS = /^src\/(client\/(app|components|lib|assets)|shared)(\/|$)/;
const INLINE_QUERY_KEY =
  /(queryKey\s*:\s*\[\s*['"`]|(?:set|get)Query(?:Data|State)\s*\(\s*\[\s*['"`]|Queries(?:Data)?\s*\(\s*\[\s*['"`])/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The repository-relative file an import names, or null for a package. */
function resolveImport(from: string, spec: string, exists: (file: string) => boolean): string | null {
  let base: string;
  if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(from), spec);
  else if (spec.startsWith('@shared/')) base = `src/shared/${spec.slice('@shared/'.length)}`;
  else if (spec.startsWith('@client/')) base = `src/client/${spec.slice('@client/'.length)}`;
  else if (spec.startsWith('@server/')) base = `src/server/${spec.slice('@server/'.length)}`;
  else return null;
  for (const ext of EXTENSIONS) if (exists(base + ext)) return base + ext;
  return base;
}

const featureOf = (file: string) => file.match(/^src\/(client|server)\/features\/([^/]+)\//);
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

export function findViolations(files: SourceFile[]): Violation[] {
  const known = new Set(files.map((f) => f.file));
  const exists = (file: string) => known.has(file);
  const violations: Violation[] = [];

  for (const { file, text } of files) {
    const own = featureOf(file);
    const isTest = TEST_FILE.test(file);

    for (const ref of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolveImport(file, ref.fileName, exists);
      if (!target) continue;
      const line = lineOf(text, ref.pos);
      const theirs = featureOf(target);

      if (own?.[1] === 'client' && !target.startsWith(`src/client/features/${own[2]}/`)) {
        if (!CLIENT_SHARED_LAYERS.test(target)) {
          violations.push({
            file,
            line,
            rule: 'client-feature-imports',
            message: `client feature "${own[2]}" imports ${target}; a feature imports only its own files, src/client/app, components, lib and src/shared`,
          });
        }
      }

      if (theirs?.[1] !== 'server') continue;
      const sameFeature = own?.[1] === 'server' && own[2] === theirs[2];
      if (sameFeature) continue;
      const name = path.posix.basename(target);
      if (/(^|-)repo\.ts$/.test(name)) {
        violations.push({
          file,
          line,
          rule: 'server-repo-private',
          message: `imports ${target}; a feature's repos are private to it, go through its service`,
        });
      } else if (own?.[1] === 'server') {
        const publicEntry =
          target === `src/server/features/${theirs[2]}/service.ts` ||
          name === 'index.ts' ||
          (isTest && name === 'test-support.ts');
        if (!publicEntry) {
          violations.push({
            file,
            line,
            rule: 'server-feature-entry',
            message: `server feature "${own[2]}" imports ${target}; reach "${theirs[2]}" through its service.ts or an index.ts`,
          });
        }
      }
    }

    if (file.startsWith('src/client/')) {
      for (const match of text.matchAll(INLINE_QUERY_KEY)) {
        violations.push({
          file,
          line: lineOf(text, match.index ?? 0),
          rule: 'client-query-keys',
          message:
            'a query key is written out by hand; take it from a key object (the feature’s own, or src/client/lib/query-keys.ts when features share it)',
        });
      }
    }
  }
  return violations;
}

function walk(root: string, dir: string, out: SourceFile[]) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') walk(root, rel, out);
    } else if (SOURCE.test(entry.name)) {
      out.push({ file: rel, text: fs.readFileSync(path.join(root, rel), 'utf8') });
    }
  }
  return out;
}

export function checkRepository(root: string): Violation[] {
  return findViolations(walk(root, 'src', []));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const violations = checkRepository(root);
  for (const v of violations) console.error(`${v.file}:${v.line} [${v.rule}] ${v.message}`);
  if (violations.length > 0) {
    console.error(`${violations.length} boundary violation(s)`);
    process.exit(1);
  }
  console.info('import boundaries: ok');
}

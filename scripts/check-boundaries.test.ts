import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../tests/process/server-process';
import { findViolations } from './check-boundaries';

// The import boundaries `npm run lint` enforces: the repository passes, and each kind of breaking file fails.

const rules = (files: Record<string, string>) =>
  findViolations(Object.entries(files).map(([file, text]) => ({ file, text }))).map(
    (v) => `${v.file}:${v.line} ${v.rule}`,
  );

describe('scripts/check-boundaries.ts', () => {
  it('lets a client feature use its own files and the shared layers', () => {
    expect(
      rules({
        'src/client/features/notes/api.ts': [
          "import { api } from '@client/lib/api';",
          "import { noteKeys } from '@client/lib/query-keys';",
          "import type { Note } from '@shared/contracts/notes';",
          "import { PageContainer } from '../../components/PageContainer';",
          "import { draft } from './model/draft';",
        ].join('\n'),
        'src/client/features/notes/model/draft.ts': 'export const draft = 1;',
        'src/client/lib/query-keys.ts': "export const noteKeys = { all: ['notes'] as const };",
      }),
    ).toEqual([]);
  });

  it('fails a client feature that imports another feature, by alias or by path', () => {
    expect(
      rules({
        'src/client/features/notes/api.ts': "import { x } from '@client/features/subjects/api';",
        'src/client/features/notes/pages/NotesPage.tsx': "\nimport { y } from '../../mindmaps/api';",
      }),
    ).toEqual([
      'src/client/features/notes/api.ts:1 client-feature-imports',
      'src/client/features/notes/pages/NotesPage.tsx:2 client-feature-imports',
    ]);
  });

  it('fails a query key written out where it is used', () => {
    expect(
      rules({
        'src/client/features/exams/api.ts': [
          "useQuery({ queryKey: ['subjects', 'list'] });",
          "client.setQueryData(['topics', 'detail', id], topic);",
          'useQuery({ queryKey: examKeys.list(true, null) });',
        ].join('\n'),
      }),
    ).toEqual([
      'src/client/features/exams/api.ts:1 client-query-keys',
      'src/client/features/exams/api.ts:2 client-query-keys',
    ]);
  });

  it('lets a server feature reach another only through its service.ts or an index.ts, and no one reach a repo', () => {
    const files = {
      'src/server/features/flashcards/service.ts': '',
      'src/server/features/flashcards/index.ts': '',
      'src/server/features/flashcards/presenter.ts': '',
      'src/server/features/flashcards/repo.ts': '',
      'src/server/features/auth/repo.ts': '',
      'src/server/features/sbaq/test-support.ts': '',
      'src/server/features/study/service.ts': [
        "import { ownCard } from '../flashcards/service';",
        "import { presentSchedule } from '../flashcards';",
        "import { stateName } from '../flashcards/presenter';",
        "import type { CardRow } from '../flashcards/repo';",
        "import { x } from './repo';",
      ].join('\n'),
      'src/server/features/study/study.test.ts': "import { loadFixtureBank } from '../sbaq/test-support';",
      'src/server/seed/demo.ts': "import { updateUser } from '../features/auth/repo';",
    };
    expect(rules(files)).toEqual([
      'src/server/features/study/service.ts:3 server-feature-entry',
      'src/server/features/study/service.ts:4 server-repo-private',
      'src/server/seed/demo.ts:1 server-repo-private',
    ]);
  });

  it('passes the repository and fails it once a breaking file is added', () => {
    const run = (root: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/check-boundaries.ts'), root], {
        cwd: ROOT,
        encoding: 'utf8',
      });
    const good = run(ROOT);
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-boundaries-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      };
      write('src/server/features/gdpr/service.ts', "import type { UserRow } from '../auth/repo';\n");
      write('src/server/features/auth/repo.ts', 'export type UserRow = { id: string };\n');
      const bad = run(dir);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('src/server/features/gdpr/service.ts:1 [server-repo-private]');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

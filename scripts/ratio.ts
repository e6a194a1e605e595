import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type Config, loadConfig } from '../src/server/config';
import { BackupError } from '../src/server/db/backup/catalog';
import { writeBackup } from '../src/server/db/backup/dump';
import { readBackupHeader, restoreBackup } from '../src/server/db/backup/restore';
import { connect, type Database } from '../src/server/db/connect';
import { DatabaseInUseError } from '../src/server/db/pglite/lock';
import { presentUser } from '../src/server/features/auth/presenter';
import { createAccount } from '../src/server/features/auth/service';
import { analyzeLibrary } from '../src/server/features/library/import-repo';
import {
  detectFileKind,
  type ParsedXml,
  parseLibraryXml,
  storeParsedXml,
} from '../src/server/features/library/importer';
import {
  type DataFile,
  LibraryDataError,
  readLibraryData,
  writeLibraryData,
} from '../src/server/features/library/loader';
import { LibraryImportError } from '../src/server/features/library/safe-xml';
import { readDataDir } from '../src/server/features/library/starter';
import { AppError } from '../src/server/platform/errors';
import { seedDemo } from '../src/server/seed/demo';
import { registerBody } from '../src/shared/contracts/auth';
import { PLANS, ROLES } from '../src/shared/plans';

// The command line: `npm run ratio -- <command>`. Exit codes: 0 done, 1 bad input or refused,
// 2 a command that exists in the interface but not yet in this version.

const USAGE = `Usage: npm run ratio -- <command> [options]

Commands:
  create-user --username U --email E --password P [--role admin] [--plan PLAN]
                      Create an account with the same rules as registration.
                      PLAN is one of ${PLANS.join(', ')} (default FREE); role is user (default) or admin.
  migrate             Apply pending database migrations.
  seed-demo           Create the demo account (embedded database, outside production) and print its password.
  import-library [FILE...]
                      Load library data files (JSON, data/library/README.md), Find Case Law judgments
                      (Akoma Ntoso XML) and legislation.gov.uk acts (CLML XML), told apart by content.
                      Every file is checked before anything is stored. Without FILE: data/library/*.json.
  backup FILE         Write the whole database to FILE (gzip'd JSON lines). A backup of either database
                      restores into either.
  restore FILE [--force]
                      Load a backup into this database, after applying its migrations. The backup must
                      come from the same version of Ratio; an empty database is required unless --force,
                      which replaces everything in it. All or nothing.
  help                Show this help.

Configuration comes from the environment, as for the server: DATABASE_URL (PostgreSQL) or DATA_DIR
(embedded database, default ./data). While a server holds the embedded database, stop it first.`;

/** A refusal the user can fix: printed as is, without a stack, exit code 1. */
class CliError extends Error {}

const createUserArgs = registerBody.extend({
  role: z.enum(ROLES, { error: `must be one of: ${ROLES.join(', ')}.` }).default('user'),
  // Plans are stored upper-case (src/shared/plans.ts); accept any case on the command line.
  plan: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.enum(PLANS, { error: `must be one of: ${PLANS.join(', ')}.` }),
    )
    .default('FREE'),
});

async function createUser(args: string[]): Promise<number> {
  const { values } = parseOptions(args, {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    plan: { type: 'string' },
  });
  const missing = ['username', 'email', 'password'].filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    throw new CliError(
      `create-user needs ${missing.map((m) => `--${m}`).join(', ')}.\n` +
        'Example: npm run ratio -- create-user --username alice --email alice@example.com --password "a long passphrase"',
    );
  }
  const parsed = createUserArgs.safeParse(values);
  if (!parsed.success) {
    throw new CliError(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  // Validate before opening the database, so a typo never waits for (or competes for) the database.
  return withDatabase(async (database) => {
    await database.migrate();
    try {
      const row = await createAccount(database.db, parsed.data);
      console.info(`Created user "${row.username}" (${row.role}, ${row.plan}):`);
      console.info(JSON.stringify(presentUser(row), null, 2));
      return 0;
    } catch (error) {
      if (error instanceof AppError) throw new CliError(describeAppError(error));
      throw error;
    }
  });
}

async function migrate(args: string[]): Promise<number> {
  parseOptions(args, {});
  return withDatabase(async (database, config) => {
    await database.migrate();
    console.info(`Migrations applied (${describeDatabase(config)}).`);
    return 0;
  });
}

async function seedDemoAccount(args: string[]): Promise<number> {
  parseOptions(args, {});
  return withDatabase(async (database, config) => {
    await database.migrate();
    const demo = await seedDemo(database.db, config);
    if (!demo) {
      throw new CliError(
        'The demo account is created only on the embedded database and never when NODE_ENV=production ' +
          `(here: ${describeDatabase(config)}, NODE_ENV=${config.env}). Nothing was created.`,
      );
    }
    console.info(`Demo account ready (${describeDatabase(config)}):`);
    console.info(`  username: ${demo.username}`);
    console.info(`  password: ${demo.password}`);
    return 0;
  });
}

/** Reads and checks every file first, so a bad one stops the command before anything is stored. */
function readLibraryFiles(paths: string[], defaultDir: string) {
  if (paths.length === 0) {
    const files = readDataDir(defaultDir);
    if (files.length === 0) throw new CliError(`No library data files (*.json) in ${defaultDir}.`);
    return { json: files, xml: [] as { path: string; parsed: ParsedXml }[] };
  }
  const json: DataFile[] = [];
  const xml: { path: string; parsed: ParsedXml }[] = [];
  for (const file of paths) {
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(file);
    } catch (error) {
      throw new CliError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
    }
    const kind = detectFileKind(bytes);
    try {
      if (kind === 'json') json.push({ name: path.basename(file), text: bytes.toString('utf8') });
      else if (kind === 'xml') xml.push({ path: file, parsed: parseLibraryXml(bytes) });
      else throw new CliError(`${file}: neither a library data file (JSON) nor XML. Nothing was imported.`);
    } catch (error) {
      if (error instanceof LibraryImportError) throw new CliError(`${file}: ${error.message}`);
      throw error;
    }
  }
  return { json, xml };
}

async function importLibrary(args: string[]): Promise<number> {
  const config = (() => {
    try {
      return loadConfig();
    } catch (error) {
      throw new CliError((error as Error).message);
    }
  })();
  const { json, xml } = readLibraryFiles(args, config.libraryDataDir);
  let data: ReturnType<typeof readLibraryData> | undefined;
  try {
    data = json.length > 0 ? readLibraryData(json) : undefined;
  } catch (error) {
    if (error instanceof LibraryDataError)
      throw new CliError(`${error.message}\n  ${error.problems.join('\n  ')}`);
    throw error;
  }
  return withDatabase(async (database) => {
    await database.migrate();
    if (data) {
      const r = await writeLibraryData(database.db, data, json.length);
      console.info(
        `Library data (${json.length} file${json.length === 1 ? '' : 's'}): cases ${r.cases.inserted} added, ${r.cases.updated} updated; ` +
          `acts ${r.acts.inserted} added, ${r.acts.updated} updated; sections ${r.provisions.inserted} added, ${r.provisions.updated} updated.`,
      );
      for (const w of r.warnings) console.info(`  note: ${w}`);
    }
    for (const { path: file, parsed } of xml) {
      const r = await database.db.transaction((tx) => storeParsedXml(tx, parsed));
      await analyzeLibrary(database.db, r.paragraphs);
      const what = r.kind === 'judgment' ? `${r.paragraphs} paragraphs` : `${r.sections} sections`;
      console.info(
        `${file}: ${r.title}${r.citation ? ` (${r.citation})` : ''}, ${what}${r.merged ? ', added to the existing summary' : ''}.`,
      );
      console.info(
        `  Source: ${r.source.name}${r.source.url ? ` <${r.source.url}>` : ''}; licence: ${r.source.licence}.`,
      );
      console.info(`  ${r.notice}`);
    }
    return 0;
  });
}

async function backup(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, { force: { type: 'boolean' } }, true);
  const file = oneFile('backup', positionals);
  if (fs.existsSync(file) && !values.force)
    throw new CliError(`${file} already exists. Choose another name, or add --force to overwrite it.`);
  if (!fs.existsSync(path.dirname(path.resolve(file))))
    throw new CliError(`${path.dirname(file)}: no such folder.`);
  return withDatabase(async (database, config) => {
    const f = await writeBackup(database.db, file, { database: database.kind });
    console.info(
      `Backup of ${describeDatabase(config)} written to ${file}: ${f.tables} tables, ${f.rows} rows, ` +
        `${(f.bytes / 1024).toFixed(0)} KB in ${(f.ms / 1000).toFixed(1)} s.`,
    );
    return 0;
  }, 'backup');
}

async function restore(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, { force: { type: 'boolean' } }, true);
  const file = oneFile('restore', positionals);
  // The file is checked before the database is opened, so a wrong file never waits for it.
  const header = await readBackupHeader(file);
  return withDatabase(async (database, config) => {
    await database.migrate();
    const f = await restoreBackup(database.db, file, { force: values.force === true });
    console.info(
      `Restored ${file} (made ${header.createdAt} from ${header.database === 'pglite' ? 'the embedded database' : 'PostgreSQL'}) ` +
        `into ${describeDatabase(config)}: ${f.tables} tables, ${f.rows} rows in ${(f.ms / 1000).toFixed(1)} s.`,
    );
    return 0;
  });
}

function oneFile(command: string, positionals: string[]): string {
  if (positionals.length !== 1 || !positionals[0])
    throw new CliError(
      `${command} needs one FILE.\nExample: npm run ratio -- ${command} ratio-backup.jsonl.gz`,
    );
  return positionals[0];
}

type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;

function parseOptions(args: string[], options: OptionSpec, allowPositionals = false) {
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals });
    return {
      values: parsed.values as Record<string, string | boolean | undefined>,
      positionals: parsed.positionals,
    };
  } catch (error) {
    // node:util's messages name the option ("Unknown option '--plann'"); keep them, drop the stack.
    throw new CliError(`${(error as Error).message}\nRun "npm run ratio -- help" for the options.`);
  }
}

async function withDatabase(
  work: (database: Database, config: Config) => Promise<number>,
  command?: 'backup',
) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  let database: Database;
  try {
    database = await connect(config.database);
  } catch (error) {
    // A running server can back itself up: say how, rather than only to stop it.
    if (error instanceof DatabaseInUseError && command === 'backup')
      throw new CliError(
        `${error.message}\nOr let the running server write backups itself: set BACKUP_DIR (README, "Backups").`,
      );
    throw error;
  }
  try {
    return await work(database, config);
  } finally {
    // PGlite must be closed to keep its files whole and to release the data folder's lock.
    await database.close();
  }
}

function describeDatabase(config: Config): string {
  if (config.database.kind === 'pglite') return `PGlite in ${config.database.dataDir}`;
  // Never print the URL itself: it may hold a password.
  const url = new URL(config.database.url);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

function describeAppError(error: AppError): string {
  const details = Array.isArray(error.details)
    ? (error.details as { path?: string; message?: string }[]).filter((d) => d.message)
    : [];
  if (details.length === 0) return error.message;
  return details.map((d) => (d.path ? `--${d.path}: ${d.message}` : `${d.message}`)).join('\n');
}

async function run(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'create-user':
      return createUser(args);
    case 'migrate':
      return migrate(args);
    case 'seed-demo':
      return seedDemoAccount(args);
    case 'import-library':
      return importLibrary(args);
    case 'backup':
      return backup(args);
    case 'restore':
      return restore(args);
    case 'help':
    case '--help':
    case '-h':
      console.info(USAGE);
      return 0;
    case undefined:
      console.error(USAGE);
      return 1;
    default:
      console.error(`Unknown command "${command}".\n\n${USAGE}`);
      return 1;
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof CliError || error instanceof DatabaseInUseError || error instanceof BackupError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}

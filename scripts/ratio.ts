import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type Config, loadConfig } from '../src/server/config';
import { connect, type Database } from '../src/server/db/connect';
import { DatabaseInUseError } from '../src/server/db/lock';
import { presentUser } from '../src/server/features/auth/presenter';
import { createAccount } from '../src/server/features/auth/service';
import { AppError } from '../src/server/platform/errors';
import { seedDemo } from '../src/server/seed/demo';
import { registerBody } from '../src/shared/contracts/auth';
import { PLANS, ROLES } from '../src/shared/plans';

// The command line of API.md: `npm run ratio -- <command>`. Exit codes: 0 done, 1 bad input or refused,
// 2 a command that exists in the interface but not yet in this version.

const USAGE = `Usage: npm run ratio -- <command> [options]

Commands:
  create-user --username U --email E --password P [--role admin] [--plan PLAN]
                      Create an account with the same rules as registration.
                      PLAN is one of ${PLANS.join(', ')} (default FREE); role is user (default) or admin.
  migrate             Apply pending database migrations.
  seed-demo           Create the demo account (embedded database, outside production) and print its password.
  import-library FILE...
                      Import the legal library (arrives with the legal library).
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

function importLibrary(): number {
  // Honest about what this version does: the command is part of the interface, the library is not here yet.
  console.error(
    'import-library arrives with the legal library in a later version of Ratio; nothing was imported.',
  );
  return 2;
}

type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;

function parseOptions(args: string[], options: OptionSpec) {
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: false });
    return { values: parsed.values as Record<string, string | undefined> };
  } catch (error) {
    // node:util's messages name the option ("Unknown option '--plann'"); keep them, drop the stack.
    throw new CliError(`${(error as Error).message}\nRun "npm run ratio -- help" for the options.`);
  }
}

async function withDatabase(work: (database: Database, config: Config) => Promise<number>) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const database = await connect(config.database);
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
      return importLibrary();
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
  if (error instanceof CliError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_PRICES, type PurchasablePlan } from '../shared/plans';
import { PRACTICE_LIMITS } from '../shared/practice';

// The only reader of process.env (docs/ARCHITECTURE.md). Everything else receives a Config.
const env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_ORIGIN: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AI_ENGINE: z.enum(['local', 'openai']).default('local'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_MODEL_ULTRA: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_CONTEXT_TOKENS: z.coerce.number().int().min(2048).max(2_000_000).default(8192),
  AI_UNLIMITED_PLAN_CAPS: z.enum(['uncapped', 'capped']).default('uncapped'),
  // No default here: development falls back to the sandbox, production must choose (productionChoices).
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PREMIUM: z.string().optional(),
  STRIPE_PRICE_UNLIMITED: z.string().optional(),
  STRIPE_PRICE_ULTRA: z.string().optional(),
  // Tests point the real Stripe client at a local server that speaks Stripe's API (docs/ARCHITECTURE.md).
  STRIPE_API_BASE: z.url().optional(),
  PRICE_PREMIUM_GBP: z.coerce.number().positive().max(10_000).default(DEFAULT_PRICES.PREMIUM),
  PRICE_UNLIMITED_GBP: z.coerce.number().positive().max(10_000).default(DEFAULT_PRICES.UNLIMITED),
  PRICE_ULTRA_GBP: z.coerce.number().positive().max(10_000).default(DEFAULT_PRICES.ULTRA),
  SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  CONSOLE_AUTHORIZED_USERNAME: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  LIBRARY_DATA_DIR: z.string().optional(),
  DECKS_DATA_DIR: z.string().optional(),
  SBAQ_DATA_DIR: z.string().optional(),
  PRACTICE_DATA_DIR: z.string().optional(),
  BLOG_DATA_DIR: z.string().optional(),
  LIBRARY_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(1_000),
  STUDY_SHOWN_CARDS: z.enum(['on', 'off', 'embedded']).default('on'),
  BACKUP_DIR: z.string().min(1).optional(),
  // Fractions allowed (0.5: every half hour); at most a month.
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 31)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  // Together with the idle server, these keep it under 1 GB at worst (docs/decisions/0081): change them
  // together, and measure with bench/hostile-uploads.ts.
  PARSE_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  PARSE_WORKER_MEMORY_MB: z.coerce.number().int().min(32).max(16_384).default(128),
  PARSE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  PARSE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
  PARSE_MEMORY_BUDGET_MB: z.coerce.number().int().min(64).max(65_536).default(180),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicOrigin: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  dataDir: string;
  logLevel: string;
  ai: {
    engine: 'local' | 'openai';
    /** Any OpenAI-compatible Chat Completions endpoint. */
    baseUrl: string | null;
    apiKey: string | null;
    model: string;
    /** ULTRA users' enhanced model; the ordinary one when unset. */
    modelUltra: string;
    timeoutMs: number;
    /** The model's context window: long sources are split to fit it (src/server/ai/engines/openai/budget.ts). */
    contextTokens: number;
    /** UNLIMITED's two readings: no limits (default) or 20 / 15 / 20. */
    unlimitedPlan: 'uncapped' | 'capped';
  };
  payments: {
    provider: 'sandbox' | 'stripe';
    /** Monthly prices shown on the plan pages (GBP); Stripe's prices are the ones charged. */
    prices: Record<PurchasablePlan, number>;
    /** How long the sandbox's delayed-confirmation card takes to pay (docs/decisions/0020). */
    sandboxDelayMs: number;
    stripe: {
      secretKey: string;
      webhookSecret: string;
      priceIds: Record<PurchasablePlan, string>;
      apiBase: string | null;
    } | null;
  };
  consoleAuthorizedUsername: string | null;
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** How long a server may answer from its own memory for a session it has checked (docs/decisions/0008). */
  sessionCacheSeconds: number;
  /** The starter library's data files, loaded on a first start (data/library/README.md). */
  libraryDataDir: string;
  /** Library answers kept in memory (0: none); see src/server/features/library/cache.ts. */
  libraryCacheEntries: number;
  /**
   * Whether answers are scheduled from the cards their study queue showed, kept in memory
   * (src/server/features/study/shown-cards.ts, docs/decisions/0082): on either database, on neither, or on
   * the embedded database only.
   */
  studyShownCards: 'on' | 'off' | 'embedded';
  /** The SBAQ bank's data files, loaded (upserted by id) on every start (docs/decisions/0016). */
  sbaqDataDir: string;
  practiceDataDir: string;
  decksDataDir: string;
  /** The team's blog posts (data/blog/*.md), upserted by slug on every start (docs/decisions/0024). */
  blogDataDir: string;
  /** Backups the server writes itself (src/server/db/backup/schedule.ts); none without a folder. */
  backups: { dir: string; intervalHours: number; keep: number } | null;
  /** The threads that read uploaded packages and documents (src/server/parsing, docs/decisions/0063). */
  parsing: { workers: number; memoryMb: number; timeoutMs: number; maxQueue: number; budgetMb: number };
  /** Rate limits for sign-in, registration and other abuse-prone endpoints (per fixed window). */
  rateLimits: Record<RateLimitName, { max: number; windowSeconds: number }>;
  /**
   * argon2id's cost for new password hashes. Always OWASP's minimum: no setting lowers it. Only testConfig
   * does, since the tests register a few hundred accounts (docs/decisions/0079).
   */
  passwordHashing: PasswordHashing;
};

export type PasswordHashing = { memoryCost: number; timeCost: number };
/** OWASP's argon2id minimum: 19 MiB, 2 iterations (parallelism 1; docs/ARCHITECTURE.md, "Known pitfalls"). */
export const PASSWORD_HASHING: PasswordHashing = { memoryCost: 19_456, timeCost: 2 };

export type RateLimitName =
  | 'loginPerIp'
  | 'loginPerAccount'
  | 'registerPerIp'
  | 'passwordPerAccount'
  | 'contactPerIp'
  | 'demoPerIp'
  | 'analyticsPerIp'
  | 'importsPerUser'
  | 'importPreviewsPerUser'
  | 'imageUploadsPerUser'
  | 'extractPerUser';

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  loginPerIp: { max: 20, windowSeconds: 300 },
  loginPerAccount: { max: 10, windowSeconds: 900 },
  registerPerIp: { max: 10, windowSeconds: 3600 },
  passwordPerAccount: { max: 10, windowSeconds: 900 },
  contactPerIp: { max: 5, windowSeconds: 3600 },
  // A visitor's demo feedback: enough to try every demo, not to use Ratio without an account.
  demoPerIp: { max: PRACTICE_LIMITS.demoPerHour, windowSeconds: 3600 },
  // Analytics events per address, counted in each server process's memory (docs/decisions/0023).
  analyticsPerIp: { max: 120, windowSeconds: 60 },
  // Reading an upload costs seconds of a parsing thread: enough for a day's real imports, not for a flood.
  importsPerUser: { max: 30, windowSeconds: 3600 },
  // The import screen previews again whenever an option changes.
  importPreviewsPerUser: { max: 120, windowSeconds: 3600 },
  extractPerUser: { max: 30, windowSeconds: 3600 },
  // Pictures added to cards one by one (an Anki import's pictures count as that one import).
  imageUploadsPerUser: { max: 120, windowSeconds: 3600 },
};

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  productionChoices(e);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    dataDir,
    logLevel: e.LOG_LEVEL,
    ai: {
      engine: e.AI_ENGINE,
      baseUrl: e.AI_BASE_URL ?? null,
      apiKey: e.AI_API_KEY ?? null,
      model: e.AI_MODEL,
      modelUltra: e.AI_MODEL_ULTRA ?? e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      contextTokens: e.AI_CONTEXT_TOKENS,
      unlimitedPlan: e.AI_UNLIMITED_PLAN_CAPS,
    },
    payments: {
      provider: e.PAYMENTS_PROVIDER ?? 'sandbox',
      prices: { PREMIUM: e.PRICE_PREMIUM_GBP, UNLIMITED: e.PRICE_UNLIMITED_GBP, ULTRA: e.PRICE_ULTRA_GBP },
      sandboxDelayMs: e.SANDBOX_DELAY_MS,
      stripe: stripeConfig(e),
    },
    consoleAuthorizedUsername: e.CONSOLE_AUTHORIZED_USERNAME ?? null,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY === 'true',
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS ?? 60,
    // Shipped with the code, so found beside it whatever the working directory.
    libraryDataDir: path.resolve(
      e.LIBRARY_DATA_DIR ?? fileURLToPath(new URL('../../data/library', import.meta.url)),
    ),
    libraryCacheEntries: e.LIBRARY_CACHE_ENTRIES,
    studyShownCards: e.STUDY_SHOWN_CARDS,
    sbaqDataDir: path.resolve(e.SBAQ_DATA_DIR ?? fileURLToPath(new URL('../../data/sbaq', import.meta.url))),
    practiceDataDir: path.resolve(
      e.PRACTICE_DATA_DIR ?? fileURLToPath(new URL('../../data/practice', import.meta.url)),
    ),
    decksDataDir: path.resolve(
      e.DECKS_DATA_DIR ?? fileURLToPath(new URL('../../data/decks', import.meta.url)),
    ),
    blogDataDir: path.resolve(e.BLOG_DATA_DIR ?? fileURLToPath(new URL('../../data/blog', import.meta.url))),
    backups: e.BACKUP_DIR
      ? { dir: path.resolve(e.BACKUP_DIR), intervalHours: e.BACKUP_INTERVAL_HOURS, keep: e.BACKUP_KEEP }
      : null,
    parsing: {
      workers: e.PARSE_WORKERS,
      memoryMb: e.PARSE_WORKER_MEMORY_MB,
      timeoutMs: e.PARSE_TIMEOUT_MS,
      maxQueue: e.PARSE_QUEUE,
      budgetMb: e.PARSE_MEMORY_BUDGET_MB,
    },
    rateLimits: DEFAULT_RATE_LIMITS,
    passwordHashing: PASSWORD_HASHING,
  };
}

/**
 * Settings whose development default would be wrong, silently, on a live server: the sandbox takes no money
 * and the localhost origin refuses every real browser's writes. Production must name them; choosing the
 * sandbox there on purpose is allowed (the paid pages then say that payments are test payments).
 */
function productionChoices(e: z.infer<typeof env>) {
  if (e.NODE_ENV !== 'production') return;
  const missing: string[] = [];
  if (!e.PAYMENTS_PROVIDER)
    missing.push(
      '  PAYMENTS_PROVIDER: must be set when NODE_ENV=production: "stripe" to take payments, or "sandbox" for test payments where no money is taken',
    );
  if (!e.PUBLIC_ORIGIN)
    missing.push(
      '  PUBLIC_ORIGIN: must be set when NODE_ENV=production, to the address users open (e.g. https://ratio.example.com)',
    );
  if (missing.length > 0) throw new Error(`Invalid configuration:\n${missing.join('\n')}`);
}

/** Stripe needs every key and price id; a half-configured Stripe would fail at the first payment instead. */
function stripeConfig(e: z.infer<typeof env>): Config['payments']['stripe'] {
  if (e.PAYMENTS_PROVIDER !== 'stripe') return null;
  const needed = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_PREMIUM: e.STRIPE_PRICE_PREMIUM,
    STRIPE_PRICE_UNLIMITED: e.STRIPE_PRICE_UNLIMITED,
    STRIPE_PRICE_ULTRA: e.STRIPE_PRICE_ULTRA,
  };
  const missing = Object.entries(needed)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length > 0)
    throw new Error(`Invalid configuration:\n  PAYMENTS_PROVIDER=stripe needs ${missing.join(', ')}`);
  return {
    secretKey: e.STRIPE_SECRET_KEY as string,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
    priceIds: {
      PREMIUM: e.STRIPE_PRICE_PREMIUM as string,
      UNLIMITED: e.STRIPE_PRICE_UNLIMITED as string,
      ULTRA: e.STRIPE_PRICE_ULTRA as string,
    },
    apiBase: e.STRIPE_API_BASE ?? null,
  };
}

/**
 * A config for tests: in-memory PGlite unless a database is given, quiet logs, and cheap password hashes (a
 * hash at OWASP's cost took tens of milliseconds of a busy test machine, for every account a test made).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '3000' }),
    database: { kind: 'pglite', dataDir: null },
    passwordHashing: { memoryCost: 1024, timeCost: 1 },
    ...overrides,
  };
}

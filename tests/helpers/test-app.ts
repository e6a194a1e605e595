import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, DEFAULT_RATE_LIMITS, testConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/connect';
import type { User } from '../../src/shared/contracts/auth';
import { createTestDatabase } from './database';

export const ORIGIN = 'http://localhost:3000';
export const STRONG_PASSWORD = 'correct horse battery staple';

// Tests register many users from one address; brute-force tests set their own small limits.
const GENEROUS = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, max: 10_000 }]),
) as Config['rateLimits'];

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** A request as the app's own page would send it (same Origin), optionally as a logged-in user. */
  request(opts: InjectOptions & { as?: Client }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export type Client = { user: User; cookie: string; password: string };

export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: { logStream?: NodeJS.WritableStream; clientDir?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig({ publicOrigin: ORIGIN, rateLimits: GENEROUS, ...overrides });
  const app = await buildApp(config, { database, clientDir: '/nonexistent', ...deps });
  await app.ready();
  return {
    app,
    database,
    request: ({ as, headers, ...opts }) =>
      app.inject({
        ...opts,
        headers: { origin: ORIGIN, ...(as ? { cookie: `ratio_session=${as.cookie}` } : {}), ...headers },
      }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
/** Registers a new user through the real API and returns their session cookie. */
export async function registerUser(
  t: TestApp,
  fields: Partial<{ username: string; email: string; password: string }> = {},
): Promise<Client> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const body = {
    username: fields.username ?? `user_${suffix}`,
    email: fields.email ?? `user_${suffix}@example.com`,
    password: fields.password ?? STRONG_PASSWORD,
  };
  const res = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { user: res.json().user, cookie: sessionCookie(res)!, password: body.password };
}

export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'ratio_session')?.value;
}

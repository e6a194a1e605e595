import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../shared/errors';
import type { Db, Executor } from '../db/connect';
import { sessions, users } from '../db/schema';
import { AppError } from './errors';

export const SESSION_COOKIE = 'ratio_session';
export const SESSION_IDLE_DAYS = 30;
// Writing last_seen_at on every request would turn each read into a write; a few minutes is precise enough
// for a 30-day idle expiry and for "active today" figures.
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;
export type Auth = { sessionId: string; user: SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved lazily by `currentAuth`; undefined until asked. */
    authCache?: Promise<Auth | null>;
    /** The signed-in user, set by the guard on every route that needs one; null on public routes. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route: checked before validation runs. */
    auth?: 'user' | 'admin';
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Starts a session: 256 random bits in the cookie, only their hash in the database. */
export async function startSession(
  db: Executor,
  reply: FastifyReply,
  userId: string,
  userAgent?: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), userAgent: userAgent?.slice(0, 300) });
  // Signing in is activity: the admin's "last active" and "active today" count it at once.
  await db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, userId));
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(reply.server.secureCookies));
}

export function cookieOptions(secure: boolean) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    maxAge: SESSION_IDLE_DAYS * 24 * 3600,
  };
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function endSession(db: Executor, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  await announceEviction(db, `s:${sessionId}`);
}

export async function endOtherSessions(db: Executor, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  await forgetUser(db, userId);
}

/**
 * The session cache (docs/decisions/0008-session-cache.md). Every change to a user's row or sessions goes
 * through forgetUser / endSession, which evict here and announce the eviction on a PostgreSQL channel, so
 * every other server evicts too (NOTIFY is delivered when the change commits). On the embedded database there
 * is exactly one process; with PostgreSQL a server trusts its cache only while it is listening.
 */
type CacheEntry = { auth: Auth; db: Db; expiresAt: number };
const cache = new Map<string, CacheEntry>();
const CACHE_MAX = 10_000;
export const EVICTION_CHANNEL = 'ratio_session_evict';
// Databases whose cache may be used: the embedded one always, PostgreSQL only while its listener is connected.
const trusted = new WeakSet<Db>();

export function trustSessionCache(db: Db, trust: boolean) {
  if (trust) trusted.add(db);
  else {
    trusted.delete(db);
    forget((entry) => entry.db === db);
  }
}

function forget(match: (entry: CacheEntry) => boolean) {
  for (const [key, entry] of cache) if (match(entry)) cache.delete(key);
}

/** Applies an eviction announced by any server: `u:<userId>` or `s:<sessionId>`. */
export function applyEviction(payload: string) {
  const id = payload.slice(2);
  if (payload.startsWith('u:')) forget((entry) => entry.auth.user.id === id);
  else if (payload.startsWith('s:')) forget((entry) => entry.auth.sessionId === id);
}

async function announceEviction(db: Executor, payload: string) {
  applyEviction(payload);
  await db.execute(sql`select pg_notify(${EVICTION_CHANNEL}, ${payload})`);
}

/** Evicts a user's cached sessions everywhere after their row changed (email, password, role, plan, deletion). */
export const forgetUser = (db: Executor, userId: string) => announceEviction(db, `u:${userId}`);

/** The session of this request, or null. Only the cookie identifies a user: no header is ever trusted. */
export function currentAuth(request: FastifyRequest): Promise<Auth | null> {
  request.authCache ??= cachedLookup(
    request.server.db,
    request.cookies[SESSION_COOKIE],
    request.server.config.sessionCacheSeconds,
  );
  return request.authCache;
}

export async function requireAuth(request: FastifyRequest): Promise<Auth> {
  const auth = await currentAuth(request);
  if (!auth) throw new AppError('unauthenticated', MESSAGES.unauthenticated);
  return auth;
}

async function cachedLookup(db: Db, token: string | undefined, ttlSeconds: number): Promise<Auth | null> {
  if (!token || token.length < 40 || token.length > 100) return null;
  const tokenHash = hashToken(token);
  if (ttlSeconds === 0 || !trusted.has(db)) return lookup(db, tokenHash);
  const hit = cache.get(tokenHash);
  if (hit && hit.db === db && hit.expiresAt > Date.now()) return hit.auth;
  const auth = await lookup(db, tokenHash);
  if (!auth) {
    cache.delete(tokenHash);
    return null;
  }
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  // Re-checking the database after the TTL also refreshes last_seen_at, so idle expiry keeps working.
  cache.set(tokenHash, { auth, db, expiresAt: Date.now() + Math.min(ttlSeconds * 1000, TOUCH_AFTER_MS) });
  return auth;
}

async function lookup(db: Db, tokenHash: string): Promise<Auth | null> {
  const idleCutoff = new Date(Date.now() - SESSION_IDLE_DAYS * 86_400_000);
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.lastSeenAt, idleCutoff)))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
    await db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, row.user.id));
  }
  return { sessionId: row.sessionId, user: row.user };
}

/**
 * Enforces `config.auth` of every route in one place, so no handler can forget it, and hands the handler
 * the user it found as `request.user`: handlers never look the session up again.
 */
export function registerAuthGuard(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('preValidation', async (request) => {
    const needed = request.routeOptions.config?.auth;
    if (!needed) return;
    const auth = await requireAuth(request);
    if (needed === 'admin' && auth.user.role !== 'admin') throw new AppError('forbidden', MESSAGES.forbidden);
    request.user = auth.user;
  });
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './api';
import { createLogger, isConsoleEnabled, loadConsoleAccess, logger, setConsoleAccess } from './logger';

type Line = [level: string, ...args: unknown[]];

function recordingSink() {
  const lines: Line[] = [];
  const sink = {
    debug: (...args: unknown[]) => lines.push(['debug', ...args]),
    info: (...args: unknown[]) => lines.push(['info', ...args]),
    warn: (...args: unknown[]) => lines.push(['warn', ...args]),
    error: (...args: unknown[]) => lines.push(['error', ...args]),
  };
  return { lines, sink };
}

function logEveryLevel(log: ReturnType<typeof createLogger>) {
  log.debug('d');
  log.info('i');
  log.warn('w');
  log.error('e');
}

const student = { username: 'ada', role: 'user' as const };
const admin = { username: 'root', role: 'admin' as const };

let configCalls: string[];

function consoleConfigServer(reply: () => Response) {
  configCalls = [];
  configureApi({
    fetch: async (input) => {
      configCalls.push(String(input));
      return reply();
    },
    sleep: async () => {},
  });
}

beforeEach(() => {
  setConsoleAccess({ user: null });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('console gating', () => {
  it('is silent until access is granted, and for a user who is neither admin nor authorised', () => {
    const { lines, sink } = recordingSink();
    const log = createLogger('study', sink);
    logEveryLevel(log);

    setConsoleAccess({ user: student, authorizedUsername: 'someone-else' });
    logEveryLevel(log);
    setConsoleAccess({ user: student, authorizedUsername: '' });
    logEveryLevel(log);

    expect(lines).toEqual([]);
    expect(isConsoleEnabled()).toBe(false);
  });

  it('prints every level, with its scope, for an admin', () => {
    const { lines, sink } = recordingSink();
    setConsoleAccess({ user: admin, authorizedUsername: null });
    logEveryLevel(createLogger('study', sink));

    expect(lines).toEqual([
      ['debug', '[study]', 'd'],
      ['info', '[study]', 'i'],
      ['warn', '[study]', 'w'],
      ['error', '[study]', 'e'],
    ]);
  });

  it('prints for the authorised username, whatever its case', () => {
    const { lines, sink } = recordingSink();
    setConsoleAccess({ user: student, authorizedUsername: 'Ada' });
    createLogger(undefined, sink).info('hello', { n: 1 });

    expect(lines).toEqual([['info', 'hello', { n: 1 }]]);
  });

  it('goes silent again when the user logs out', () => {
    const { lines, sink } = recordingSink();
    setConsoleAccess({ user: admin });
    setConsoleAccess({ user: null, authorizedUsername: 'root' });
    createLogger('x', sink).error('boom');

    expect(lines).toEqual([]);
  });

  it('writes the shared logger to the browser console only when enabled', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    logger.debug('hidden');
    setConsoleAccess({ user: admin });
    logger.debug('shown');

    expect(debug.mock.calls).toEqual([['shown']]);
  });
});

describe('loadConsoleAccess', () => {
  it('asks /api/console-config for the authorised username', async () => {
    consoleConfigServer(() => Response.json({ authorizedUsername: 'ada' }));
    await loadConsoleAccess(student);

    expect(configCalls).toEqual(['/api/console-config']);
    expect(isConsoleEnabled()).toBe(true);
  });

  it('stays silent when the server names someone else or cannot be reached', async () => {
    consoleConfigServer(() => Response.json({ authorizedUsername: null }));
    await loadConsoleAccess(student);
    expect(isConsoleEnabled()).toBe(false);

    consoleConfigServer(() => new Response('down', { status: 503 }));
    await loadConsoleAccess(student);
    expect(isConsoleEnabled()).toBe(false);
  });

  it('enables admins and disables visitors without a request', async () => {
    consoleConfigServer(() => Response.json({ authorizedUsername: 'ada' }));
    await loadConsoleAccess(admin);
    expect(isConsoleEnabled()).toBe(true);
    await loadConsoleAccess(null);
    expect(isConsoleEnabled()).toBe(false);

    expect(configCalls).toEqual([]);
  });

  it('ignores an answer that arrives after the user has logged out', async () => {
    consoleConfigServer(() => Response.json({ authorizedUsername: 'ada' }));
    const pending = loadConsoleAccess(student);
    setConsoleAccess({ user: null });
    await pending;

    expect(isConsoleEnabled()).toBe(false);
  });
});

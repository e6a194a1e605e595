import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequests } from './drain';

// The connection side of SIGTERM: stop accepting, answer what is in flight, then leave no connection open,
// whatever state its client left it in.

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A server whose /slow answer waits until `release` is called. */
async function serve() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requestArrived!: () => void;
  const arrived = new Promise<void>((resolve) => {
    requestArrived = resolve;
  });
  const server = http.createServer((request, response) => {
    if (request.url === '/slow') {
      requestArrived();
      void released.then(() => response.end('slow answer'));
    } else response.end('quick answer');
  });
  const drain = trackRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => server.closeAllConnections());
  const { port } = server.address() as net.AddressInfo;
  return { server, drain, port, release, arrived };
}

/** A TCP connection the server has accepted; `received` is everything it was sent back. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  cleanups.push(() => socket.destroy());
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, ended, received: () => received };
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`;

describe('closing the connections of a server', () => {
  it('answers the request in flight, then closes the connections that never sent one, idle or half-sent', async () => {
    const { drain, port, release, arrived } = await serve();
    const silent = await connect(port);
    const halfSent = await connect(port);
    halfSent.socket.write('GET / HTTP/1.1\r\nHost: loc');
    const idle = await connect(port);
    idle.socket.write(get('/quick'));
    await new Promise<void>((resolve) => idle.socket.once('data', () => resolve()));
    const busy = await connect(port);
    busy.socket.write(get('/slow'));
    await arrived;

    let closed = false;
    const closing = drain.close().then(() => {
      closed = true;
    });
    // The idle keep-alive connection goes at once; the one whose request is still being answered stays.
    await idle.ended;
    expect(drain.inFlight()).toBe(1);
    expect(closed).toBe(false);
    release();
    await closing;
    await Promise.all([silent.ended, halfSent.ended, busy.ended]);
    expect(busy.received()).toContain('slow answer');
    expect(drain.inFlight()).toBe(0);
  });

  it('stops accepting new connections at once', async () => {
    const { drain, port } = await serve();
    await drain.close();
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('connect', () => {
        socket.destroy();
        resolve('accepted');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });
});

import type { Server } from 'node:http';

export type Drain = {
  /** How many requests the server is answering now. */
  inFlight(): number;
  /**
   * Stops accepting connections, waits for the requests in flight to be answered, then closes every
   * connection left; resolves once none is open.
   */
  close(): Promise<void>;
};

/**
 * The connection side of a graceful shutdown. Node's `server.close()` closes only the keep-alive
 * connections that sit idle after an answer, and then waits for all the others. A connection that was
 * opened but has not sent a whole request yet (a browser's preconnect, a client that opened a socket it
 * did not use) is not idle to Node: it waits for the request's headers, and `close()` stops the timer that
 * would have given up on them. Such a connection held the shutdown until its client went away, which could
 * be never. So once no request is in flight, the rest are closed: no answer is owed on any of them.
 */
export function trackRequests(server: Server): Drain {
  let inFlight = 0;
  let settled: (() => void)[] = [];
  server.on('request', (_request, response) => {
    inFlight += 1;
    // 'close' comes once per answer: sent in full, or its connection gone.
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight > 0) return;
      const waiting = settled;
      settled = [];
      for (const resolve of waiting) resolve();
    });
  });
  return {
    inFlight: () => inFlight,
    async close() {
      const closed = new Promise<void>((resolve) => {
        // An error means it was not listening: nothing more to wait for than its connections.
        server.close(() => resolve());
      });
      if (inFlight > 0) await new Promise<void>((resolve) => settled.push(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}

/**
 * Requests whose handlers are still at work. A client that hangs up closes its connection, but
 * its handler goes on (a lead is still stored, counted and queued), so shutdown waits for these
 * before it closes the database; otherwise the last handlers fail half-way.
 */
import type { Server, ServerResponse } from 'node:http';

export function trackInFlight(server: Server) {
  const open = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    open.add(res);
    res.once('finish', () => open.delete(res));
  });
  return {
    /**
     * From now on every response ends its connection (Connection: close): one a client keeps alive
     * would otherwise hold the server's close until the keep-alive timeout (5 s) ran out.
     */
    endKeepAlive() {
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      // Ahead of the app's own listener, which may answer at once.
      server.prependListener('request', (_req, res: ServerResponse) => res.setHeader('Connection', 'close'));
    },
    /** Resolves once every handler has ended its response (also to a client that left), or at `deadline`. */
    async drained(deadline: number): Promise<number> {
      for (;;) {
        // A handler ends its response even when the socket is gone: writableEnded, without 'finish'.
        for (const res of open) if (res.writableEnded) open.delete(res);
        if (open.size === 0 || Date.now() >= deadline) return open.size;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

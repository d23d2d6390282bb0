/** Listens and shuts down gracefully: stop accepting, let in-flight handlers finish, then close and exit. */
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { ServerConfig } from './config.server';
import type { Logger } from './logger';
import { trackInFlight } from './http/in-flight';

const SHUTDOWN_GRACE_MS = 10_000;
/** Connections waiting to be accepted (the kernel caps it at net.core.somaxconn). */
const LISTEN_BACKLOG = 4096;

export function listen(app: Express, config: ServerConfig, log: Logger, onClose: () => Promise<void> = async () => {}) {
  // A deep accept queue: a burst of arrivals (the opening minute of a first-come sale) waits in the
  // kernel for a moment rather than being dropped and retried by the clients seconds later.
  const server: Server = app.listen(config.port, config.host ?? '0.0.0.0', LISTEN_BACKLOG, () => {
    const addr = server.address();
    const port = typeof addr === 'object' && addr ? addr.port : config.port;
    log.info({ port, env: config.env }, `${config.site.projectName} site listening on http://localhost:${port}`);
  });

  const inFlight = trackInFlight(server);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // Background work cut short by closing the database is expected now; it must not turn exit 0 into a crash.
    process.on('unhandledRejection', (err) => log.warn({ err }, 'operation interrupted by the shutdown'));
    const force = setTimeout(() => {
      log.warn('forcing exit after grace period');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Responses from here on close their connection, and connections idle now or once their last
    // response is out are closed, so a client's kept-alive connection does not hold the stop.
    inFlight.endKeepAlive();
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.close(async () => {
      clearInterval(idle);
      // Connections are closed; handlers of clients that hung up may still be writing.
      const unfinished = await inFlight.drained(Date.now() + SHUTDOWN_GRACE_MS / 2);
      if (unfinished) log.warn({ unfinished }, 'closing with requests still in progress');
      await onClose().catch((err) => log.error({ err }, 'error during shutdown'));
      log.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}

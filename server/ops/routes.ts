/**
 * The operator's endpoints: `/healthz` (liveness: the process answers), `/readyz` (the database
 * answers and the migrations have run: what the proxy and the container health check use) and
 * `/metrics` (only with METRICS_TOKEN, as a Bearer token). `requestTimer` times every request by
 * its route pattern (server/ops/route-label.ts), failures under the same route as successes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { opsMetrics } from './metrics';
import { readiness } from './readiness';
import { routeLabel, trackRoute } from './route-label';

/** Probes answered often by machines: not worth a log line each. */
export const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** Times each request once its answer is sent (first in the pipeline, so fast paths count too). */
export function requestTimer(sites: readonly string[]): RequestHandler {
  const { httpDuration } = opsMetrics();
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    trackRoute(req);
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      httpDuration.observe({ route: routeLabel(req, sites), method: req.method, status_class: `${Math.floor(res.statusCode / 100)}xx` }, seconds);
    });
    next();
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export function opsRoutes(opts: { metricsToken?: string; spoolDepth: () => number; counting?: () => Record<string, number> }): Router {
  const router = Router();
  const metrics = opsMetrics();
  metrics.spoolDepth = opts.spoolDepth;
  const ready = readiness();

  // Liveness: the process answers (a restart would not bring a database back). The spool's depth
  // (leads accepted during an outage, not yet stored) and the database's state are shown, not judged.
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', database: ready.state(), spool: { depth: opts.spoolDepth() }, ...(opts.counting ? { counting: opts.counting() } : {}) });
  });

  router.get('/readyz', async (_req, res) => {
    const r = await ready.check();
    res.setHeader('Cache-Control', 'no-store');
    res.status(r.ready ? 200 : 503).json(r.ready ? { status: 'ready' } : { status: 'not ready', reason: r.reason });
  });

  if (opts.metricsToken) {
    const expected = digest(opts.metricsToken);
    router.get('/metrics', async (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      const given = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1]?.trim();
      if (!given || !timingSafeEqual(digest(given), expected)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res.status(401).type('text/plain').send('unauthorized\n');
        return;
      }
      try {
        const text = await metrics.registry.metrics();
        res.type(metrics.registry.contentType).send(text);
      } catch (err) {
        next(err);
      }
    });
  }
  return router;
}

/**
 * One log line per request, at a level by its outcome. Token segments and admin query strings never
 * reach the log (log-scrub.ts); probes, page-view beacons and built assets are not logged at all.
 */
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { BEACON_PATH } from '../../shared/beacon';
import type { Logger } from '../logger';
import { scrubError, scrubUrl } from './log-scrub';

export function requestLog(log: Logger, probePaths: ReadonlySet<string>): RequestHandler {
  return pinoHttp({
    logger: log,
    autoLogging: { ignore: (req) => probePaths.has(req.url ?? '') || req.url === BEACON_PATH || (req.url ?? '').startsWith('/assets/') },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: scrubUrl(req.url) }),
      err: scrubError,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });
}

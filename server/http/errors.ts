import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { z } from 'zod';
import { isDbReady } from '../db/connection';
import { escapeHtml } from '../../shared/seo';

/** An error with the HTTP status and the Korean message the visitor should read. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const DB_UNAVAILABLE = '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.';

/** Requests that need the database answer 503 at once while it is unreachable. */
export const requireDb: RequestHandler = (_req, _res, next) => next(isDbReady() ? undefined : new HttpError(503, DB_UNAVAILABLE));

/**
 * Validates a request body with zod before anything reaches mongoose: an object where a string
 * belongs (an operator-injection attempt) fails here as a 400.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, message: string): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new HttpError(400, message, fieldMessages(result.error.issues, message));
}

/**
 * A desk form's body, checked as parseBody does; the answer's message is the first broken rule's
 * own (the form shows it above its fields), `fallback` when the rule has none.
 */
export function parseDeskForm<S extends z.ZodType>(schema: S, body: unknown, fallback: string): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields = fieldMessages(result.error.issues, fallback);
  throw new HttpError(400, Object.values(fields)[0] ?? fallback, fields);
}

/**
 * Each field's first message, under the field's name ('_' for the body as a whole). A field without
 * words of its own gets the request's Korean message (`message`), never the parser's English.
 */
function fieldMessages(issues: z.ZodError['issues'], message: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? '_')] ??= /[가-힣]/.test(issue.message) ? issue.message : message;
  return fields;
}

const GENERIC: Record<number, string> = {
  400: '요청 형식이 올바르지 않습니다.',
  404: '요청하신 정보를 찾을 수 없습니다.',
  413: '요청 내용이 너무 큽니다.',
  503: DB_UNAVAILABLE,
};
const SERVER_ERROR = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

function statusOf(err: unknown): number {
  const s = (err as { status?: unknown; statusCode?: unknown })?.status ?? (err as { statusCode?: unknown })?.statusCode;
  if (typeof s === 'number' && s >= 400 && s < 600) return s;
  // A lost database connection surfacing from a query.
  const name = (err as Error)?.name ?? '';
  if (/^Mongo(Server)?(Selection|Network|NotConnected)|MongooseServerSelectionError|MongoNotConnectedError/.test(name)) return 503;
  return 500;
}

/** JSON errors for /api, a short Korean page otherwise. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const status = statusOf(err);
  if (status >= 500) req.log?.error({ err }, 'request failed');
  if (res.headersSent) return res.end();
  const message = err instanceof HttpError ? err.message : status >= 500 && status !== 503 ? SERVER_ERROR : (GENERIC[status] ?? GENERIC[400]!);
  if (req.path.startsWith('/api/')) {
    return res.status(status).json({ ok: false, error: message, ...(err instanceof HttpError && err.fields ? { fields: err.fields } : {}) });
  }
  res
    .status(status)
    .type('html')
    .send(`<!doctype html><html lang="ko"><meta charset="utf-8"><title>오류</title><p>${escapeHtml(message)}</p><p><a href="/">홈으로 가기</a></p></html>`);
};

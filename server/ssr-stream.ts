/** Streams a rendered React tree into the answer between the shell's two halves, and keeps the whole for the cache. */
import { Transform } from 'node:stream';
import type { Response } from 'express';
import type { AppState } from '../shared/app-state';
import type { Render } from '../client/entry-server';
import { scrubUrl } from './http/log-scrub';
import type { Logger } from './logger';

const RENDER_TIMEOUT_MS = 10_000;


export interface StreamJob {
  start: string;
  tail: string;
  status: number;
  url: string;
  state: AppState;
  render: Render;
  log: Logger;
}

export function stream(res: Response, job: StreamJob, onComplete: (html: string) => void) {
  const chunks: string[] = [job.start];
  let failed = false;
  const body = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      chunks.push(chunk.toString());
      res.write(chunk);
      cb();
    },
  });
  // React flushes its destination after each burst; pass that through compression.
  (body as Transform & { flush(): void }).flush = () => (res as Response & { flush?: () => void }).flush?.();
  body.on('finish', () => {
    res.end(job.tail);
    if (!failed) onComplete(chunks.join('') + job.tail);
  });

  const { pipe, abort } = job.render(job.url, job.state, {
    onShellReady() {
      res.status(job.status).setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(job.start);
      pipe(body);
    },
    onShellError(err) {
      failed = true;
      job.log.error({ err, url: scrubUrl(job.url) }, 'render failed before the shell was ready');
      res.status(500).type('html').send('<!doctype html><meta charset="utf-8"><title>오류</title><p>일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>');
    },
    onError(err) {
      failed = true;
      job.log.error({ err, url: scrubUrl(job.url) }, 'render error');
    },
  });
  const timer = setTimeout(() => abort(), RENDER_TIMEOUT_MS);
  res.on('close', () => clearTimeout(timer));
}

/**
 * A logger whose lines the test reads: what the site would write to its log, kept in `lines` (one
 * JSON line each), to show what reaches the log and what never does (phones, tokens, names).
 */
import { Writable } from 'node:stream';
import { createLogger } from '../../server/logger';

export function capturedLog(level: Parameters<typeof createLogger>[0] = 'debug') {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger(level, false, sink) };
}

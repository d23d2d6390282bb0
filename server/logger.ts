/**
 * The one logger. Personal data never reaches it as a field (pino removes phone, email, token, code
 * and similar fields wherever they appear) and errors are scrubbed of numbers and addresses.
 */
import pino from 'pino';
import { REDACT_PATHS, scrubError } from './http/log-scrub';

export type Logger = pino.Logger;

/** JSON logs in production; readable lines when a developer runs it in a terminal. */
export function createLogger(level: string, pretty = false, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: scrubError },
    ...(pretty && !destination ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

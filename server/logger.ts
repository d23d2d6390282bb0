import pino from 'pino';

export type Logger = pino.Logger;

/** JSON logs in production; readable lines when a developer runs it in a terminal. */
export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}

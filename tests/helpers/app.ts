/** The real Express app with the real renderer, for supertest (no build, no listening port). */
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { createApp, type AppOptions } from '../../server/app';
import { loadConfig } from '../../server/config.server';
import { createLogger } from '../../server/logger';
import { render } from '../../client/entry-server';

const template = readFileSync(new URL('../../views/index.html', import.meta.url), 'utf8');

export function testApp(env: NodeJS.ProcessEnv = {}, extra: Partial<AppOptions> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const app = createApp({
    config,
    log: createLogger('silent'),
    render: async () => render,
    template: async () => template,
    staticDir: 'public',
    ...extra,
  });
  return { app, config };
}

export const html = (text: string) => parse(text);

import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { readFileSync } from 'node:fs';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { render } from '../client/entry-server';
import { TEST_SECRET } from './helpers/app';

// This file never connects mongoose: the database is "down" for the whole file.
const app = createApp({
  config: loadConfig({ NODE_ENV: 'test' }),
  log: createLogger('silent'),
  render: async () => render,
  template: async () => readFileSync('views/index.html', 'utf8'),
  dbReady: new Promise(() => {}),
  sessionSecret: TEST_SECRET,
});

describe('while the database is unreachable', () => {
  it('healthz reports it (503)', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(503);
    expect(res.body.database).toBe('disconnected');
  });

  it('database-backed requests answer 503 with a Korean message at once', async () => {
    const started = Date.now();
    for (const res of [
      await request(app).get('/api/press').query({ site: 'haeon-lakecity' }),
      await request(app).post('/api/auth/login').send({ email: 'a@b.co', password: 'x' }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.body.error).toMatch(/잠시 후 다시 시도해 주세요/);
    }
    const page = await request(app).get('/haeon-lakecity/press');
    expect(page.status).toBe(503);
    expect(page.text).toContain('잠시 후 다시 시도해 주세요');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('content pages and the sitemap still work', async () => {
    expect((await request(app).get('/Brand/intro')).status).toBe(200);
    expect((await request(app).get('/sitemap.xml')).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { render } from '../client/entry-server';
import { TEST_SECRET } from './helpers/app';

// This file never connects mongoose: the database is "down" for the whole file.
const spoolDir = mkdtempSync(join(tmpdir(), 'outage-spool-'));
const app = createApp({
  config: loadConfig({ NODE_ENV: 'test', SPOOL_DIR: spoolDir, LEAD_MIN_FILL_MS: '0' }),
  log: createLogger('silent'),
  render: async () => render,
  template: async () => readFileSync('views/index.html', 'utf8'),
  dbReady: new Promise(() => {}),
  sessionSecret: TEST_SECRET,
});

describe('while the database is unreachable', () => {
  it('healthz still answers (the process is alive) and shows the state; readyz is 503 with the reason', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.database).toBe('disconnected');
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'not ready', reason: 'database not connected' });
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

  it('a lead is kept in the spool at once and answered 202 with the usual confirmation; healthz counts it', async () => {
    const lead = { type: 'interest', name: '정전', phone: '010-1234-5678', consent: true };
    const res = await request(app).post('/api/leads').send(lead);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, queued: true, message: '등록이 완료되었습니다. 전문 상담사가 곧 연락드리겠습니다.' });
    // Without JavaScript the result page is the same as for a stored lead.
    const form = await request(app).post('/api/leads').type('form').send({ ...lead, consent: 'on', phone: '010-1234-5679' });
    expect(form.status).toBe(303);
    expect(form.headers.location).toMatch(/^\/lead\/result\?status=ok/);
    expect(readdirSync(spoolDir).filter((n) => n.endsWith('.jsonl'))).toHaveLength(1);
    expect((await request(app).get('/healthz')).body.spool).toEqual({ depth: 2 });
    // Invalid input is still refused as such.
    expect((await request(app).post('/api/leads').send({ ...lead, phone: '123' })).status).toBe(400);
  });

  it('content pages and the sitemap still work', async () => {
    expect((await request(app).get('/Brand/intro')).status).toBe(200);
    expect((await request(app).get('/sitemap.xml')).status).toBe(200);
  });
});

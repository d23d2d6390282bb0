/**
 * /metrics as an operator's Prometheus reads it: closed without the token, parseable with it, with
 * the series that matter on launch day, and no personal data or raw path in any label or value.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, testDb } from './helpers/app';
import { parsePrometheus, samples, type Family } from './helpers/prometheus';
import { outboxFor } from '../server/app';
import { loadConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { PoolTally } from '../server/ops/pool';
import { saveSale } from '../server/units/sale';
import { joinQueue } from '../server/units/queue';
import { runMigrations } from '../server/db/migrations';
import mongoose from 'mongoose';
import { EventEmitter } from 'node:events';

const TOKEN = 'metrics-token-0123456789abcdef';
// The IndexNow key file's path is the key itself: counted under a pattern too.
const INDEXNOW_KEY = 'a3f9c2e75b1d4e8a9c6f0d2b4e6a8c1e';
const env = { METRICS_TOKEN: TOKEN, LEAD_MIN_FILL_MS: '0', LEAD_RATE_LIMIT: '1000', PHONE_VERIFICATION: 'on', INDEXNOW_KEY };
const outbox = outboxFor(loadConfig({ NODE_ENV: 'test', ...env }), createLogger('silent'));
const { app } = testApp(env, { outbox });

const PHONE = '010-5511-7788';
const NAME = '메트릭고객';
const RESERVATION_TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx12';
// An article id as press links carry it (the page answers 404: its route pattern is what is counted).
const pressId = '65f0a1b2c3d4e5f6a7b8c9d0';

beforeAll(async () => {
  await testDb();
  // Visitors' traffic with personal data and ids in it.
  await request(app).get(`/reservation/${RESERVATION_TOKEN}`);
  await request(app).get(`/haeon-lakecity/press/${pressId}`);
  await request(app).get('/Brand/intro');
  await request(app).get('/no/such/page/4f3a9c');
  expect((await request(app).get(`/${INDEXNOW_KEY}.txt`)).text).toBe(INDEXNOW_KEY);
  expect((await request(app).post('/api/leads').send({ type: 'interest', name: NAME, phone: PHONE, consent: true })).status).toBe(201);
  expect((await request(app).post('/api/phone-verifications').send({ phone: PHONE })).status).toBe(201);
  await outbox.drain();
  // A 잔여세대 sale opened a few seconds ago, one admitted a minute: four in line, one admitted.
  const opened = new Date(Date.now() - 5_000);
  const sale = await saveSale({ opensAt: opened, admitPerMinute: 1, holdMinutes: 30, visible: true }, opened, 'ops-test');
  for (let i = 1; i <= 4; i++) await joinQueue(`010-7100-000${i}`, sale, new Date(), 30);
});

const scrape = async () => {
  const res = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  return { text: res.text, families: parsePrometheus(res.text), series: samples(res.text) };
};
const family = (families: Family[], name: string) => {
  const f = families.find((x) => x.name === name);
  if (!f) throw new Error(`no ${name} in /metrics`);
  return f;
};

describe('/metrics', () => {
  it('answers 401 without the token or with a wrong one, and does not exist without METRICS_TOKEN', async () => {
    expect((await request(app).get('/metrics')).status).toBe(401);
    expect((await request(app).get('/metrics').set('Authorization', 'Bearer wrong-token-0123456789')).status).toBe(401);
    expect((await request(app).get('/metrics').set('Authorization', TOKEN)).status).toBe(401);
    const { app: closed } = testApp({});
    expect((await request(closed).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('parses as Prometheus text and holds the launch-day series', async () => {
    const { families, series } = await scrape();
    for (const name of [
      'http_request_duration_seconds',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
      'database_outbox_messages',
      'database_outbox_oldest_pending_seconds',
      'outbox_attempts_total',
      'lead_spool_depth',
      'verification_codes_sent_total',
      'database_units_queue_waiting',
      'embedded_snapshot_duration_seconds',
      'mongodb_command_duration_seconds',
      'mongodb_pool_connections',
      'mongodb_pool_checked_out',
    ]) {
      family(families, name);
    }
    expect(family(families, 'http_request_duration_seconds').type).toBe('HISTOGRAM');
    const requests = family(series, 'http_request_duration_seconds_count').metrics;
    const routes = new Set(requests.map((m) => m.labels?.route));
    expect(routes).toContain('/reservation/:token');
    expect(routes).toContain('/:site/press/:id');
    expect(routes).toContain('/api/leads');
    expect(routes).toContain('/Brand/intro');
    expect(routes).toContain('other');
    const classes = new Set(requests.map((m) => m.labels?.status_class));
    expect(classes).toContain('2xx');
    expect(classes).toContain('4xx');
    // The verification code went to the (log) provider: counted once; the outbox shows it sent.
    expect(Number(family(families, 'verification_codes_sent_total').metrics[0]!.value)).toBe(1);
    const sent = family(families, 'database_outbox_messages').metrics.find((m) => m.labels?.kind === 'phone-verification' && m.labels?.state === 'sent');
    expect(Number(sent?.value)).toBe(1);
    expect(Number(family(families, 'lead_spool_depth').metrics[0]!.value)).toBe(0);
    const inserts = family(series, 'mongodb_command_duration_seconds_count').metrics.filter((m) => m.labels?.command === 'insert');
    expect(inserts.reduce((n, m) => n + Number(m.value), 0)).toBeGreaterThan(0);
  });

  it('holds no phone number, name, token or raw path with an id', async () => {
    const { text, series } = await scrape();
    for (const secret of [PHONE, PHONE.replace(/-/g, ''), NAME, RESERVATION_TOKEN, pressId, TOKEN, INDEXNOW_KEY, '4f3a9c', 'press/6']) {
      expect(text).not.toContain(secret);
    }
    const values = series.flatMap((f) => f.metrics.flatMap((m) => Object.values(m.labels ?? {})));
    expect(values.length).toBeGreaterThan(20);
    for (const v of values) {
      expect(v).not.toMatch(/01[016789]-?\d{3,4}-?\d{4}/);
      // A route is a pattern or a fixed word: no segment of 20+ token characters or 24 hex digits.
      expect(v).not.toMatch(/[A-Za-z0-9_-]{20,}|[0-9a-f]{24}/);
    }
  });
});

describe('the 잔여세대 line', () => {
  it('shows how many buyers wait in the open sale\'s line, admitted ones left out', async () => {
    const { families } = await scrape();
    expect(Number(family(families, 'database_units_queue_waiting').metrics[0]!.value)).toBe(3);
  });
});

describe('/readyz', () => {
  it('is 503 "migrations have not run yet" on a database the migrations have not run on, and 200 once they have', async () => {
    const before = await request(app).get('/readyz');
    expect(before.status).toBe(503);
    expect(before.body).toEqual({ status: 'not ready', reason: 'migrations have not run yet' });
    await runMigrations(mongoose.connection.db!, createLogger('silent'));
    const after = await request(app).get('/readyz');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ status: 'ready' });
  });
});

describe('the MongoDB pool gauges', () => {
  it('count each connection once, never go below zero, and empty when the pool is cleared', () => {
    const driver = new EventEmitter();
    const pool = new PoolTally();
    pool.watch(driver);
    const a = 'mongo1:27017';
    // A connection made before the listeners were attached closes: nothing to take away.
    driver.emit('connectionClosed', { address: a, connectionId: 1 });
    driver.emit('connectionCheckedIn', { address: a, connectionId: 1 });
    expect([pool.connections, pool.checkedOut]).toEqual([0, 0]);
    driver.emit('connectionCreated', { address: a, connectionId: 2 });
    driver.emit('connectionCreated', { address: a, connectionId: 2 });
    driver.emit('connectionCreated', { address: 'mongo2:27017', connectionId: 2 });
    // One made before the listeners is seen when it is checked out.
    driver.emit('connectionCheckedOut', { address: a, connectionId: 3 });
    expect([pool.connections, pool.checkedOut]).toEqual([3, 1]);
    driver.emit('connectionCheckedIn', { address: a, connectionId: 3 });
    driver.emit('connectionCheckedIn', { address: a, connectionId: 3 });
    expect(pool.checkedOut).toBe(0);
    driver.emit('connectionCheckedOut', { address: a, connectionId: 2 });
    driver.emit('connectionPoolCleared', { address: a });
    expect([pool.connections, pool.checkedOut]).toEqual([1, 0]);
    // The cleared connections' own closes come later: still not below zero.
    driver.emit('connectionClosed', { address: a, connectionId: 2 });
    driver.emit('connectionClosed', { address: a, connectionId: 3 });
    driver.emit('connectionPoolClosed', { address: 'mongo2:27017' });
    expect([pool.connections, pool.checkedOut]).toEqual([0, 0]);
  });

  it('show the open connections of this instance in /metrics', async () => {
    const { families } = await scrape();
    expect(Number(family(families, 'mongodb_pool_connections').metrics[0]!.value)).toBeGreaterThan(0);
    expect(Number(family(families, 'mongodb_pool_checked_out').metrics[0]!.value)).toBeGreaterThanOrEqual(0);
  });
});

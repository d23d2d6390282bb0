/**
 * The numbers an operator watches, in Prometheus' text format. Two kinds of series, told apart by
 * name: every series without the `database_` prefix belongs to this process (what it handled, its
 * pool, its spool), so N instances add up with sum() and no shared state; the `database_` series
 * are read from the shared database at scrape time and are the same figure on every instance, so
 * they are aggregated with max(), never summed. No label ever holds personal data: routes are
 * patterns (never raw paths), kinds and states are fixed words.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MongoClient } from 'mongodb';
import { watchDriver } from '../db/connection';
import { onSnapshotWritten } from '../db/snapshots';
import { outboxFigures, queueLength } from './figures';
import { PoolTally, type PoolEvents } from './pool';

export interface OpsMetrics {
  registry: Registry;
  httpDuration: Histogram<'route' | 'method' | 'status_class'>;
  outboxAttempts: Counter<'kind' | 'channel' | 'result'>;
  verificationCodesSent: Counter;
  alertsSent: Counter<'cause' | 'via'>;
  /** The spool whose depth is reported (the app sets it). */
  spoolDepth: () => number;
}

/** Seconds; launch-day pages answer in milliseconds, a stuck database in seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
/** Gauges read from the database are kept this long: a scrape every few seconds costs one query set. */
const FIGURES_CACHE_MS = 10_000;

let metrics: OpsMetrics | undefined;

/** The process's metrics (one set per instance, made on first use). */
export function opsMetrics(): OpsMetrics {
  metrics ??= createMetrics();
  return metrics;
}

function createMetrics(): OpsMetrics {
  const registry = new Registry();
  // Event-loop delay, heap, process CPU, open handles (prom-client's defaults).
  collectDefaultMetrics({ register: registry });
  const m: OpsMetrics = {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern and status class',
      labelNames: ['route', 'method', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers: [registry],
    }),
    outboxAttempts: new Counter({
      name: 'outbox_attempts_total',
      help: 'Send attempts made by this instance, by kind, channel and result (a refusal counts at once, retried or not)',
      labelNames: ['kind', 'channel', 'result'],
      registers: [registry],
    }),
    verificationCodesSent: new Counter({
      name: 'verification_codes_sent_total',
      help: 'Phone verification codes handed to the SMS provider by this instance',
      registers: [registry],
    }),
    alertsSent: new Counter({
      name: 'ops_alerts_total',
      help: 'Operator alerts raised by this instance, by cause and path (outbox, or direct while the database is down)',
      labelNames: ['cause', 'via'],
      registers: [registry],
    }),
    spoolDepth: () => 0,
  };

  new Gauge({
    name: 'lead_spool_depth',
    help: 'Leads accepted while the database was unreachable and not yet stored in it',
    registers: [registry],
    collect() {
      this.set(m.spoolDepth());
    },
  });

  let cached: { at: number; figures: Promise<Awaited<ReturnType<typeof outboxFigures>> & { queue: number | null }> } | undefined;
  const figures = () => {
    if (!cached || Date.now() - cached.at > FIGURES_CACHE_MS) {
      const now = new Date();
      const p = Promise.all([outboxFigures(now), queueLength(now)]).then(([o, queue]) => ({ ...o, queue }));
      p.catch(() => (cached = undefined));
      cached = { at: Date.now(), figures: p };
    }
    return cached.figures;
  };
  // Whole-database figures (every instance reports the same number: max() across instances, not
  // sum()). A scrape while the database is down still answers (these series are left out, not wrong).
  const safely = async <T>(read: () => Promise<T>) => read().catch(() => undefined);
  new Gauge({
    name: 'database_outbox_messages',
    help: 'Messages in the shared outbox by kind, channel and state (pending, sending, sent, failed = given up, cancelled); the same on every instance: aggregate with max()',
    labelNames: ['kind', 'channel', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const f = await safely(figures);
      for (const row of f?.byState ?? []) this.set({ kind: row.kind, channel: row.channel, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'database_outbox_oldest_pending_seconds',
    help: 'Age of the oldest message in the shared outbox due and still unsent, by channel (0 when none); the same on every instance: aggregate with max()',
    labelNames: ['channel'],
    registers: [registry],
    async collect() {
      const f = await safely(figures);
      if (!f) return;
      this.set({ channel: 'sms' }, f.oldestPendingSeconds.sms);
      this.set({ channel: 'webhook' }, f.oldestPendingSeconds.webhook);
    },
  });
  new Gauge({
    name: 'database_units_queue_waiting',
    help: 'Buyers in the 잔여세대 waiting room not yet admitted (0 without an open sale); the same on every instance: aggregate with max()',
    registers: [registry],
    async collect() {
      const f = await safely(figures);
      if (f && f.queue !== null) this.set(f.queue);
    },
  });
  const snapshot = new Histogram({
    name: 'embedded_snapshot_duration_seconds',
    help: 'Time taken to write a snapshot of the bundled engine',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  onSnapshotWritten((seconds) => snapshot.observe(seconds));
  watchDriver(driverMetrics(registry));
  return m;
}

/** Command durations and the connection pool, from the driver's monitoring events. */
function driverMetrics(registry: Registry) {
  const commands = new Histogram({
    name: 'mongodb_command_duration_seconds',
    help: 'MongoDB commands by name and outcome (driver command monitoring)',
    labelNames: ['command', 'outcome'],
    buckets: DB_BUCKETS,
    registers: [registry],
  });
  // Counted as a set of connections (pool.ts): never below zero, emptied when a pool is cleared.
  const pool = new PoolTally();
  new Gauge({
    name: 'mongodb_pool_connections',
    help: 'Open connections in the driver pool',
    registers: [registry],
    collect() {
      this.set(pool.connections);
    },
  });
  new Gauge({
    name: 'mongodb_pool_checked_out',
    help: 'Pool connections in use',
    registers: [registry],
    collect() {
      this.set(pool.checkedOut);
    },
  });
  const waits = new Counter({ name: 'mongodb_pool_checkout_failures_total', help: 'Pool check-outs that failed (timeout, pool closed)', registers: [registry] });
  // Command names are the driver's (find, insert, …): a short fixed set, never data.
  const name = (n: string) => (/^[A-Za-z]{1,40}$/.test(n) ? n : 'other');
  return (client: MongoClient) => {
    client.on('commandSucceeded', (e) => commands.observe({ command: name(e.commandName), outcome: 'ok' }, e.duration / 1000));
    client.on('commandFailed', (e) => commands.observe({ command: name(e.commandName), outcome: 'failed' }, e.duration / 1000));
    pool.watch(client as unknown as PoolEvents);
    client.on('connectionCheckOutFailed', () => waits.inc());
  };
}

/**
 * Operator alerts. Guarantee: each cause is reported at most once an hour across all instances (a
 * conditional upsert on the cause's record decides which instance sends), to ALERT_PHONES and/or
 * ALERT_WEBHOOK, with a one-line Korean reason. They go through the outbox like every text; while
 * the database is down they go straight to the provider, so an outage is still reported, still once
 * an hour per cause across the instances that share `sharedDir` (the lead-spool volume: an exclusive
 * lock file per cause, see direct-claims.ts). The checks run every minute (server/boot.ts starts them).
 */
import type { Logger } from '../logger';
import type { Outbox } from '../outbox/outbox';
import type { SmsProvider, WebhookService } from '../outbox/providers/types';
import { smsTypeOf } from '../outbox/sms-type';
import { dbDownSince, isDbReady } from '../db/connection';
import { opsMetrics } from './metrics';
import { OpsAlert } from './model';
import { runChecks, type AlertCause, type CheckInput } from './checks';
import { directClaims } from './direct-claims';
import type { OpsSettings } from './settings';

export const ALERT_KIND = 'ops-alert';
export const ALERT_WEBHOOK_KIND = 'ops-alert-webhook';
export const ALERT_EVERY_MS = 60 * 60_000;
export const CHECK_EVERY_MS = 60_000;

/** A chat webhook wants JSON and nothing else; a 4xx means the address is wrong (not retried). */
export const alertWebhookServices: Record<string, WebhookService> = {
  [ALERT_WEBHOOK_KIND]: {
    judge: (status) =>
      status >= 200 && status < 300
        ? { ok: true }
        : { ok: false, definitive: status >= 400 && status < 500 && status !== 408 && status !== 429, reason: `HTTP ${status}` },
  },
};

export interface AlertOptions {
  settings: OpsSettings;
  /** Prefix of every alert, e.g. '[해온 레이크시티]'. */
  projectName: string;
  outbox: Outbox;
  /** Used directly while the database is down. */
  sms: SmsProvider;
  smsSender?: string;
  log: Logger;
  now?: () => Date;
  spoolDepth: () => number;
  dbReady?: () => boolean;
  /** When the database was first seen unreachable (default: the driver's events and readiness pings). */
  dbDownSince?: () => Date | undefined;
  /**
   * A folder every instance mounts (the lead-spool volume): while the database is down, the direct
   * alerts are claimed there so that N instances send one. Unset (or unwritable): per instance.
   */
  sharedDir?: string;
}

export function createAlerts(opts: AlertOptions) {
  const { settings, log } = opts;
  const now = opts.now ?? (() => new Date());
  const dbReady = opts.dbReady ?? isDbReady;
  const seenDown = opts.dbDownSince ?? dbDownSince;
  const direct = new Map<AlertCause, number>();
  const shared = opts.sharedDir ? directClaims(opts.sharedDir, ALERT_EVERY_MS) : undefined;
  const state: CheckInput['state'] = { dbUpSince: undefined, dbDownSince: undefined, balance: undefined };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const enabled = settings.alertPhones.length > 0 || !!settings.alertWebhook;

  /** True when this instance is the one to report `cause` now. */
  async function claim(cause: AlertCause, text: string, at: Date): Promise<'outbox' | 'direct' | null> {
    if (!dbReady()) {
      if (shared) {
        try {
          return (await shared(cause, at)) ? 'direct' : null;
        } catch (err) {
          log.warn({ err: (err as Error).message, cause }, 'shared alert folder not writable; this instance decides alone');
        }
      }
      const last = direct.get(cause);
      if (last !== undefined && at.getTime() - last < ALERT_EVERY_MS) return null;
      direct.set(cause, at.getTime());
      return 'direct';
    }
    try {
      const since = new Date(at.getTime() - ALERT_EVERY_MS);
      // Matches only a record older than an hour; none at all inserts one; a fresh one makes the
      // insert collide on _id (11000): another instance (or this one) has already reported it.
      await OpsAlert.updateOne({ _id: cause, lastAt: { $lte: since } }, { $set: { lastAt: at, text } }, { upsert: true });
      return 'outbox';
    } catch (err) {
      if ((err as { code?: number }).code === 11000) return null;
      throw err;
    }
  }

  async function raise(cause: AlertCause, reason: string): Promise<boolean> {
    const at = now();
    const text = `${opts.projectName} ${reason}`;
    const via = await claim(cause, text, at);
    if (!via) return false;
    opsMetrics().alertsSent.inc({ cause, via });
    log.warn({ cause, via }, 'operator alert raised');
    if (via === 'outbox') {
      const stamp = at.getTime();
      for (const to of settings.alertPhones) {
        await opts.outbox.enqueue({ key: `${ALERT_KIND}:${cause}:${stamp}:${to}`, kind: ALERT_KIND, channel: 'sms', to, text, priority: true });
      }
      if (settings.alertWebhook) {
        await opts.outbox.enqueue({ key: `${ALERT_WEBHOOK_KIND}:${cause}:${stamp}`, kind: ALERT_WEBHOOK_KIND, channel: 'webhook', url: settings.alertWebhook, payload: { text } });
      }
      return true;
    }
    await sendDirect(text);
    return true;
  }

  /** Without the database: each recipient once, straight to the provider and the webhook. */
  async function sendDirect(text: string) {
    const type = smsTypeOf(text)?.type ?? 'LMS';
    const from = (opts.smsSender ?? '').replace(/\D/g, '');
    const sends: Promise<unknown>[] = settings.alertPhones.map((to) =>
      opts.sms.send({ id: ALERT_KIND, to: to.replace(/\D/g, ''), from, text, type, subject: type === 'LMS' ? opts.projectName : undefined, advertising: false }, AbortSignal.timeout(10_000)),
    );
    if (settings.alertWebhook) {
      sends.push(
        fetch(settings.alertWebhook, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text }), signal: AbortSignal.timeout(10_000) }).then((r) => r.body?.cancel()),
      );
    }
    for (const r of await Promise.allSettled(sends)) if (r.status === 'rejected') log.error({ err: r.reason }, 'direct operator alert not sent');
  }

  /** Runs every check once; returns the causes reported by this call. */
  async function check(): Promise<AlertCause[]> {
    if (!enabled) return [];
    const raised: AlertCause[] = [];
    const found = await runChecks({ now: now(), settings, dbReady: dbReady(), seenDownSince: seenDown()?.getTime(), spoolDepth: opts.spoolDepth(), sms: opts.sms, state, log });
    for (const { cause, reason } of found) {
      try {
        if (await raise(cause, reason)) raised.push(cause);
      } catch (err) {
        log.error({ err, cause }, 'operator alert could not be raised; the next check tries again');
      }
    }
    return raised;
  }

  return {
    enabled,
    check,
    start() {
      if (!enabled || timer) return;
      timer = setInterval(() => {
        running ??= check()
          .catch((err) => log.error({ err }, 'operator alert checks failed'))
          .finally(() => (running = undefined));
      }, CHECK_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Delivers stored leads to the operator's webhook, at least once, surviving restarts: the state
 * lives on each lead. A lead is claimed atomically (findOneAndUpdate) before it is sent, so
 * several app instances never send the same lead at the same time; a claim left by a crashed
 * instance expires and the lead is sent again with the same Idempotency-Key (its id).
 */
import { Lead } from './model';
import { isDbReady } from '../db/connection';
import type { Logger } from '../logger';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';

export interface ForwarderOptions {
  url: string;
  /** Signs each delivery (X-Signature) when set; required in production. */
  secret?: string;
  retryBaseMs: number;
  log: Logger;
  timeoutMs?: number;
  maxDelayMs?: number;
  giveUpAfterMs?: number;
}

export function startForwarder(opts: ForwarderOptions) {
  const { url, secret, retryBaseMs, log, timeoutMs = 10_000, maxDelayMs = 3_600_000, giveUpAfterMs = 3 * 86_400_000 } = opts;
  const pollMs = Math.min(Math.max(retryBaseMs, 100), 5_000);
  // A claim outlives any attempt (the request times out first), so only a crashed sender's expires.
  const claimMs = timeoutMs * 2 + 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function claim() {
    const now = new Date();
    return Lead.findOneAndUpdate(
      {
        $or: [
          { 'forward.state': 'pending', 'forward.nextAttemptAt': { $lte: now } },
          { 'forward.state': 'sending', 'forward.claimedUntil': { $lt: now } },
        ],
      },
      { $set: { 'forward.state': 'sending', 'forward.claimedUntil': new Date(now.getTime() + claimMs) }, $inc: { 'forward.attempts': 1 } },
      { sort: { 'forward.nextAttemptAt': 1 }, returnDocument: 'after' },
    ).lean();
  }

  async function deliver(lead: NonNullable<Awaited<ReturnType<typeof claim>>>) {
    const id = String(lead._id);
    let error: string | undefined;
    try {
      const body = JSON.stringify({
        id,
        type: lead.type,
        name: lead.name,
        phone: lead.phone,
        message: lead.message,
        site: lead.site,
        page: lead.page,
        createdAt: lead.createdAt.toISOString(),
      });
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': id };
      if (secret) headers[SIGNATURE_HEADER] = signWebhook(body, secret, Date.now() / 1000);
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      if (!res.ok) error = `HTTP ${res.status}`;
    } catch (err) {
      error = (err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message;
    }

    const claimed = { _id: lead._id, 'forward.state': 'sending' as const };
    if (!error) {
      await Lead.updateOne(claimed, { $set: { 'forward.state': 'delivered', 'forward.deliveredAt': new Date() }, $unset: { 'forward.lastError': 1, 'forward.claimedUntil': 1 } });
      log.info({ lead: id, attempts: lead.forward?.attempts }, 'lead forwarded');
      return;
    }
    const attempts = lead.forward?.attempts ?? 1;
    const delay = Math.min(retryBaseMs * 2 ** (attempts - 1), maxDelayMs);
    const next = new Date(Date.now() + delay);
    const giveUp = next.getTime() - lead.createdAt.getTime() > giveUpAfterMs;
    await Lead.updateOne(claimed, {
      $set: { 'forward.state': giveUp ? 'failed' : 'pending', 'forward.nextAttemptAt': next, 'forward.lastError': error },
      $unset: { 'forward.claimedUntil': 1 },
    });
    log[giveUp ? 'error' : 'warn']({ lead: id, attempts, error, retryInMs: giveUp ? undefined : delay }, giveUp ? 'lead forwarding gave up' : 'lead forwarding failed, will retry');
  }

  async function drain() {
    try {
      while (!stopped && isDbReady()) {
        const lead = await claim();
        if (!lead) break;
        await deliver(lead);
      }
    } catch (err) {
      log.error({ err }, 'lead forwarder error');
    }
  }

  function run() {
    if (stopped) return;
    clearTimeout(timer);
    running ??= drain().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(run, pollMs);
    });
  }

  run();
  return {
    /** A new lead was stored: look for work now rather than at the next poll. */
    kick: () => void (running ? undefined : run()),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type Forwarder = ReturnType<typeof startForwarder>;

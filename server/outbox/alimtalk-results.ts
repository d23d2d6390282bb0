/**
 * An AlimTalk message is sent when the provider takes it, delivered (as AlimTalk, or as the SMS the
 * provider fell back to) only when its result says so: a while after sending the outbox asks, and
 * asks again until the provider answers or the message is too old to wait for.
 */
import type { SmsType } from '../../shared/outbox';
import type { Logger } from '../logger';
import { OutboxMessage, type OutboxDoc } from './model';
import type { KakaoProvider } from './providers/types';

export interface ResultCheckOptions {
  log: Logger;
  kakao?: KakaoProvider;
  now: () => Date;
  resultPollMs: number;
  timeoutMs: number;
  giveUpAfterMs: number;
  /** True once the outbox is stopping: the look-ups end early. */
  stopped: () => boolean;
}

export function createResultCheck(opts: ResultCheckOptions) {
  const { log, now, resultPollMs, timeoutMs, giveUpAfterMs } = opts;

  /** Asks the AlimTalk provider how sent messages ended, for those due a look-up. Returns how many were settled. */
  async function checkResults(limit = 50): Promise<number> {
    const kakao = opts.kakao;
    if (!kakao) return 0;
    let settled = 0;
    for (let i = 0; i < limit && !opts.stopped(); i++) {
      const at = now();
      const msg = await OutboxMessage.findOneAndUpdate(
        { delivery: 'pending', resultCheckAt: { $lte: at } },
        { $set: { resultCheckAt: new Date(at.getTime() + resultPollMs) } },
        { sort: { resultCheckAt: 1 }, returnDocument: 'after' },
      ).lean<OutboxDoc>();
      if (!msg) break;
      if (!msg.providerId) {
        await settle(msg, { delivery: 'unknown', reason: 'no provider id' });
        continue;
      }
      try {
        const outcome = await kakao.result({ providerId: msg.providerId, recipientSeq: msg.recipientSeq ?? undefined, smsType: (msg.smsType ?? 'SMS') as SmsType }, AbortSignal.timeout(timeoutMs));
        if (outcome) {
          await settle(msg, outcome);
          settled++;
        } else if (msg.sentAt && at.getTime() - msg.sentAt.getTime() > giveUpAfterMs) {
          await settle(msg, { delivery: 'unknown', reason: 'no result from the provider' });
        }
      } catch (err) {
        log.warn({ message: String(msg._id), error: (err as Error).message }, 'AlimTalk result look-up failed, will ask again');
      }
    }
    return settled;
  }

  async function settle(msg: OutboxDoc, outcome: { delivery: string; reason?: string }) {
    await OutboxMessage.updateOne(
      { _id: msg._id, delivery: 'pending' },
      { $set: { delivery: outcome.delivery, ...(outcome.reason && outcome.delivery !== 'alimtalk' ? { fallbackReason: outcome.reason } : {}) }, $unset: { resultCheckAt: 1 } },
    );
  }

  return checkResults;
}

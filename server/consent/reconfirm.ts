/**
 * The two-yearly reminder of a standing advertising consent (정보통신망법 제50조 제8항). Only the next
 * reminder is ever queued (`reconfirm:<grant id>:<n>`, due n × 2 years after the grant); when it is
 * sent, the one after it is queued, as long as the same grant still stands.
 */
import type { Types } from 'mongoose';
import type { SiteConfig } from '../../shared/site.config';
import type { OutboxDoc } from '../outbox/model';
import type { QueuedText } from '../outbox/message-queue';
import { consentState, optoutToken } from './ledger';
import { reconfirmationMessage } from './messages';

export const RECONFIRM_KIND = 'consent-reconfirmation';
export const reconfirmGroup = (phone: string) => `consent:${phone}`;

export function yearsLater(at: Date, years: number): Date {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

/** The n-th reminder of a grant (n = 1 is due two years after it). */
export async function reconfirmationText(site: SiteConfig, phone: string, grant: { id: Types.ObjectId | string; at: Date }, n: number): Promise<QueuedText> {
  return {
    key: `reconfirm:${String(grant.id)}:${n}`,
    kind: RECONFIRM_KIND,
    to: phone,
    ...reconfirmationMessage(site, grant.at, await optoutToken(phone)),
    advertising: false,
    notBefore: yearsLater(grant.at, 2 * n),
    group: reconfirmGroup(phone),
  };
}

/** Outbox observer: a reminder was sent, so the next one is queued (if its grant still stands). */
export async function queueNextReconfirmation(site: SiteConfig, enqueue: (m: QueuedText) => Promise<unknown>, msg: OutboxDoc) {
  if (msg.state !== 'sent' || !msg.to) return;
  const m = /^reconfirm:([a-f0-9]{24}):(\d+)$/.exec(msg.key);
  if (!m) return;
  const state = await consentState(msg.to);
  if (!state.marketing || !state.grantedAt || String(state.grantId) !== m[1]) return;
  await enqueue(await reconfirmationText(site, msg.to, { id: m[1]!, at: state.grantedAt }, Number(m[2]) + 1));
}


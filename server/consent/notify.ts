/**
 * Tells the person the result of every consent change at once (informational SMS), and schedules
 * the reminder that they consented every two years from a grant; a withdrawal cancels what is pending.
 */
import type { SiteConfig } from '../../shared/site.config';
import type { MessageQueue, QueuedText } from '../announcements/queue';
import type { Appended } from './ledger';
import { optoutToken } from './ledger';
import { grantMessage, reconfirmationMessage, withdrawMessage } from './messages';

export interface ConsentContext {
  site: SiteConfig;
  queue: MessageQueue;
  now: () => Date;
}

/** Reminders queued ahead at every second anniversary of a grant (a presale campaign ends well before). */
export const RECONFIRMATION_CYCLES = 5;

export const reconfirmGroup = (phone: string) => `consent:${phone}`;

export function yearsLater(at: Date, years: number): Date {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

export async function confirmChange(ctx: ConsentContext, phone: string, appended: Appended[]) {
  const first = appended[0];
  if (!first) return;
  const granted = appended.find((e) => e.kind === 'grant' && e.scope === 'marketing');
  if (first.kind === 'withdraw') {
    await ctx.queue.cancelGroup(reconfirmGroup(phone));
    await ctx.queue.cancelAdvertisingTo(phone);
  }
  const messages: QueuedText[] = [
    {
      key: `consent:${first.id}`,
      kind: 'consent-confirmation',
      to: phone,
      ...(first.kind === 'grant' ? grantMessage(ctx.site, first.at) : withdrawMessage(ctx.site, first.at)),
      advertising: false,
    },
  ];
  if (granted) {
    const token = await optoutToken(phone);
    for (let n = 1; n <= RECONFIRMATION_CYCLES; n++) {
      messages.push({
        key: `reconfirm:${granted.id}:${n}`,
        kind: 'consent-reconfirmation',
        to: phone,
        ...reconfirmationMessage(ctx.site, granted.at, token),
        advertising: false,
        notBefore: yearsLater(granted.at, 2 * n),
        group: reconfirmGroup(phone),
      });
    }
  }
  await ctx.queue.enqueue(messages);
}

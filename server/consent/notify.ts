/**
 * Tells the person the result of every consent change at once (informational SMS), and schedules
 * the next reminder that they consented, two years from a grant (server/consent/reconfirm.ts); a withdrawal cancels what is pending.
 */
import type { SiteConfig } from '../../shared/site.config';
import type { MessageQueue, QueuedText } from '../outbox/message-queue';
import type { Appended } from './ledger';
import { grantMessage, withdrawMessage } from './messages';
import { reconfirmGroup, reconfirmationText } from './reconfirm';

export { reconfirmGroup, yearsLater } from './reconfirm';

export interface ConsentContext {
  site: SiteConfig;
  queue: MessageQueue;
  now: () => Date;
}

export async function confirmChange(ctx: ConsentContext, phone: string, appended: Appended[]) {
  const first = appended[0];
  if (!first) return;
  const granted = appended.find((e) => e.kind === 'grant' && e.scope === 'marketing');
  if (first.kind === 'withdraw') {
    await ctx.queue.cancelGroup(reconfirmGroup(phone), 'consent withdrawn');
    await ctx.queue.cancelAdvertisingTo(phone);
  }
  const messages: QueuedText[] = [
    {
      key: `consent:${first.id}`,
      kind: first.kind === 'grant' ? 'consent-granted' : 'consent-withdrawn',
      to: phone,
      ...(first.kind === 'grant' ? grantMessage(ctx.site, first.at) : withdrawMessage(ctx.site, first.at)),
      advertising: false,
    },
  ];
  // Only the next reminder (two years on); the one after it is queued when this one is sent.
  if (granted) messages.push(await reconfirmationText(ctx.site, phone, granted, 1));
  await ctx.queue.enqueue(messages);
}

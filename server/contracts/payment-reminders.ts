/**
 * 분양대금 납부 안내: each contract holder gets one text 7 days and one 1 day before an instalment's
 * due date, and one the day after it if it is still unpaid, each at 10:00 Korea time and never at
 * night (given up at 21:00 that day), through the one outbox. A sweep every ten minutes queues the
 * texts whose time has come, for instalments with something outstanding then (amount above paid,
 * whatever an earlier paid-in-full day says: a price rise adds to a paid instalment); 잔금 is due by the
 * 입주지정기간's last day once the desk has set it (as /my and the due list read it), and a contract
 * ended by a 해약 gets none. The outbox key (contract, instalment, due date, step, holder) makes each
 * text once, however many instances sweep.
 */
import { createHash } from 'node:crypto';
import type { Logger } from '../logger';
import type { SiteConfig } from '../../shared/site.config';
import type { Outbox } from '../outbox/outbox';
import { informational } from '../outbox/templates';
import { nightStartKst } from '../announcements/night';
import { addDays, kstDay, koreanDate } from '../core/time';
import { kstInstant } from '../../shared/visits';
import { Contract } from './model';
import { moneyTerms } from './money-terms';
import { dueByOf } from './statement';
import { groupDigits } from '../../shared/korean-format';

export const PAYMENT_REMINDER_KIND = 'payment-reminder';
/** The hour (KST) every payment text is due at. */
export const PAYMENT_REMINDER_TIME = '10:00';
export const PAYMENT_SWEEP_MS = 10 * 60_000;

/** The three texts of an instalment: days from the due date to the day each is sent. */
export const PAYMENT_STEPS = [
  { step: 'before-7', offset: -7, template: 'payment-before', left: '7일 후' },
  { step: 'before-1', offset: -1, template: 'payment-before', left: '내일' },
  { step: 'overdue', offset: 1, template: 'payment-overdue', left: '' },
] as const;

export interface PaymentReminderContext {
  site: SiteConfig;
  outbox: Outbox;
  now: () => Date;
}

type Inst = { key: string; label: string; dueDate?: string | null; dueText?: string | null; amount: number; paid: number; paidOn?: string | null };
type Row = { _id: unknown; dong: string; ho: string; account?: string | null; holders?: { phone: string }[]; instalments: Inst[] };

const won = (n: number) => `${groupDigits(n)}원`;
/** A holder's share of the key, without the number itself. */
const holderKey = (phone: string) => createHash('sha256').update(phone.replace(/\D/g, '')).digest('base64url').slice(0, 12);

/** The text of one step for one instalment, as its AlimTalk template renders it (the same text goes as SMS/LMS). */
export function paymentMessage(site: SiteConfig, c: Pick<Row, 'dong' | 'ho' | 'account'>, inst: Inst, step: (typeof PAYMENT_STEPS)[number]) {
  const values = {
    단지명: site.projectName,
    동호: `${c.dong}동 ${c.ho}호`,
    회차: inst.label,
    납부기한: koreanDate(inst.dueDate!),
    금액: won(inst.amount - inst.paid),
    계좌: c.account || '분양사무소로 문의해 주세요',
    계약자링크: `${site.siteUrl}/my`,
    상담전화: site.consultationPhone,
  };
  return step.template === 'payment-before' ? informational('payment-before', { ...values, 남은기간: step.left }) : informational('payment-overdue', values);
}

/** Queues the texts due now (10:00–21:00 KST of their day); returns how many were new. */
export async function queuePaymentReminders(ctx: PaymentReminderContext): Promise<number> {
  const now = ctx.now();
  const today = kstDay(now);
  const at = kstInstant(today, PAYMENT_REMINDER_TIME);
  const until = nightStartKst(at);
  if (now < at || now >= until) return 0;
  const steps = PAYMENT_STEPS.map((s) => ({ ...s, dueDate: addDays(today, -s.offset) }));
  const terms = await moneyTerms(ctx.site.pricing);
  // 잔금 has no date of its own: on a step of the 입주지정기간's last day, every contract may owe it.
  const balanceStep = !!terms.moveInDeadline && steps.some((s) => s.dueDate === terms.moveInDeadline);
  const contracts = await Contract.find(
    { ...(balanceStep ? {} : { instalments: { $elemMatch: { dueDate: { $in: steps.map((s) => s.dueDate) } } } }), cancelledOn: { $exists: false } },
    { dong: 1, ho: 1, account: 1, 'holders.phone': 1, instalments: 1 },
  ).lean<Row[]>();
  let queued = 0;
  for (const c of contracts) {
    const phones = [...new Set((c.holders ?? []).map((h) => h.phone).filter(Boolean))];
    for (const instalment of c.instalments) {
      const inst = { ...instalment, dueDate: dueByOf(instalment, terms) };
      const step = steps.find((s) => s.dueDate === inst.dueDate);
      if (!step || inst.paid >= inst.amount) continue;
      const message = paymentMessage(ctx.site, c, inst, step);
      for (const phone of phones) {
        const res = await ctx.outbox.enqueue({
          key: `${PAYMENT_REMINDER_KIND}:${String(c._id)}:${inst.key}:${inst.dueDate}:${step.step}:${holderKey(phone)}`,
          kind: PAYMENT_REMINDER_KIND,
          channel: 'sms',
          to: phone,
          ...message,
          subject: `[${ctx.site.projectName}] 분양대금 납부 안내`,
          notBefore: at,
          sendBefore: until,
          group: `contract:${String(c._id)}`,
        });
        if (res.created) queued++;
      }
    }
  }
  return queued;
}

/** Sweeps now and every ten minutes while the database answers (every instance: the keys make each text once). */
export function startPaymentReminders(ctx: PaymentReminderContext, log: Logger, ready: () => boolean, first: Promise<unknown>): () => void {
  const run = () => {
    if (!ready()) return;
    queuePaymentReminders(ctx)
      .then((n) => n && log.info({ queued: n }, 'payment reminders queued'))
      .catch((err: unknown) => log.warn({ err }, 'payment reminder sweep failed; it runs again in ten minutes'));
  };
  const timer = setInterval(run, PAYMENT_SWEEP_MS);
  timer.unref();
  void first.then(run, () => {});
  return () => clearInterval(timer);
}

/**
 * 입금 확인: once a deposit is applied (a statement line, the desk's link, a 토스페이먼츠 notice), each
 * holder of its contract gets one text through the one outbox (AlimTalk, SMS/LMS when it cannot
 * reach them): the amount, what it paid, what is left of the 분양대금 (the contract's statement,
 * contracts/statement.ts); the deposits one upload applied to a contract come as one text. Informational, yet never at night: one applied then waits for 08:00
 * Korea time. A holder who turned them off on /my gets none. The key (deposit, holder) makes each
 * text once, however often the deposit is answered again.
 */
import { createHash } from 'node:crypto';
import type { Types } from 'mongoose';
import type { SiteConfig } from '../../shared/site.config';
import type { Outbox } from '../outbox/outbox';
import { informational } from '../outbox/templates';
import { isNightKst, nextMorningKst } from '../announcements/night';
import { addDays, kstDay, koreanDate } from '../core/time';
import { groupDigits } from '../../shared/korean-format';
import { Contract, type ContractDoc } from './model';
import { Deposit, type DepositDoc } from './deposit-model';
import { statementOf } from './statement';
import { moneyTerms } from './money-terms';
import { chunks } from './deposits';

export const DEPOSIT_TEXT_KIND = 'deposit-confirmed';

/**
 * Only money that came in lately is texted: an office catching up on last quarter's statements must
 * not wake every holder about deposits they made months ago (/my shows those). Two weeks covers a
 * line the desk links by hand after asking around.
 */
export const DEPOSIT_TEXT_WITHIN_DAYS = 14;

export interface DepositTextContext {
  site: SiteConfig;
  outbox: Outbox;
  now: () => Date;
}

const won = (n: number) => `${groupDigits(n)}원`;
const holderKey = (phone: string) => createHash('sha256').update(phone.replace(/\D/g, '')).digest('base64url').slice(0, 12);

/** Whether this holder (by phone) gets 입금 확인 texts for the contract: on unless they turned them off. */
export const depositTextsOn = (c: Pick<ContractDoc, 'depositTextsOff'>, phone: string) => !(c.depositTextsOff ?? []).includes(phone);

type Paid = { allocation?: readonly { label: string; amount: number }[] | null; surplus?: number | null };

/** What a deposit paid, in words: '계약금 2차 30,000,000원, 중도금 1회 5,000,000원' (and what no instalment took). */
export function paidWords(d: Paid): string {
  const parts = (d.allocation ?? []).map((a) => `${a.label} ${won(a.amount)}`);
  if (d.surplus) parts.push(`초과 납부 ${won(d.surplus)} (분양사무소에서 정산 안내)`);
  return parts.join(', ') || '없음';
}

/** The text of one deposit, as its AlimTalk template renders it (the same text goes as SMS/LMS). */
export function depositMessage(site: SiteConfig, c: Pick<ContractDoc, 'dong' | 'ho'>, d: Paid & { day: string; amount: number }, left: number) {
  return informational('deposit-confirmed', {
    단지명: site.projectName,
    동호: `${c.dong}동 ${c.ho}호`,
    입금일: koreanDate(d.day),
    금액: won(d.amount),
    반영내역: paidWords(d),
    남은금액: won(left),
    계약자링크: `${site.siteUrl}/my`,
    상담전화: site.consultationPhone,
  });
}

/** Several deposits of one contract as one: their sum, the last day, what each instalment received added up. */
function merged(list: DepositDoc[]): Paid & { day: string; amount: number } {
  const paid = new Map<string, { label: string; amount: number }>();
  for (const a of list.flatMap((d) => d.allocation ?? [])) paid.set(a.key, { label: a.label, amount: (paid.get(a.key)?.amount ?? 0) + a.amount });
  return { day: list.at(-1)!.day, amount: list.reduce((s, d) => s + d.amount, 0), allocation: [...paid.values()], surplus: list.reduce((s, d) => s + (d.surplus ?? 0), 0) };
}

/** Queues the 입금 확인 of these deposits that are applied (each once per holder); returns how many were new. */
export async function queueDepositTexts(ids: Types.ObjectId[], ctx: DepositTextContext): Promise<number> {
  if (!ids.length) return 0;
  const deposits: DepositDoc[] = [];
  for (const part of chunks(ids)) deposits.push(...(await Deposit.find({ _id: { $in: part }, state: 'matched', applied: true }).lean<DepositDoc[]>()));
  return queueTextsOf(deposits, ctx);
}

/** The same for deposits as just applied (an import has them in hand: not read again). */
export async function queueTextsOf(applied: DepositDoc[], ctx: DepositTextContext): Promise<number> {
  const now = ctx.now();
  const since = addDays(kstDay(now), -DEPOSIT_TEXT_WITHIN_DAYS);
  const deposits = applied.filter((d) => d.state === 'matched' && d.applied && d.contractId && d.day >= since);
  if (!deposits.length) return 0;
  const terms = await moneyTerms(ctx.site.pricing);
  const contracts = new Map<string, ContractDoc>();
  for (const part of chunks([...new Set(deposits.map((d) => String(d.contractId)))])) {
    for (const c of await Contract.find({ _id: { $in: part } }).lean<ContractDoc[]>()) contracts.set(String(c._id), c);
  }
  // One text per contract and holder for what one upload applied to it (its deposits summed, what each paid added up).
  const perContract = new Map<string, DepositDoc[]>();
  for (const d of deposits) perContract.set(String(d.contractId), [...(perContract.get(String(d.contractId)) ?? []), d]);
  const texts = [];
  for (const [id, list] of perContract) {
    const c = contracts.get(id);
    if (!c || c.cancelledOn) continue;
    list.sort((a, b) => a.dealtAt.localeCompare(b.dealtAt) || String(a._id).localeCompare(String(b._id)));
    const message = depositMessage(ctx.site, c, merged(list), statementOf(c, now, terms).outstanding);
    for (const phone of [...new Set((c.holders ?? []).map((h) => h.phone))].filter((p) => p && depositTextsOn(c, p))) {
      texts.push({
        // Keyed by its first deposit: those deposits are applied once, so the text is made once.
        key: `${DEPOSIT_TEXT_KIND}:${String(list[0]!._id)}:${holderKey(phone)}`,
        kind: DEPOSIT_TEXT_KIND,
        channel: 'sms' as const,
        to: phone,
        ...message,
        subject: `[${ctx.site.projectName}] 입금 확인`,
        ...(isNightKst(now) ? { notBefore: nextMorningKst(now) } : {}),
        group: `contract:${id}`,
      });
    }
  }
  // One write for a whole statement's texts.
  const queued = await ctx.outbox.enqueueMany(texts);
  return queued;
}

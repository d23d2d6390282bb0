/**
 * The desk's match of a waiting deposit, made with its eyes open: contracts suggested from the 호 and
 * the name in the depositor's text ("1504 정하늘" → 101동 1504호 정하늘), a preview of what a link would
 * do (whose contract, which instalments, what each receives) computed by the same allocation as the
 * real one without writing anything, and the confirmation in words once it is applied.
 */
import { Types } from 'mongoose';
import { Contract } from './model';
import { LIVE, assertLive, liveContractOf } from './live';
import { allocatePayment, type InstalmentState } from './allocate';
import { HttpError } from '../http/errors';
import { DEPOSIT_MESSAGES, type DepositMatchPreview, type DepositSuggestion } from '../../shared/deposits';
import type { DepositDoc } from './deposit-model';
import { groupDigits } from '../../shared/korean-format';

type Holder = { name: string };
type Facts = { _id: Types.ObjectId; dong: string; ho: string; unitKey: string; holders?: Holder[]; instalments: InstalmentState[]; cancelledOn?: string };
const FIELDS = { dong: 1, ho: 1, unitKey: 1, 'holders.name': 1, instalments: 1, cancelledOn: 1 } as const;

/** The contract a desk's match names: by id, or by its 동·호 key. */
export async function contractToMatch(target: { id?: string; unitKey?: string }): Promise<Facts> {
  const c =
    target.id && Types.ObjectId.isValid(target.id)
      ? await Contract.findById(target.id, FIELDS).lean<Facts>()
      : target.unitKey
        ? await liveContractOf<Facts>(target.unitKey, FIELDS)
        : null;
  if (!c) throw new HttpError(404, DEPOSIT_MESSAGES.noContract);
  // An ended contract (해약) takes no more money: its deposits wait to be refunded.
  assertLive(c, 'desk');
  return c;
}

const unitName = (c: { dong: string; ho: string; holders?: Holder[] | null }) => `${c.dong}동 ${c.ho}호${c.holders?.length ? ` ${c.holders.map((h) => h.name).join('·')}` : ''}`;

/** What linking `deposit` to the contract would do now, nothing written. */
export function previewOf(deposit: Pick<DepositDoc, 'amount' | 'day'>, c: Facts): DepositMatchPreview {
  const a = allocatePayment(c.instalments, deposit.amount, deposit.day);
  return {
    contractId: String(c._id),
    unit: unitName(c),
    amount: deposit.amount,
    parts: a.parts.map(({ key, label, amount }) => ({ key, label, amount })),
    surplus: a.surplus,
  };
}

const won = (n: number) => `${groupDigits(n)}원`;

/** "101동 1504호 정하늘 계약에 10,000,000원을 연결했습니다: 계약금 1차 10,000,000원" */
export function matchedSentence(p: { unit: string; amount: number; parts: { label: string; amount: number }[]; surplus: number }): string {
  const parts = [...p.parts.map((x) => `${x.label} ${won(x.amount)}`), ...(p.surplus ? [`초과 납부 ${won(p.surplus)}`] : [])];
  return `${p.unit} 계약에 ${won(p.amount)}을 연결했습니다${parts.length ? `: ${parts.join(', ')}` : ''}.`;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Contracts the depositor's text points to: a 3–4 digit number read as the 호 (with a 동 before it
 * when written "101-1504" or "101동"), and a Korean name of 2–4 letters among the holders. A 호 and a
 * name together first; a 호 alone or a name alone only when they find few contracts.
 */
export async function suggestionsFor(depositor: string, limit = 3): Promise<DepositSuggestion[]> {
  const text = depositor.normalize('NFC');
  const unit = /(\d{2,4})\s*(?:동|-|\s)\s*(\d{3,4})\s*호?/.exec(text);
  const ho = unit?.[2] ?? /(?:^|\D)(\d{3,4})\s*호?(?:\D|$)/.exec(text)?.[1];
  const dong = unit?.[1];
  const name = /[가-힣]{2,4}/.exec(text.replace(/\d+\s*[동호]/g, ' '))?.[0];
  if (!ho && !name) return [];
  const or: Record<string, unknown>[] = [];
  if (ho && name) or.push({ ho, 'holders.name': name, ...(dong ? { dong } : {}) });
  if (ho && dong) or.push({ ho, dong });
  if (!or.length && ho) or.push({ ho });
  if (!or.length && name) or.push({ 'holders.name': { $regex: `^${escapeRegex(name)}` } });
  const found = await Contract.find({ $or: or, ...LIVE }, { dong: 1, ho: 1, 'holders.name': 1 }).sort({ unitSort: 1 }).limit(limit + 1).lean<Facts[]>();
  // A 호 alone in a complex of many 동 finds one per 동: a guess the desk should not be offered.
  if (found.length > limit) return [];
  const score = (c: Facts) => (c.holders?.some((h) => h.name === name) ? 2 : 0) + (dong && c.dong === dong ? 1 : 0);
  return found.sort((a, b) => score(b) - score(a)).map((c) => ({ contractId: String(c._id), unit: unitName(c) }));
}

/**
 * Writing a contract: one function makes or updates the live contract of a 동/호 and records what
 * changed (who, when, field from/to) in its history. A unit whose contract ended (해약) gets a new
 * contract of its own (own id, nothing paid); the ended one is left as it was. The live key (unique
 * where set) means a unit never has two live contracts, whichever instance writes. Its holders change
 * only by the desk's 명의변경 (server/contract-life/transfer.ts), never by a row that names others;
 * a new contract puts its unit on the board as 계약완료 (server/contracts/board.ts). Derived keys (holderPhones, accountKey, unitSort)
 * are stored with the fields they come from. An update replaces the sale instalments only when the
 * price changed and nothing is paid yet: once money is paid, a price change is the desk's own action
 * (reprice.ts), which allots the payments again and shows any surplus. The counselor is never set
 * here: a phone number matching a lead proves nothing (anyone may post the interest form with it);
 * the desk sets it (counselor.ts).
 */
import { asRead } from './as-read';
import type { Types } from 'mongoose';
import type { Pricing } from '../../shared/site.config';
import { instalmentsFromPrice } from '../../shared/instalments';
import { CONTRACT_MESSAGES } from '../../shared/contract-ledger';
import { Contract, ContractChange, type ContractDoc } from './model';
import { contractsChanged } from './revision';
import { HttpError } from '../http/errors';
import { unitPartsRefusal } from '../../shared/unit-parts';
import { LIFE_MESSAGES } from '../../shared/contract-life';
import { liveContractOf } from './live';
import { boardFollowsLedger } from './board';

export interface ContractFields {
  dong: string;
  ho: string;
  holders: { name: string; phone: string }[];
  contractDate?: string | null;
  price: number;
  account?: string | null;
  unitType?: string | null;
}

/** The contract's key of a 동/호; 400 (in Korean) for a 동 or 호 holding the joining mark (shared/unit-parts.ts). */
export function unitKeyOf(dong: string, ho: string): string {
  const refusal = unitPartsRefusal(dong, ho);
  if (refusal) throw new HttpError(400, refusal);
  return `${dong}-${ho}`;
}
const pad = (s: string) => s.padStart(8, '0');
export const unitSortOf = (dong: string, ho: string) => `${pad(dong)}-${pad(ho)}`;
export const accountKeyOf = (account: string | null | undefined) => (account ?? '').replace(/\D/g, '');
const holdersText = (hs: { name: string; phone: string }[]) => hs.map((h) => `${h.name} ${h.phone}`).join(', ');

export type ChangeRow = { field: string; label?: string; from: unknown; to: unknown };

/** One row of the contract's history: `what` in words without money, the amounts in `changes`. */
export async function recordChange(contractId: Types.ObjectId, by: string, at: Date, what: string, changes: ChangeRow[] = []) {
  await ContractChange.create({ contractId, by, at, what, changes, moneyApart: true });
}

/** The sale instalments whose amount a new price changes, as history rows. */
export function amountChanges(before: readonly { key: string; label: string; amount: number }[], after: readonly { key: string; label: string; amount: number }[]): ChangeRow[] {
  const was = new Map(before.map((i) => [i.key, i.amount]));
  return after.filter((i) => was.get(i.key) !== i.amount).map((i) => ({ field: 'instalment.amount', label: i.label, from: was.get(i.key) ?? null, to: i.amount }));
}

export type WriteOutcome = 'added' | 'updated' | 'same' | 'refused';

/** Makes the 동/호's contract, or updates it to these fields; `what` names the source in its history. */
export async function writeContract(fields: ContractFields, ctx: { pricing: Pricing; by: string; now: Date; what: string }): Promise<{ outcome: WriteOutcome; contract: ContractDoc; reason?: string }> {
  const unitKey = unitKeyOf(fields.dong, fields.ho);
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await liveContractOf(unitKey);
    if (!existing) {
      const phones = fields.holders.map((h) => h.phone);
      try {
        const doc = await Contract.create({
          dong: fields.dong,
          ho: fields.ho,
          unitKey,
          liveKey: unitKey,
          unitSort: unitSortOf(fields.dong, fields.ho),
          ...(fields.unitType ? { unitType: fields.unitType } : {}),
          holders: fields.holders,
          holderPhones: phones,
          ...(fields.contractDate ? { contractDate: fields.contractDate } : {}),
          price: fields.price,
          ...(fields.account ? { account: fields.account, accountKey: accountKeyOf(fields.account) } : {}),
          instalments: instalmentsFromPrice(ctx.pricing, fields.price).map((i) => ({ ...i, paid: 0 })),
          createdAt: ctx.now,
          updatedAt: ctx.now,
        });
        await contractsChanged();
        await recordChange(doc._id, ctx.by, ctx.now, `${ctx.what}: 계약 등록`, [
          { field: 'holders', from: null, to: holdersText(fields.holders) },
          { field: 'price', from: null, to: fields.price },
          ...(fields.contractDate ? [{ field: 'contractDate', from: null, to: fields.contractDate }] : []),
          ...(fields.account ? [{ field: 'account', from: null, to: fields.account }] : []),
        ]);
        await boardFollowsLedger(fields.dong, fields.ho, { by: ctx.by, now: ctx.now, why: ctx.what });
        return { outcome: 'added', contract: doc.toObject() as ContractDoc };
      } catch (err) {
        if ((err as { code?: number }).code !== 11000) throw err;
        continue; // made meanwhile by another writer: update it instead
      }
    }

    const set: Record<string, unknown> = {};
    const changes: { field: string; from: unknown; to: unknown }[] = [];
    const change = (field: string, from: unknown, to: unknown, apply: Record<string, unknown>) => {
      changes.push({ field, from: from ?? null, to: to ?? null });
      Object.assign(set, apply);
    };
    // Other holders are a 명의변경, with its documents and the 전매제한: the desk's own action.
    if (holdersText(existing.holders ?? []) !== holdersText(fields.holders)) return { outcome: 'refused', contract: existing, reason: LIFE_MESSAGES.unitHasLive(existing.dong, existing.ho) };
    if ((fields.contractDate ?? null) !== (existing.contractDate ?? null) && fields.contractDate) change('contractDate', existing.contractDate, fields.contractDate, { contractDate: fields.contractDate });
    if (fields.account && fields.account !== (existing.account ?? null)) change('account', existing.account, fields.account, { account: fields.account, accountKey: accountKeyOf(fields.account) });
    if (fields.unitType && fields.unitType !== (existing.unitType ?? null)) change('unitType', existing.unitType, fields.unitType, { unitType: fields.unitType });
    if (fields.price !== existing.price) {
      const sold = (existing.instalments ?? []).filter((i) => i.kind !== 'option');
      // Money paid: the import would drop or strand it; the desk's 분양가 변경 allots it again instead.
      if (sold.some((i) => (i.paid ?? 0) > 0) || (existing.surplus ?? 0) > 0) return { outcome: 'refused', contract: existing, reason: CONTRACT_MESSAGES.pricePaid(existing.dong, existing.ho) };
      const sale = instalmentsFromPrice(ctx.pricing, fields.price).map((i) => ({ ...i, paid: 0 }));
      const options = (existing.instalments ?? []).filter((i) => i.kind === 'option');
      change('price', existing.price, fields.price, { price: fields.price, instalments: [...sale, ...options] });
      changes.push(...amountChanges(sold, sale));
    }
    if (!changes.length) return { outcome: 'same', contract: existing };
    // Applies only to the contract as read (a deposit or another desk in between: read again).
    // As read, its surplus too: a deposit beyond every instalment changes only that (and updatedAt).
    const res = await Contract.updateOne({ ...asRead(existing), surplus: existing.surplus ? existing.surplus : { $in: [0, null] } }, { $set: { ...set, updatedAt: ctx.now } });
    if (res.modifiedCount !== 1) continue;
    await contractsChanged();
    await recordChange(existing._id, ctx.by, ctx.now, `${ctx.what}: 계약 변경`, changes);
    return { outcome: 'updated', contract: { ...existing, ...set, updatedAt: ctx.now } as ContractDoc };
  }
  throw new Error(`contract ${unitKey} kept changing while it was written`);
}

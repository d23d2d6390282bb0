/**
 * Payments in (a statement is read and its lines stored in deposit-import.ts). A deposit list imported twice, or by two people at once, changes the contracts once:
 * each line is stored under its row key (unique index) by exactly one import, and only that import
 * applies it; applying is one conditional update per contract (the instalments as read, and the
 * deposit not yet listed in the contract's depositIds), so two imports paying the same contract at
 * once never overwrite each other: the loser reads again and retries. Each deposit has one applier at
 * a time: the import that stored it or the desk that matched it; one left unapplied (a crash) is
 * finished by an import ten minutes later.
 */
import { Types } from 'mongoose';
import { Contract, ContractChange, RECEIVED_BY_DAY } from './model';
import { assertLive, liveContractOf } from './live';
import { contractsChanged } from './revision';
import { Deposit, type DepositDoc } from './deposit-model';
import { allocatePayment, type InstalmentState } from './allocate';
import { scopeTakes } from './pay-accounts';
import { HttpError } from '../http/errors';
import { DEPOSIT_MESSAGES, type DepositAllocation } from '../../shared/deposits';

export const BATCH = 1000;
const ROUNDS = 10;
/** How long a matched deposit waits for the import (or desk match) that matched it before another import finishes it. */
export const LEFT_BEHIND_MS = 10 * 60_000;

export const chunks = <T>(list: T[], size = BATCH): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

type WriteError = { code?: number; err?: { code?: number } };
/** An unordered insert whose only failures are keys stored already (by an earlier or a parallel run). */
function onlyDuplicates(err: WriteError & { writeErrors?: WriteError[] }): void {
  const errors: WriteError[] = err.writeErrors ?? [err];
  if (!errors.every((e) => (e.code ?? e.err?.code) === 11000)) throw err;
}

/**
 * Stores the lines no import has stored: a line another import stored a moment ago fails on the
 * unique key. The lines after a refused one are tried again (the bundled test engine stops an
 * unordered insert at its first duplicate), without those stored meanwhile.
 */
export async function insertNew(docs: { rowKey: string }[]): Promise<void> {
  let left = docs;
  for (let attempt = 0; left.length && attempt < 50; attempt++) {
    const refused = await Deposit.insertMany(left, { ordered: false, lean: true }).then(
      () => false,
      (err: WriteError & { writeErrors?: WriteError[] }) => (onlyDuplicates(err), true),
    );
    if (!refused) return;
    const stored = new Set((await Deposit.find({ rowKey: { $in: left.map((d) => d.rowKey) } }, { rowKey: 1 }).lean()).map((d) => d.rowKey));
    left = left.filter((d) => !stored.has(d.rowKey));
  }
}

type ContractFacts = { _id: Types.ObjectId; unitKey: string; accountKey?: string | null };

type ContractState = { _id: Types.ObjectId; instalments: InstalmentState[]; depositBatches?: Types.ObjectId[] };
type Touch = { key: string; from: number; to: number; paidOn?: string | null; parts?: { day: string; amount: number }[] | null };

/** Groups items under a JSON signature (contracts whose update is the same, deposits whose allocation is). */
function groupBy<T>(items: T[], sig: (t: T) => unknown): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of items) {
    const v = sig(t);
    const k = typeof v === 'string' ? v : JSON.stringify(v);
    out.set(k, [...(out.get(k) ?? []), t]);
  }
  return out;
}

/**
 * Applies matched deposits to their contracts' oldest unpaid instalments, in the file's order per
 * contract. A round gives its deposits one batch id and their allocation, then updates the contracts
 * in groups that change the same instalments from the same amounts to the same amounts (one
 * updateMany each, conditional on those amounts and on the batch not being there yet); a contract
 * that changed since it was read misses, and its deposits go round again with the contract read anew.
 */
export async function applyDeposits(deposits: DepositDoc[], now: Date): Promise<void> {
  let waiting = deposits.filter((d) => d.state === 'matched' && !d.applied && d.contractId);
  for (let round = 0; waiting.length && round < ROUNDS; round++) {
    const perContract = groupBy(waiting, (d) => String(d.contractId));
    const contracts = new Map<string, ContractState>();
    for (const part of chunks([...perContract.keys()])) {
      for (const c of await Contract.find({ _id: { $in: part } }, { instalments: 1, depositBatches: 1 }).lean<ContractState[]>()) contracts.set(String(c._id), c);
    }
    const batch = new Types.ObjectId();
    const landedBefore: DepositDoc[] = [];
    const allocations: { id: Types.ObjectId; allocation: DepositAllocation[]; surplus: number }[] = [];
    const updates: { id: Types.ObjectId; touched: Touch[]; surplus: number; received: [string, number][] }[] = [];
    for (const [id, list] of perContract) {
      const c = contracts.get(id);
      if (!c) continue; // a contract deleted meanwhile: the deposit stays matched, unapplied
      // Applied by a run that stopped before marking them: only the mark and the history row are missing.
      const batches = new Set((c.depositBatches ?? []).map(String));
      landedBefore.push(...list.filter((d) => d.batchId && batches.has(String(d.batchId))));
      const todo = list.filter((d) => !(d.batchId && batches.has(String(d.batchId))));
      if (!todo.length) continue;
      let state = c.instalments;
      let surplus = 0;
      const received = new Map<string, number>();
      for (const d of todo) {
        const a = allocatePayment(state, d.amount, d.day, (i) => scopeTakes({ pays: d.pays, labels: d.paysLabels }, i));
        state = a.after;
        surplus += a.surplus;
        received.set(d.day, (received.get(d.day) ?? 0) + d.amount - a.surplus);
        allocations.push({ id: d._id, allocation: a.parts.map(({ key, label, amount }) => ({ key, label, amount })), surplus: a.surplus });
      }
      const touched = c.instalments
        .map((inst, i): Touch => ({ key: inst.key, from: inst.paid, to: state[i]!.paid, parts: state[i]!.parts, ...(state[i]!.paidOn !== inst.paidOn ? { paidOn: state[i]!.paidOn } : {}) }))
        .filter((t) => t.from !== t.to);
      updates.push({ id: c._id, touched, surplus, received: [...received].sort(([a], [b]) => a.localeCompare(b)) });
    }
    if (landedBefore.length) await finish(landedBefore, now);
    // The allocation and batch first, so a deposit whose batch is found on its contract later is finished as it was applied.
    for (const group of groupBy(allocations, (a) => [a.allocation, a.surplus]).values()) {
      const { allocation, surplus } = group[0]!;
      await Deposit.updateMany({ _id: { $in: group.map((a) => a.id) }, applied: false }, { $set: { allocation, surplus, batchId: batch } });
    }
    // What no instalment takes is the contract's surplus (초과 납부), shown on the ledger and allotted again by a price change.
    // What the instalments take is added to the contract's money in by day (the sale report's), with the batch: once.
    // One updateMany per group of contracts changed alike, all sent together (one round trip per 500 groups).
    const writes = [...groupBy(updates, (u) => [u.touched, u.surplus, u.received]).values()].flatMap((group) => {
      const { touched, surplus, received } = group[0]!;
      const inc: Record<string, number> = surplus ? { surplus } : {};
      for (const [day, amount] of received) inc[`${RECEIVED_BY_DAY}.${day}`] = amount;
      const set: Record<string, unknown> = { updatedAt: now };
      touched.forEach((t, i) => {
        set[`instalments.$[i${i}].paid`] = t.to;
        if (t.paidOn) set[`instalments.$[i${i}].paidOn`] = t.paidOn;
        // Each payment by its day, so a late one's 연체료 stays fixed (instalment-late.ts).
        if (t.parts) set[`instalments.$[i${i}].parts`] = t.parts;
      });
      return chunks(group.map((u) => u.id)).map((part) => ({
        updateMany: {
          filter: {
            _id: { $in: part },
            depositBatches: { $ne: batch },
            ...(touched.length ? { $and: touched.map((t) => ({ instalments: { $elemMatch: { key: t.key, paid: t.from } } })) } : {}),
          },
          update: { $set: set, $addToSet: { depositBatches: batch }, ...(Object.keys(inc).length ? { $inc: inc } : {}) },
          ...(touched.length ? { arrayFilters: touched.map((t, i) => ({ [`i${i}.key`]: t.key })) } : {}),
        },
      }));
    });
    for (const part of chunks(writes, 500)) await Contract.collection.bulkWrite(part as never, { ordered: false });
    if (updates.length) await contractsChanged();
    // The contracts holding the batch now: their deposits are applied; the others go round again.
    const landed = new Set<string>();
    for (const part of chunks(updates.map((u) => u.id))) {
      for (const c of await Contract.find({ _id: { $in: part }, depositBatches: batch }, { _id: 1 }).lean()) landed.add(String(c._id));
    }
    const done = waiting.filter((d) => landed.has(String(d.contractId)));
    // Every deposit given this round's batch landed (the usual case): they are marked by the batch, not by a long list of ids.
    await finish(done, now, done.length === allocations.length ? batch : undefined);
    const finished = new Set([...done, ...landedBefore].map((d) => String(d._id)));
    waiting = waiting.filter((d) => !finished.has(String(d._id)) && contracts.has(String(d.contractId)));
  }
}

/** Marks applied deposits and writes each one's row in its contract's history (the deposit's id is the row's: written once). */
async function finish(deposits: DepositDoc[], now: Date, wholeBatch?: Types.ObjectId): Promise<void> {
  if (!deposits.length) return;
  const stored: DepositDoc[] = [];
  if (wholeBatch) {
    await Deposit.updateMany({ batchId: wholeBatch }, { $set: { applied: true } });
    stored.push(...(await Deposit.find({ batchId: wholeBatch }).lean<DepositDoc[]>()));
  }
  for (const part of wholeBatch ? [] : chunks(deposits.map((d) => d._id))) {
    await Deposit.updateMany({ _id: { $in: part } }, { $set: { applied: true } });
    stored.push(...(await Deposit.find({ _id: { $in: part } }).lean<DepositDoc[]>()));
  }
  // The words name the deposit without its money; the amounts are fields (a counselor reads the words only).
  const changes = stored.map((s) => ({
    _id: s._id,
    contractId: s.contractId,
    at: now,
    by: 'deposit',
    what: `입금 (${s.day}, ${s.depositor})`,
    moneyApart: true,
    changes: [
      { field: 'deposit', from: null, to: s.amount },
      ...s.allocation.map((a) => ({ field: 'instalment.paid', label: a.label, from: null, to: a.amount })),
      ...(s.surplus ? [{ field: 'surplus', from: null, to: s.surplus }] : []),
      ...(s.matchedBy === 'desk' ? [{ field: 'matchedBy', from: null, to: s.matchedByAccount }] : []),
    ],
  }));
  for (const part of chunks(changes)) await ContractChange.collection.insertMany(part, { ordered: false }).catch(onlyDuplicates);
}

/** The desk matches a waiting deposit to a contract by hand; it is applied at once. */
export async function matchDeposit(id: string, contract: { id?: string; unitKey?: string }, now: Date, accountId: string): Promise<DepositDoc> {
  if (!Types.ObjectId.isValid(id)) throw new HttpError(404, DEPOSIT_MESSAGES.notFound);
  const c = contract.id && Types.ObjectId.isValid(contract.id)
    ? await Contract.findById(contract.id, { unitKey: 1, cancelledOn: 1 }).lean<ContractFacts & { cancelledOn?: string }>()
    : contract.unitKey
      ? await liveContractOf<ContractFacts & { cancelledOn?: string }>(contract.unitKey, { unitKey: 1 })
      : null;
  if (!c) throw new HttpError(404, DEPOSIT_MESSAGES.noContract);
  assertLive(c, 'desk');
  const res = await Deposit.updateOne(
    { _id: id, state: { $in: ['unmatched', 'held'] } },
    { $set: { state: 'matched', matchedBy: 'desk', contractId: c._id, unitKey: c.unitKey, matchedAt: now, matchedByAccount: accountId } },
  );
  if (res.matchedCount !== 1) {
    if (!(await Deposit.exists({ _id: id }))) throw new HttpError(404, DEPOSIT_MESSAGES.notFound);
    throw new HttpError(409, DEPOSIT_MESSAGES.alreadyMatched);
  }
  const d = (await Deposit.findById(id).lean<DepositDoc>())!;
  await applyDeposits([d], now);
  return (await Deposit.findById(id).lean<DepositDoc>())!;
}

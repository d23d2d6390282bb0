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
 * unordered insert at its first duplicate), without those stored meanwhile. Returns the keys another
 * import stored first (usually none): every other line is stored by this call.
 */
export async function insertNew(docs: { rowKey: string; importId: Types.ObjectId }[]): Promise<Set<string>> {
  const others = new Set<string>();
  let left = docs;
  for (let attempt = 0; left.length && attempt < 50; attempt++) {
    const refused = await Deposit.insertMany(left, { ordered: false, lean: true }).then(
      () => false,
      (err: WriteError & { writeErrors?: WriteError[] }) => (onlyDuplicates(err), true),
    );
    if (!refused) return others;
    const stored = await Deposit.find({ rowKey: { $in: left.map((d) => d.rowKey) } }, { rowKey: 1, importId: 1 }).lean();
    const ours = String(left[0]!.importId);
    for (const d of stored) if (String(d.importId) !== ours) others.add(d.rowKey);
    const done = new Set(stored.map((d) => d.rowKey));
    left = left.filter((d) => !done.has(d.rowKey));
  }
  return others;
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

type Allocated = { id: Types.ObjectId; allocation: DepositAllocation[]; surplus: number };
type Update = { id: Types.ObjectId; touched: Touch[]; surplus: number; received: [string, number][] };

/** One round's plan: what each deposit pays (in the file's order per contract) and each contract's change; those applied already apart. */
function planRound(perContract: Map<string, DepositDoc[]>, contracts: Map<string, ContractState>) {
  const landedBefore: DepositDoc[] = [];
  const allocations: Allocated[] = [];
  const updates: Update[] = [];
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
      const a = allocatePayment(state, d.amount, d.day, (i) => scopeTakes({ pays: d.pays, labels: d.paysLabels, except: d.paysExcept }, i));
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
  return { landedBefore, allocations, updates };
}

async function readContracts(ids: string[]): Promise<Map<string, ContractState>> {
  const contracts = new Map<string, ContractState>();
  for (const part of chunks(ids)) {
    for (const c of await Contract.find({ _id: { $in: part } }, { instalments: 1, depositBatches: 1 }).lean<ContractState[]>()) contracts.set(String(c._id), c);
  }
  return contracts;
}

/** A first round planned before its deposits are stored: they are stored with their allocation and batch (no write after). */
export interface PreparedRound {
  batch: Types.ObjectId;
  contracts: Map<string, ContractState>;
}

/**
 * Gives new matched deposits, not yet stored, the allocation and batch of the first round, so they are
 * stored with them; `applyDeposits(…, prepared)` then applies them without writing the deposits again.
 */
export async function prepareDeposits(deposits: DepositDoc[], read = new Map<string, Partial<ContractState>>()): Promise<PreparedRound> {
  const matched = deposits.filter((d) => d.state === 'matched' && d.contractId);
  const perContract = groupBy(matched, (d) => String(d.contractId));
  // Contracts the finder read whole (instalments and batches) are not read again.
  const ready = [...perContract.keys()].filter((id) => read.get(id)?.instalments && read.get(id)?.depositBatches);
  const contracts = new Map([...ready.map((id) => [id, read.get(id) as ContractState] as const)]);
  const rest = [...perContract.keys()].filter((id) => !contracts.has(id));
  for (const [id, c] of rest.length ? await readContracts(rest) : []) contracts.set(id, c);
  const batch = new Types.ObjectId();
  const byId = new Map(matched.map((d) => [String(d._id), d]));
  for (const a of planRound(perContract, contracts).allocations) Object.assign(byId.get(String(a.id))!, { allocation: a.allocation, surplus: a.surplus, batchId: batch });
  return { batch, contracts };
}

/**
 * Applies matched deposits to their contracts' oldest unpaid instalments (those the account they came
 * into may pay), in the file's order per contract. A round gives its deposits one batch id and their allocation, then updates the contracts
 * in groups that change the same instalments from the same amounts to the same amounts (one
 * updateMany each, conditional on those amounts and on the batch not being there yet); a contract
 * that changed since it was read misses, and its deposits go round again with the contract read anew.
 * `prepared`: the first round as planned when the deposits were stored with it (prepareDeposits).
 * Returns the deposits applied, with their allocation.
 */
export async function applyDeposits(deposits: DepositDoc[], now: Date, prepared?: PreparedRound): Promise<Map<string, DepositDoc>> {
  const applied = new Map<string, DepositDoc>();
  let waiting = deposits.filter((d) => d.state === 'matched' && !d.applied && d.contractId);
  for (let round = 0; waiting.length && round < ROUNDS; round++) {
    const perContract = groupBy(waiting, (d) => String(d.contractId));
    const first = round === 0 ? prepared : undefined;
    const contracts = first?.contracts ?? (await readContracts([...perContract.keys()]));
    const batch = first?.batch ?? new Types.ObjectId();
    const { landedBefore, allocations, updates } = planRound(perContract, contracts);
    if (landedBefore.length) await finish(landedBefore, now, applied);
    // The allocation and batch first, so a deposit whose batch is found on its contract later is finished as it was applied.
    // Those stored with this very allocation and batch (prepared) are not written again.
    const stamped = new Map(waiting.map((d) => [String(d._id), d]));
    const same = (a: Allocated) => {
      const d = stamped.get(String(a.id));
      return !!d && String(d.batchId) === String(batch) && d.surplus === a.surplus && JSON.stringify((d.allocation ?? []).map(({ key, label, amount }) => ({ key, label, amount }))) === JSON.stringify(a.allocation);
    };
    const allocationWrites = [...groupBy(allocations.filter((a) => !same(a)), (a) => [a.allocation, a.surplus]).values()].flatMap((group) => {
      const { allocation, surplus } = group[0]!;
      return chunks(group.map((a) => a.id)).map((part) => ({ updateMany: { filter: { _id: { $in: part }, applied: false }, update: { $set: { allocation, surplus, batchId: batch } } } }));
    });
    for (const part of chunks(allocationWrites, 500)) await Deposit.collection.bulkWrite(part, { ordered: false });
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
    let modified = 0;
    for (const part of chunks(writes, 500)) modified += (await Contract.collection.bulkWrite(part as never, { ordered: false })).modifiedCount;
    if (updates.length) await contractsChanged();
    // The contracts holding the batch now: their deposits are applied; the others go round again. Each
    // contract is in one write, which adds the batch: as many changed as written means every one landed.
    const landed = new Set<string>(modified === updates.length ? updates.map((u) => String(u.id)) : []);
    for (const part of modified === updates.length ? [] : chunks(updates.map((u) => u.id))) {
      for (const c of await Contract.find({ _id: { $in: part }, depositBatches: batch }, { _id: 1 }).lean()) landed.add(String(c._id));
    }
    // As written with this round's batch: their allocation as computed here (no need to read them back).
    const given = new Map(allocations.map((a) => [String(a.id), a]));
    const done = waiting
      .filter((d) => landed.has(String(d.contractId)) && given.has(String(d._id)))
      .map((d) => ({ ...d, allocation: given.get(String(d._id))!.allocation, surplus: given.get(String(d._id))!.surplus, batchId: batch }) as DepositDoc);
    // Every deposit given this round's batch landed (the usual case): they are marked by the batch, not by a long list of ids.
    await finish(done, now, applied, done.length === allocations.length ? batch : undefined);
    const finished = new Set([...done, ...landedBefore].map((d) => String(d._id)));
    waiting = waiting.filter((d) => !finished.has(String(d._id)) && contracts.has(String(d.contractId)));
  }
  return applied;
}

/**
 * Marks applied deposits and writes each one's row in its contract's history (the deposit's id is the
 * row's: written once). `deposits` carry the allocation their batch was written with; `applied` collects them.
 */
async function finish(deposits: DepositDoc[], now: Date, applied: Map<string, DepositDoc>, wholeBatch?: Types.ObjectId): Promise<void> {
  if (!deposits.length) return;
  const stored = deposits.map((d) => ({ ...d, applied: true }));
  if (wholeBatch) await Deposit.updateMany({ batchId: wholeBatch }, { $set: { applied: true } });
  for (const part of wholeBatch ? [] : chunks(deposits.map((d) => d._id))) await Deposit.updateMany({ _id: { $in: part } }, { $set: { applied: true } });
  for (const d of stored) applied.set(String(d._id), d);
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

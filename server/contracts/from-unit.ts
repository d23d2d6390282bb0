/**
 * A contract made when a unit becomes 계약완료: by the unit board's dialog (the desk types the
 * 계약자) or when the contract visit is marked done (the visit's booking names the buyer). A unit
 * that already has its contract (imported, or made before) keeps it; the board's dialog may name
 * its holders again. The price is the one typed, else the price table's for the unit's type and
 * floor band (server/units and server/visits hand the unit and the booking in: app.ts wires it).
 */
import type { Types } from 'mongoose';
import type { Pricing } from '../../shared/site.config';
import { CONTRACT_MESSAGES } from '../../shared/contract-ledger';
import { HttpError } from '../http/errors';
import { Unit } from '../units/model';
import { Reservation } from '../visits/model';
import { unitKeyOf, writeContract } from './write';
import { liveContractOf } from './live';
import { LIFE_MESSAGES } from '../../shared/contract-life';

/** The floor band a label names: '저층(1~4층)', '중층(5~19층)', '고층(20층 이상)'. */
function bandOfFloor(pricing: Pricing, unitType: string, floor: number | null | undefined): string | null {
  if (!floor) return null;
  const prices = pricing.prices[unitType] ?? {};
  for (const b of pricing.bands) {
    if (prices[b.id] === undefined) continue;
    const range = /(\d+)\s*~\s*(\d+)\s*층/.exec(b.label);
    if (range && floor >= Number(range[1]) && floor <= Number(range[2])) return b.id;
    const above = /(\d+)\s*층\s*이상/.exec(b.label);
    if (above && floor >= Number(above[1])) return b.id;
  }
  return null;
}

/** The price table's 분양가 of a unit, or null when its type or floor band is not in the table. */
export function tablePrice(pricing: Pricing, unit: { unitType: string; floor?: number | null }): number | null {
  const band = bandOfFloor(pricing, unit.unitType, unit.floor);
  return band ? (pricing.prices[unit.unitType]?.[band] ?? null) : null;
}

export interface UnitContractInput {
  holders?: { name: string; phone: string }[];
  price?: number;
  contractDate?: string;
}

/** Checked before the unit moves: a unit without a contract needs its 계약자 and a price. */
export async function checkUnitContract(unitId: string | Types.ObjectId, input: UnitContractInput, pricing: Pricing): Promise<void> {
  const unit = await Unit.findById(unitId, { dong: 1, ho: 1, unitType: 1, floor: 1 }).lean();
  if (!unit) return; // the board answers its own 404
  const existing = await liveContractOf(unitKeyOf(unit.dong, unit.ho), { price: 1, instalments: 1, surplus: 1, holders: 1 });
  if (existing) {
    // Other holders for a live contract are a 명의변경 (with its documents), not the board's.
    const named = (hs: readonly { name: string; phone: string }[]) => hs.map((h) => `${h.name} ${h.phone}`).join(', ');
    if (input.holders?.length && named(input.holders) !== named(existing.holders ?? [])) throw new HttpError(409, LIFE_MESSAGES.unitHasLive(unit.dong, unit.ho));
    // A paid contract's price is the desk's 분양가 변경 (reprice.ts), which allots the payments again.
    const paid = existing.instalments.some((i) => i.paid > 0) || (existing.surplus ?? 0) > 0;
    if (paid && input.price && input.price !== existing.price) throw new HttpError(409, CONTRACT_MESSAGES.pricePaid(unit.dong, unit.ho));
    return;
  }
  if (!input.holders?.length) throw new HttpError(400, CONTRACT_MESSAGES.holdersRequired);
  if (!input.price && tablePrice(pricing, unit) === null) throw new HttpError(400, '분양가표에 이 세대의 가격이 없습니다. 분양가를 입력해 주세요.');
}

/** The board leaves 계약완료 only for a unit without a live contract (a 해약 is the ledger's, and moves the board itself). */
export async function assertNoLiveContract(unitId: string | Types.ObjectId): Promise<void> {
  const unit = await Unit.findById(unitId, { dong: 1, ho: 1 }).lean();
  if (unit && (await liveContractOf(unitKeyOf(unit.dong, unit.ho), { _id: 1 }))) throw new HttpError(409, LIFE_MESSAGES.boardLive);
}

/** The unit's contract after the board moved it to 계약완료 (made, or its holders named again). */
export async function contractForUnit(unitId: string | Types.ObjectId, input: UnitContractInput, ctx: { pricing: Pricing; by: string; now: Date; what: string }) {
  const unit = await Unit.findById(unitId, { dong: 1, ho: 1, unitType: 1, floor: 1 }).lean();
  if (!unit) return null;
  const existing = await liveContractOf(unitKeyOf(unit.dong, unit.ho));
  if (existing && !input.holders?.length) return existing;
  const price = input.price ?? existing?.price ?? tablePrice(ctx.pricing, unit);
  if (!price || !input.holders?.length) return existing;
  const { contract } = await writeContract(
    { dong: unit.dong, ho: unit.ho, unitType: unit.unitType, holders: input.holders, price, contractDate: input.contractDate ?? existing?.contractDate ?? null, account: existing?.account ?? null },
    ctx,
  );
  return contract;
}

/** A contract visit marked done: the unit's contract from the booking's name and phone, when it has none yet. */
export async function contractForVisit(visit: { reservationId: Types.ObjectId; unitId: Types.ObjectId }, ctx: { pricing: Pricing; by: string; now: Date }) {
  const [r, unit] = await Promise.all([Reservation.findById(visit.reservationId, { name: 1, phone: 1, date: 1 }).lean(), Unit.findById(visit.unitId, { dong: 1, ho: 1, state: 1 }).lean()]);
  if (!r || !unit || unit.state !== 'contracted') return null;
  if (await liveContractOf(unitKeyOf(unit.dong, unit.ho), { _id: 1 })) return null;
  return contractForUnit(visit.unitId, { holders: [{ name: r.name, phone: r.phone }], contractDate: r.date }, { ...ctx, what: '계약 방문 완료' });
}

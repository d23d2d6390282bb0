/**
 * How a unit's state changes. Every change is one conditional update from the state it was read in
 * (two desks, or a desk and an expiring hold, never both win) that also records from, to, who,
 * when and why. Only the site holds a unit (`held`): the desk confirms a hold (→ pending),
 * releases it (→ available), or sets any other state with a reason.
 */
import { Types } from 'mongoose';
import { UNIT_MESSAGES, type UnitState } from '../../shared/units';
import { HttpError } from '../http/errors';
import { Unit, UnitHold, type UnitDoc } from './model';
import { listingChanged } from './listing-changes';

/** States the desk may set by hand (a hold only comes from a buyer on the site). */
export const DESK_STATES = ['unreleased', 'available', 'pending', 'contracted', 'reserved'] as const satisfies readonly UnitState[];

/** States in which the hold (and its phone's one-unit lock) stays: awaiting or under contract. */
const KEEPS_HOLD: ReadonlySet<UnitState> = new Set(['held', 'pending', 'contracted']);

export interface Change {
  to: UnitState;
  by: string;
  reason: string;
  now: Date;
  /** Only from these states (else 409); default: from the state read just before. */
  from?: readonly UnitState[];
  /** Ends the hold even where the new state keeps one (a contract made for someone else than its holder). */
  endHold?: boolean;
}

/** Applies one change; answers the unit after it. 404 unknown, 409 when it moved meanwhile or may not move so. */
export async function changeState(id: string | Types.ObjectId, change: Change): Promise<UnitDoc> {
  if (!Types.ObjectId.isValid(String(id))) throw new HttpError(404, UNIT_MESSAGES.notFound);
  const unit = await Unit.findById(id).lean<UnitDoc>();
  if (!unit) throw new HttpError(404, UNIT_MESSAGES.notFound);
  const from = unit.state as UnitState;
  if (change.from && !change.from.includes(from)) throw new HttpError(409, UNIT_MESSAGES.changed);
  if (from === change.to) throw new HttpError(409, UNIT_MESSAGES.sameState);
  const endsHold = !!unit.hold && (!KEEPS_HOLD.has(change.to) || !!change.endHold);
  const updated = await Unit.findOneAndUpdate(
    // The hold read, too: an expiry and a new hold in between make this a different unit state.
    { _id: unit._id, state: from, 'hold.id': unit.hold?.id ?? null },
    {
      $set: { state: change.to, updatedAt: change.now },
      // A desk change also unties the unit from any contract visit: that visit moves it no more.
      $unset: { booking: 1, ...(endsHold ? { hold: 1 } : {}) },
      $addToSet: { history: { id: new Types.ObjectId(), from, to: change.to, by: change.by, at: change.now, reason: change.reason } },
    },
    { returnDocument: 'after' },
  ).lean<UnitDoc>();
  if (!updated) throw new HttpError(409, UNIT_MESSAGES.changed);
  listingChanged();
  // The unit's write above settled the hold (kept with the unit, or taken off it); the hold's own
  // record follows. The sweep never frees a phone whose unit still carries its hold, so a crash or
  // a sweep between the two writes cannot leave one phone with two units.
  if (unit.hold) {
    if (endsHold) await UnitHold.updateOne({ _id: unit.hold.id, active: true }, { $set: { active: false, endedAt: change.now } });
    else if (from === 'held') await UnitHold.updateOne({ _id: unit.hold.id, confirmedAt: null }, { $set: { confirmedAt: change.now } });
  }
  return updated;
}

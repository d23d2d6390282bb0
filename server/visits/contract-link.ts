/**
 * A contract visit and its unit (server/units hands the functions in, app.ts): the unit is found
 * once, when the visit is booked, and stored on the reservation; every later step (the visit marked
 * done, the mark undone, the visit cancelled) moves that unit and no other, and names who did it.
 */
import type { Types } from 'mongoose';
import type { Logger } from '../logger';

export type ContractStep = 'booked' | 'signed' | 'unsigned' | 'cancelled';

export interface ContractVisit {
  reservationId: Types.ObjectId;
  unitId: Types.ObjectId;
  phone: string;
}

export interface ContractLink {
  /** The unit a contract visit is booked for: the winner's 동·호, else the unit the phone holds. */
  contractUnit?: (who: { phone: string; winner?: { dong?: string | null; ho?: string | null } | null }) => Promise<Types.ObjectId | null>;
  /** The unit follows its contract visit; `by` is the desk account, or 'visitor'. */
  onContract?: (step: ContractStep, visit: ContractVisit, now: Date, by: string) => Promise<void>;
}

/** Moves the reservation's unit (a contract visit booked for one), logging a failure: the visit's own change stands. */
export async function unitFollows(
  ctx: ContractLink & { log: Logger },
  step: ContractStep,
  r: { _id: Types.ObjectId; kind?: string | null; unitId?: Types.ObjectId | null; phone: string },
  now: Date,
  by: string,
): Promise<void> {
  if (r.kind !== 'contract' || !r.unitId || !ctx.onContract) return;
  await ctx.onContract(step, { reservationId: r._id, unitId: r.unitId, phone: r.phone }, now, by).catch((err: unknown) =>
    ctx.log.error({ err, reservation: String(r._id), step }, 'the unit did not follow its contract visit'),
  );
}

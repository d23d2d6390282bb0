import mongoose, { Schema } from 'mongoose';
import { UNIT_STATES } from '../../shared/units';

/**
 * One unit (세대) of the complex: 동, 호, 주택형 and where it stands in the sale. A unit is taken by
 * one conditional update on its state ({state: 'available'} → 'held'), so it is never held twice;
 * every change of state is added to its history in that same write (from, to, who, when, why).
 * ($addToSet rather than $push, which the bundled engine lacks; each entry carries its own id, so
 * none is ever taken for a repeat.)
 */
const changeSchema = new Schema(
  {
    /** Makes each entry distinct: $addToSet would drop a repeat of the same change in the same millisecond. */
    id: { type: Schema.Types.ObjectId },
    from: { type: String, enum: [...UNIT_STATES, null] },
    to: { type: String, enum: UNIT_STATES, required: true },
    by: { type: String, required: true },
    at: { type: Date, required: true },
    reason: { type: String, required: true },
  },
  { _id: false },
);

const unitSchema = new Schema(
  {
    dong: { type: String, required: true },
    ho: { type: String, required: true },
    floor: { type: Number },
    line: { type: String },
    unitType: { type: String, required: true },
    state: { type: String, enum: UNIT_STATES, required: true, default: 'unreleased' },
    /** The current hold while `held` (and `pending` after the desk confirmed it). */
    hold: {
      type: new Schema(
        { id: { type: Schema.Types.ObjectId, required: true }, name: String, phone: String, expiresAt: Date, at: Date },
        { _id: false },
      ),
    },
    /**
     * The contract visit (reservation) that moved the unit to 계약대기, and the state it came from:
     * marking that visit done, undoing the mark and cancelling it move this unit and no other.
     */
    booking: {
      type: new Schema({ id: { type: Schema.Types.ObjectId, required: true }, from: { type: String, enum: UNIT_STATES, required: true } }, { _id: false }),
    },
    history: { type: [changeSchema], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'units', versionKey: false },
);
unitSchema.index({ dong: 1, ho: 1 }, { unique: true });
unitSchema.index({ state: 1, 'hold.expiresAt': 1 });

export const Unit = mongoose.model('Unit', unitSchema);
export type UnitDoc = mongoose.InferSchemaType<typeof unitSchema> & { _id: mongoose.Types.ObjectId };

/**
 * A buyer's hold on a unit. `active` while the unit is held or awaiting its contract for them: a
 * unique index on the phone among active holds means one phone never holds two units, whichever
 * instance the requests reach. Personal data: purged after the lead retention period.
 */
const holdSchema = new Schema(
  {
    unitId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    phone: { type: String, required: true },
    active: { type: Boolean, required: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    confirmedAt: { type: Date },
    endedAt: { type: Date },
    purgeAt: { type: Date, required: true },
  },
  { collection: 'unit_holds', versionKey: false },
);
holdSchema.index({ phone: 1 }, { unique: true, partialFilterExpression: { active: true }, name: 'one_active_hold_per_phone' });
holdSchema.index({ unitId: 1 });
holdSchema.index({ purgeAt: 1 }, { expireAfterSeconds: 0 });

export const UnitHold = mongoose.model('UnitHold', holdSchema);

/** The first-come sale's settings: one document (`_id: 'sale'`). */
const saleSchema = new Schema(
  {
    _id: { type: String, required: true },
    opensAt: { type: Date },
    admitPerMinute: { type: Number, required: true },
    holdMinutes: { type: Number, required: true },
    visible: { type: Boolean, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String },
    /** Every saved change: who, when, the settings before (null: the first) and after (as the desk API shows them). */
    history: {
      type: [new Schema({ id: Schema.Types.ObjectId, by: { type: String, required: true }, at: { type: Date, required: true }, from: Schema.Types.Mixed, to: Schema.Types.Mixed }, { _id: false })],
      default: undefined,
    },
  },
  { collection: 'unit_sale', versionKey: false },
);
export const UnitSale = mongoose.model('UnitSale', saleSchema);

/**
 * The waiting room: a sequence per opening (`_id: 'seq:<opening ms>'`, $inc) draws each arrival's
 * number, which is theirs once claimed in its number block (`_id: 'n:<opening ms>:<block>'`, field
 * `t.n<number>`, written only while absent); bucket documents per opening (`_id: '<opening
 * ms>:b<n>'`, field `p.<phone id>`) keep a buyer's number when they join again (a reload, another device).
 */
const queueSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The sequence document's last number. */
    seq: { type: Number },
    /** A bucket's numbers by phone id. */
    p: { type: Schema.Types.Mixed },
    /** A number block's claimed numbers (`n<number>` → the phone id that holds it). */
    t: { type: Schema.Types.Mixed },
    purgeAt: { type: Date },
  },
  { collection: 'unit_queue', versionKey: false },
);
queueSchema.index({ purgeAt: 1 }, { expireAfterSeconds: 0 });
export const UnitQueue = mongoose.model('UnitQueue', queueSchema);

import mongoose, { Schema } from 'mongoose';
import { RESERVATION_STATUSES } from '../../shared/visits';
import { SLOT_KINDS } from '../../shared/winners';

/**
 * A visit slot: a Korea-time date and start with a capacity in parties. `remaining` is kept
 * beside `booked` so a place is taken by one conditional update ({remaining ≥ 1} → $inc −1).
 */
const slotSchema = new Schema(
  {
    date: { type: String, required: true }, // YYYY-MM-DD, Korea time
    start: { type: String, required: true }, // HH:mm
    end: { type: String, required: true },
    startsAt: { type: Date, required: true },
    minutes: { type: Number, required: true },
    capacity: { type: Number, required: true, min: 0 },
    booked: { type: Number, required: true, default: 0, min: 0 },
    remaining: { type: Number, required: true },
    closed: { type: Boolean, required: true, default: false },
    /** What the visit is for: a model-house visit (anyone), or 서류접수 / 계약 (listed winners only). Absent: 'visit'. */
    kind: { type: String, enum: SLOT_KINDS, default: 'visit' },
    /** A 중도금 대출 자서 slot of one 동 (absent: anyone the kind allows). */
    dong: { type: String },
    /** An 입주 slot of one elevator line ('101동 1·2호 라인', shared/movein.ts): that line's units only. */
    line: { type: String },
    createdAt: { type: Date, required: true },
    /**
     * `{<reservation id>: <time>}`: places taken by bookings whose reservation is not yet stored, set
     * in the same write that takes the place. A hold left by a crash is given back (reservations.ts).
     */
    holds: { type: Schema.Types.Mixed },
    /** `{<reservation id>: <time>}`: cancelled reservations whose place was given back (at most once each). */
    released: { type: Schema.Types.Mixed },
    /** `{<reservation id>: <time>}`: holds given back by the repair (the booking must take a place again). */
    reclaimed: { type: Schema.Types.Mixed },
  },
  { collection: 'visit_slots', versionKey: false, minimize: true },
);
// One slot per kind, start, 동 and line: a model-house visit and a contract visit can start at the same
// time, and so can the 자서 of two 동 and the 입주 of two lines (migrations 0007 and 0008 replaced the older indexes).
slotSchema.index({ kind: 1, date: 1, start: 1, dong: 1, line: 1 }, { unique: true, name: 'kind_date_start_dong_line' });
slotSchema.index({ startsAt: 1 });

export const VisitSlot = mongoose.model('VisitSlot', slotSchema);

const reservationSchema = new Schema(
  {
    /** Short code read over the phone at the model house. */
    code: { type: String, required: true },
    /** The private manage link's secret (never the database id). */
    token: { type: String, required: true },
    slotId: { type: Schema.Types.ObjectId, required: true },
    date: { type: String, required: true },
    start: { type: String, required: true },
    end: { type: String, required: true },
    startsAt: { type: Date, required: true },
    party: { type: Number, required: true },
    name: { type: String, required: true },
    phone: { type: String, required: true },
    message: { type: String, default: '' },
    site: { type: String },
    status: { type: String, enum: RESERVATION_STATUSES, required: true },
    /** The slot's kind; documents and contract visits belong to a listed winner. */
    kind: { type: String, enum: SLOT_KINDS, default: 'visit' },
    winnerId: { type: Schema.Types.ObjectId },
    /** An option-contract or 자서 visit's contract (booked from /my; one per contract and kind). */
    contractId: { type: Schema.Types.ObjectId },
    /** The contract's 동·호 when booked, so the desk's day names the unit without reading contracts. */
    unitDong: { type: String },
    unitHo: { type: String },
    /** A contract visit's unit (the winner's 동·호, or the unit the buyer held when booking). */
    unitId: { type: Schema.Types.ObjectId },
    /** The lead of type 'reservation' created with it (the sales inbox). */
    leadId: { type: Schema.Types.ObjectId },
    /** How it was made: on the site ('web'), or by staff for a caller ('phone') or a walk-in ('walk-in'). */
    channel: { type: String, enum: ['web', 'phone', 'walk-in'], default: 'web' },
    /** The administrator account that booked it (staff bookings only). */
    bookedBy: { type: String },
    /** Last move to another slot (the lead's history has every move). */
    movedAt: { type: Date },
    /** A visited / no-show mark: when, and by which account (undoing a mark clears both). */
    markedAt: { type: Date },
    markedBy: { type: String },
    /** Booked with a verified phone (휴대폰 인증): the visits desk shows an 인증 mark. */
    phoneVerified: { type: Boolean },
    createdAt: { type: Date, required: true },
    cancelledAt: { type: Date },
    /** Set once a cancelled reservation's place is back in its slot (a crash in between is repaired at start-up). */
    placeReleased: { type: Boolean },
    /** Deleted with the lead retention period (TTL index). */
    expiresAt: { type: Date, required: true },
  },
  { collection: 'reservations', versionKey: false },
);
reservationSchema.index({ code: 1 }, { unique: true });
reservationSchema.index({ token: 1 }, { unique: true });
reservationSchema.index({ slotId: 1 });
reservationSchema.index({ leadId: 1 });
reservationSchema.index({ date: 1, createdAt: 1 });
reservationSchema.index({ phone: 1, date: 1 });
reservationSchema.index({ winnerId: 1 });
reservationSchema.index({ status: 1, placeReleased: 1 });
reservationSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const Reservation = mongoose.model('Reservation', reservationSchema);

/**
 * One active reservation per phone per Korea-time day: a document with _id `<phone>|<date>` exists
 * while it is active, so a second booking fails on the unique _id (no read-then-write).
 */
const dayLockSchema = new Schema(
  {
    _id: { type: String, required: true },
    reservationId: { type: Schema.Types.ObjectId },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'visit_day_locks', versionKey: false },
);
dayLockSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const VisitDayLock = mongoose.model('VisitDayLock', dayLockSchema);

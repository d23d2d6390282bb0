import mongoose, { Schema } from 'mongoose';
import { RESERVATION_STATUSES } from '../../shared/visits';

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
    createdAt: { type: Date, required: true },
  },
  { collection: 'visit_slots', versionKey: false },
);
slotSchema.index({ date: 1, start: 1 }, { unique: true });
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
    /** The lead of type 'visit' created with it (the sales inbox). */
    leadId: { type: Schema.Types.ObjectId },
    /** Booked with a verified phone (휴대폰 인증): the visits desk shows an 인증 mark. */
    phoneVerified: { type: Boolean },
    createdAt: { type: Date, required: true },
    cancelledAt: { type: Date },
    /** Deleted with the lead retention period (TTL index). */
    expiresAt: { type: Date, required: true },
  },
  { collection: 'reservations', versionKey: false },
);
reservationSchema.index({ code: 1 }, { unique: true });
reservationSchema.index({ token: 1 }, { unique: true });
reservationSchema.index({ slotId: 1 });
reservationSchema.index({ phone: 1, date: 1 });
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

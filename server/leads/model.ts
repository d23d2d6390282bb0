import mongoose, { Schema } from 'mongoose';
import { LEAD_STATUSES, LEAD_TYPES } from '../../shared/leads';

import type { ForwardState } from '../../shared/leads';

const FORWARD_STATES: ForwardState[] = ['pending', 'sending', 'delivered', 'failed', 'stored'];

const forwardSchema = new Schema(
  {
    // 'stored': no webhook configured; 'pending' → 'sending' (claimed) → 'delivered' | 'failed'
    state: { type: String, enum: FORWARD_STATES, required: true },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date },
    claimedUntil: { type: Date },
    lastError: { type: String },
    deliveredAt: { type: Date },
  },
  { _id: false },
);

/** A campaign touch (see server/attribution/): only campaign data, nothing personal. */
const touchSchema = new Schema(
  {
    source: { type: String, required: true },
    medium: { type: String, default: null },
    campaign: { type: String, default: null },
    term: { type: String, default: null },
    content: { type: String, default: null },
    referrer: { type: String, default: null },
    landing: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { _id: false },
);

/** Notes and status changes, appended only: nothing on a lead is overwritten silently. */
const historySchema = new Schema(
  {
    at: { type: Date, required: true },
    by: { type: String, required: true },
    kind: { type: String, enum: ['note', 'status'], required: true },
    text: { type: String },
    from: { type: String, enum: LEAD_STATUSES },
    to: { type: String, enum: LEAD_STATUSES },
  },
  { _id: false },
);

const leadSchema = new Schema(
  {
    type: { type: String, enum: LEAD_TYPES, required: true },
    status: { type: String, enum: LEAD_STATUSES, required: true, default: 'new' },
    name: { type: String, required: true },
    phone: { type: String, required: true },
    /** The phone's digits after normalisation ('01012345678'): one person across registrations. */
    phoneKey: { type: String },
    message: { type: String, default: '' },
    site: { type: String },
    page: { type: String },
    consentAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    /** Korea-time calendar day of createdAt ('2025-03-01'), stored so the dashboard groups on a plain field. */
    day: { type: String },
    attribution: {
      type: new Schema({ first: { type: touchSchema, default: null }, last: { type: touchSchema, default: null } }, { _id: false }),
      default: undefined,
    },
    history: { type: [historySchema], default: [] },
    /** Counts desk writes (status, notes): a write applies only to the revision it read. */
    rev: { type: Number },
    /** Deleted by MongoDB (TTL index) once the retention period ends. */
    expiresAt: { type: Date, required: true },
    forward: { type: forwardSchema, required: true },
    /** A visit booked for a time slot (the reservation this lead stands for in the inbox). */
    reservationId: { type: Schema.Types.ObjectId },
  },
  { collection: 'leads', versionKey: false },
);
leadSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
leadSchema.index({ createdAt: -1, _id: -1 });
leadSchema.index({ type: 1, createdAt: -1 });
leadSchema.index({ status: 1, createdAt: -1 });
leadSchema.index({ phoneKey: 1, createdAt: 1 });
leadSchema.index({ day: 1 });
leadSchema.index({ 'attribution.first.source': 1, createdAt: -1 });
leadSchema.index({ 'forward.state': 1, 'forward.nextAttemptAt': 1 });

export const Lead = mongoose.model('Lead', leadSchema);

import mongoose, { Schema } from 'mongoose';
import { LEAD_TYPES } from '../../shared/leads';

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

const leadSchema = new Schema(
  {
    type: { type: String, enum: LEAD_TYPES, required: true },
    name: { type: String, required: true },
    phone: { type: String, required: true },
    message: { type: String, default: '' },
    site: { type: String },
    page: { type: String },
    consentAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    /** Deleted by MongoDB (TTL index) once the retention period ends. */
    expiresAt: { type: Date, required: true },
    forward: { type: forwardSchema, required: true },
    /** A visit booked for a time slot (the reservation this lead stands for in the inbox). */
    reservationId: { type: Schema.Types.ObjectId },
  },
  { collection: 'leads', versionKey: false },
);
leadSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
leadSchema.index({ createdAt: -1 });
leadSchema.index({ type: 1, createdAt: -1 });
leadSchema.index({ 'forward.state': 1, 'forward.nextAttemptAt': 1 });

export const Lead = mongoose.model('Lead', leadSchema);

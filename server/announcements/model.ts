import mongoose, { Schema } from 'mongoose';

/**
 * A broadcast as the administrator asked for it; its messages live in the outbox (group
 * `announcement:<id>`). It is stored, and listed, before its first message is queued.
 */
const announcementSchema = new Schema(
  {
    text: { type: String, required: true },
    filter: {
      type: { type: String },
      status: { type: String },
      source: { type: String },
      unitType: { type: String },
    },
    sendAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    recipients: { type: Number, required: true },
    cancelledAt: { type: Date },
    /** The administrator's Idempotency-Key header: the same key is the same announcement. */
    idempotencyKey: { type: String },
    /** 'queuing' from creation until every recipient's message is in the outbox, then 'queued'. */
    queue: { type: String, enum: ['queuing', 'queued'] },
    /** An instance queuing it holds this lease; an expired lease means it crashed (start-up resumes). */
    leaseUntil: { type: Date },
  },
  { collection: 'announcements', versionKey: false },
);
announcementSchema.index({ createdAt: -1 });
announcementSchema.index({ idempotencyKey: 1 }, { unique: true, sparse: true });
announcementSchema.index({ queue: 1, leaseUntil: 1 });

export const Announcement = mongoose.model('Announcement', announcementSchema);

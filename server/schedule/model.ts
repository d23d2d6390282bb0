import mongoose, { Schema } from 'mongoose';

/**
 * The schedule staff edited (one document; absent while the site config's defaults stand), the
 * record of every change, and the people who asked to be reminded of each step by text.
 */
const stepSchema = new Schema(
  {
    key: { type: String, required: true },
    label: { type: String, required: true },
    start: { type: String, required: true },
    end: { type: String },
    time: { type: String },
    where: { type: String, enum: ['online', 'model-house'] },
    url: { type: String },
    note: { type: String },
  },
  { _id: false },
);

const scheduleSchema = new Schema(
  {
    _id: { type: String, required: true },
    items: { type: [stepSchema], required: true },
    /**
     * Per step key, kept after a step is deleted: its calendar SEQUENCE (raised by every edit of
     * the step) and when it last changed (DTSTAMP / LAST-MODIFIED).
     */
    meta: { type: Schema.Types.Mixed, required: true },
    /** Counts saves: a save applies only to the revision it read. */
    rev: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String, required: true },
  },
  { collection: 'schedule', versionKey: false, minimize: false },
);

export const Schedule = mongoose.model('Schedule', scheduleSchema);

/** One save: who, when, and each step added, changed or removed (before and after). */
const scheduleChangeSchema = new Schema(
  {
    at: { type: Date, required: true },
    by: { type: String, required: true },
    rev: { type: Number, required: true },
    changes: [
      new Schema(
        {
          key: { type: String, required: true },
          kind: { type: String, enum: ['added', 'changed', 'removed'], required: true },
          before: { type: Schema.Types.Mixed },
          after: { type: Schema.Types.Mixed },
        },
        { _id: false },
      ),
    ],
  },
  { collection: 'schedule_changes', versionKey: false },
);
scheduleChangeSchema.index({ at: -1 });

export const ScheduleChange = mongoose.model('ScheduleChange', scheduleChangeSchema);

/** A person reminded of every step by text until they stop it (their link) or the retention ends. */
const subscriberSchema = new Schema(
  {
    name: { type: String, required: true },
    phone: { type: String, required: true },
    phoneKey: { type: String, required: true },
    /** The stop link's secret (120 random bits), never the database id or the number. */
    token: { type: String, required: true, unique: true },
    leadId: { type: Schema.Types.ObjectId },
    createdAt: { type: Date, required: true },
    stoppedAt: { type: Date },
    /** Deleted by MongoDB (TTL index) after the lead retention period: it holds a phone number. */
    expiresAt: { type: Date, required: true },
  },
  { collection: 'schedule_subscribers', versionKey: false },
);
subscriberSchema.index({ phoneKey: 1, stoppedAt: 1 });
subscriberSchema.index({ stoppedAt: 1 });
subscriberSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const ScheduleSubscriber = mongoose.model('ScheduleSubscriber', subscriberSchema);
export type SubscriberDoc = mongoose.InferSchemaType<typeof subscriberSchema> & { _id: mongoose.Types.ObjectId };

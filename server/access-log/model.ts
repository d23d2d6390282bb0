/**
 * The access record (접속기록): who looked at, searched, exported or changed whose data, and every
 * sign-in. Entries are only ever inserted (no code path updates or deletes one); MongoDB removes
 * them after ACCESS_LOG_DAYS through a TTL index.
 */
import mongoose, { Schema } from 'mongoose';
import { ACCESS_ACTIONS } from '../../shared/access-log';

const accessSchema = new Schema(
  {
    at: { type: Date, required: true },
    /** Account id (null for a failed sign-in with an unknown email). */
    account: { type: String, default: null },
    /** The account's email at the time, so the record reads on after an account is renamed. */
    email: { type: String, default: null },
    ip: { type: String, default: '' },
    action: { type: String, enum: ACCESS_ACTIONS, required: true },
    /** Whose data or what: a lead id, an export's path and filter, a phone looked up. */
    subject: { type: String, default: '' },
    count: { type: Number },
    reason: { type: String },
    /** Korea-time day of `at` (the daily export total is counted per day). */
    day: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'access_log', versionKey: false },
);
accessSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
accessSchema.index({ at: -1 });
accessSchema.index({ account: 1, at: -1 });
accessSchema.index({ action: 1, day: 1 });

export const AccessEntry = mongoose.model('AccessEntry', accessSchema);

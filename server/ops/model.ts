import mongoose, { Schema } from 'mongoose';

/**
 * Text attempts per minute, all instances together (`_id`: the minute, ISO 'YYYY-MM-DDTHH:MM'):
 * the failure-rate alert sums the last 15. Counted with $inc upserts; gone after a day.
 */
const smsMinuteSchema = new Schema(
  {
    _id: { type: String, required: true },
    ok: { type: Number, default: 0 },
    failed: { type: Number, default: 0 },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'ops_sms_minutes', versionKey: false },
);
smsMinuteSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
export const OpsSmsMinute = mongoose.model('OpsSmsMinute', smsMinuteSchema);

/**
 * The last alert per cause (`_id`: the cause). An instance raises an alert only if its conditional
 * upsert wins (no alert of that cause in the past hour), so N instances send it once.
 */
const alertSchema = new Schema(
  {
    _id: { type: String, required: true },
    lastAt: { type: Date, required: true },
    text: { type: String, required: true },
  },
  { collection: 'ops_alerts', versionKey: false },
);
export const OpsAlert = mongoose.model('OpsAlert', alertSchema);

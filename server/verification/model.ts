import mongoose, { Schema } from 'mongoose';

/**
 * The live code of one phone number: its HMAC (never the code), when it dies, and the wrong
 * attempts so far. Keyed by the phone's HMAC (never the number); a new code replaces the old one.
 */
const verificationSchema = new Schema(
  {
    /** phoneHash() of the normalised number. */
    _id: { type: String, required: true },
    codeHash: { type: String, required: true },
    sentAt: { type: Date, required: true },
    /** The code is refused from this time (3 minutes after sending). */
    expiresAt: { type: Date, required: true },
    attempts: { type: Number, required: true, default: 0 },
    /** Used once or killed by too many wrong codes. */
    dead: { type: Boolean, required: true, default: false },
    /** Deleted by MongoDB (TTL index) a day after sending. */
    purgeAt: { type: Date, required: true },
  },
  { collection: 'phone_verifications', versionKey: false },
);
verificationSchema.index({ purgeAt: 1 }, { expireAfterSeconds: 0 });

export const PhoneVerification = mongoose.model('PhoneVerification', verificationSchema);

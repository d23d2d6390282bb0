import mongoose, { Schema } from 'mongoose';
import { CONSENT_CHANNELS, CONSENT_KINDS, CONSENT_SCOPES } from '../../shared/consent';

/**
 * One consent change of one phone number. Entries are appended, never edited: the only field ever
 * changed afterwards is `expiresAt` (retention), set for a number's entries when it withdraws and
 * cleared when it grants again (decision 0013).
 */
const consentEventSchema = new Schema(
  {
    phone: { type: String, required: true },
    kind: { type: String, enum: CONSENT_KINDS, required: true },
    scope: { type: String, enum: CONSENT_SCOPES, required: true },
    /** The version id of the notice shown (shared/consent.ts). */
    version: { type: String, required: true },
    channel: { type: String, enum: CONSENT_CHANNELS, required: true },
    page: { type: String },
    leadId: { type: Schema.Types.ObjectId },
    /** A grant from a form whose phone was verified (휴대폰 인증); false: unverified evidence (PHONE_VERIFICATION=off). */
    verified: { type: Boolean },
    at: { type: Date, required: true },
    expiresAt: { type: Date },
  },
  { collection: 'consent_ledger', versionKey: false },
);
consentEventSchema.index({ phone: 1, at: 1 });
consentEventSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
// Appended only: content updates through mongoose are refused (retention uses the driver, see ledger.ts).
for (const op of ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'findOneAndReplace'] as const) {
  consentEventSchema.pre(op, () => {
    throw new Error('consent ledger entries are never edited');
  });
}

export const ConsentEvent = mongoose.model('ConsentEvent', consentEventSchema);

/** The opt-out link's secret for a phone number: random, not the database id, one per number. */
const optoutTokenSchema = new Schema(
  {
    token: { type: String, required: true, unique: true },
    phone: { type: String, required: true, unique: true },
    createdAt: { type: Date, required: true },
    /** Follows the number's ledger: set by a withdrawal, cleared by a new grant. */
    expiresAt: { type: Date },
  },
  { collection: 'optout_tokens', versionKey: false },
);
optoutTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const OptoutToken = mongoose.model('OptoutToken', optoutTokenSchema);

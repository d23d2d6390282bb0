import mongoose, { Schema } from 'mongoose';
import { WINNER_RANKS } from '../../shared/winners';

/**
 * One row of the winners' list (당첨자·예비입주자) from 한국부동산원: personal data, deleted with
 * the lead retention period (TTL) or on an erasure request. A unit (동·호) and phone identify a
 * row, so uploading the same list again adds nothing; a reserve listed without a unit is keyed by
 * its phone alone (missing 동·호 index as null) until the desk gives it one.
 */
const winnerSchema = new Schema(
  {
    name: { type: String, required: true },
    /** Normalised like leads ('010-1234-5678'). */
    phone: { type: String, required: true },
    unitType: { type: String, required: true },
    /** The unit; a reserve may be listed without one and given it on the desk after its 동호 추첨. */
    dong: { type: String },
    ho: { type: String },
    /** When the desk gave a reserve its unit. */
    unitAssignedAt: { type: Date },
    rank: { type: String, enum: WINNER_RANKS, required: true },
    /** Reserves: their order in the list (called up in this order). */
    reserveOrder: { type: Number },
    /** 부적격: ruled ineligible, can no longer book. */
    ineligible: { type: Boolean, required: true, default: false },
    ineligibleAt: { type: Date },
    /** A reserve called up to 당첨. */
    promotedAt: { type: Date },
    /** Rounds of the booking-link text already queued (one per round). */
    notifiedRounds: { type: [String], default: [] },
    notifiedAt: { type: Date },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'winners', versionKey: false },
);
winnerSchema.index({ phone: 1, dong: 1, ho: 1 }, { unique: true });
winnerSchema.index({ rank: 1, unitType: 1, reserveOrder: 1 });
winnerSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const Winner = mongoose.model('Winner', winnerSchema);
export type WinnerDoc = mongoose.InferSchemaType<typeof winnerSchema> & { _id: mongoose.Types.ObjectId };

/**
 * A defect (하자) reported on a contract's unit: where, what, the photos, its state and every step
 * (who, when, the note). Kept with the contract (performing it, not consent): no TTL here.
 * Each state change is one filtered updateOne on the state and `rev` it was read at, so two desks
 * moving the same defect at once cannot both win (the loser hears 409).
 */
import mongoose, { Schema } from 'mongoose';
import { DEFECT_STATES } from '../../shared/defects';

const photoSchema = new Schema(
  {
    /** Random, 128 bits (base64url): the only name a link carries. */
    id: { type: String, required: true },
    /** The JPEG's file in the private bucket (`defect_photos`), never the public media library. */
    fileId: { type: Schema.Types.ObjectId, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    bytes: { type: Number, required: true },
  },
  { _id: false },
);

const stepSchema = new Schema(
  {
    state: { type: String, enum: DEFECT_STATES, required: true },
    at: { type: Date, required: true },
    /** 'buyer' (a contract holder on /my), 'desk' (an account filing or moving it), 'contractor'. */
    byKind: { type: String, enum: ['buyer', 'desk', 'contractor'], required: true },
    /** The desk account's id; for a buyer, nothing (the phone stays on the contract). */
    byId: { type: String },
    /** What the history shows: '계약자', the account's name. */
    byName: { type: String, required: true },
    note: { type: String, default: '' },
  },
  { _id: false },
);

const defectSchema = new Schema(
  {
    contractId: { type: Schema.Types.ObjectId, required: true },
    dong: { type: String, required: true },
    ho: { type: String, required: true },
    unitType: { type: String },
    room: { type: String, required: true },
    kind: { type: String, required: true },
    text: { type: String, required: true },
    photos: { type: [photoSchema], default: [] },
    state: { type: String, enum: DEFECT_STATES, required: true },
    /** Derived at write time: confirmed defects sort after the open ones. */
    closed: { type: Boolean, required: true, default: false },
    /** The registered 협력업체 handling it: a contractor account (`accountId`) or a company without one (`companyId`, companies.ts). */
    assignee: {
      type: new Schema({ name: { type: String, required: true }, accountId: { type: Schema.Types.ObjectId }, companyId: { type: Schema.Types.ObjectId } }, { _id: false }),
      default: undefined,
    },
    /** The latest reopening's reason, kept while it is handled again. */
    reopenReason: { type: String },
    /** Each reopening starts a new round: the texts of a round are sent once (their keys carry it). */
    round: { type: Number, required: true, default: 1 },
    /** The number the buyer's texts go to: the holder who filed it, else the contract's first holder. */
    notifyPhone: { type: String },
    history: { type: [stepSchema], default: [] },
    /** Bumped by every change (the filter of the next one). */
    rev: { type: Number, required: true, default: 0 },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'defects', versionKey: false },
);
defectSchema.index({ contractId: 1, createdAt: -1 });
defectSchema.index({ closed: 1, createdAt: 1 });
defectSchema.index({ 'assignee.accountId': 1, closed: 1, createdAt: 1 });
defectSchema.index({ 'photos.id': 1 });

export const Defect = mongoose.model('Defect', defectSchema);
export type DefectDoc = mongoose.InferSchemaType<typeof defectSchema> & { _id: mongoose.Types.ObjectId };

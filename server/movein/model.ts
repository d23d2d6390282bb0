/**
 * What 입주 keeps per contract, beside the ledger's contract (so the ledger's shape is unchanged):
 * the 입주증 code the management office checks (drawn once, when the pass is first shown) and the
 * desk's exception letting a contract book its move-in before 잔금 is paid (who, when, why); every
 * exception given or withdrawn is also a line of the contract's history (contract_changes).
 */
import mongoose, { Schema, type Types } from 'mongoose';

const exceptionSchema = new Schema(
  { reason: { type: String, required: true }, by: { type: String, required: true }, at: { type: Date, required: true } },
  { _id: false },
);

const recordSchema = new Schema(
  {
    /** The contract's id. */
    _id: { type: Schema.Types.ObjectId, required: true },
    /** 입주증 code: unique, from an alphabet read aloud without confusion (no 0/O, 1/I/L). */
    code: { type: String },
    /** The exception in force (absent: 잔금 must be paid). */
    exception: { type: exceptionSchema },
    /** 열쇠 지급: who handed the keys over and when, set once (a conditional update). */
    keys: { type: new Schema({ by: { type: String, required: true }, at: { type: Date, required: true } }, { _id: false }) },
    updatedAt: { type: Date },
  },
  { collection: 'move_in_records', versionKey: false },
);
recordSchema.index({ code: 1 }, { unique: true, sparse: true });

export const MoveInRecord = mongoose.model('MoveInRecord', recordSchema);

export interface MoveInRecordDoc {
  _id: Types.ObjectId;
  code?: string | null;
  exception?: { reason: string; by: string; at: Date } | null;
  keys?: { by: string; at: Date } | null;
}

/**
 * The contracts' revision: every write to a contract, once it has landed, gives one small document
 * a new value, so any instance that keeps contracts read in memory (the sale report,
 * server/sale/contract-rows.ts) knows by reading that document whether its copy is still what is
 * stored. A random value rather than a counter: a database emptied and filled again never repeats
 * one, and no value (the document gone) means nothing may be kept.
 */
import mongoose, { Schema, Types } from 'mongoose';

const revisionSchema = new Schema({ _id: { type: String, required: true }, rev: { type: String, required: true } }, { collection: 'revisions', versionKey: false });
const Revision = mongoose.model('Revision', revisionSchema);
const CONTRACTS = 'contracts';

/** Called after a write to contracts has landed (before its caller answers). */
export async function contractsChanged(): Promise<void> {
  await Revision.updateOne({ _id: CONTRACTS }, { $set: { rev: new Types.ObjectId().toHexString() } }, { upsert: true });
}

/** The current revision, or null when none is stored (then nothing read may be kept). */
export async function contractsRevision(): Promise<string | null> {
  return (await Revision.findById(CONTRACTS, { rev: 1 }).lean<{ rev: string }>())?.rev ?? null;
}

/**
 * Where the weeks are kept: a week's report as it stood when the week ended (`sale_snapshots`, the
 * ISO week its _id), read by the next week's comparison and corrections, the page and the files.
 */
import mongoose, { Schema } from 'mongoose';
import type { SaleReport } from '../../shared/sale';

const snapshotSchema = new Schema(
  {
    /** The ISO week, '2026-W48'. */
    _id: { type: String, required: true },
    claimId: { type: String, required: true },
    claimedAt: { type: Date, required: true },
    report: { type: Schema.Types.Mixed },
    madeAt: { type: Date },
    /** The week's files at each 금액 단위, as bytes with their SHA-256 (files.ts): written with the report, once. */
    files: { type: Schema.Types.Mixed },
  },
  { collection: 'sale_snapshots', versionKey: false },
);

export const SaleSnapshot = mongoose.model('SaleSnapshot', snapshotSchema);

/** The kept report of a week, or null. */
export async function keptReport(week: string): Promise<SaleReport | null> {
  const s = await SaleSnapshot.findOne({ _id: week, madeAt: { $exists: true } }, { report: 1 }).lean<{ report: SaleReport }>();
  return s?.report ?? null;
}

/** The weeks kept, newest first. */
export async function keptWeeks(): Promise<string[]> {
  const list = await SaleSnapshot.find({ madeAt: { $exists: true } }, { _id: 1 }).sort({ _id: -1 }).limit(520).lean<{ _id: string }[]>();
  return list.map((s) => s._id);
}

/**
 * What each visitor page said, version by version: a record is added when a page's text differs
 * from its last record, and only its `lastSeen` moves after that (decision 0013a).
 */
import mongoose, { Schema } from 'mongoose';

const pageTextSchema = new Schema(
  {
    /** `${path}#${seq}`: two instances recording the same new version at once write one record. */
    _id: { type: String, required: true },
    path: { type: String, required: true },
    /** 1, 2, 3 … per path, in the order the versions were published. */
    seq: { type: Number, required: true },
    /** SHA-256 of `text` (hex). */
    hash: { type: String, required: true },
    text: { type: String, required: true },
    /** When a start first served this version, and the last start that still served it. */
    firstSeen: { type: Date, required: true },
    lastSeen: { type: Date, required: true },
  },
  { collection: 'page_texts', versionKey: false },
);
pageTextSchema.index({ path: 1, seq: -1 });
pageTextSchema.index({ path: 1, firstSeen: -1 });

export const PageText = mongoose.model('PageText', pageTextSchema);

/**
 * Versions of the documents with a stable address (`/docs/{slug}.pdf`), each a PDF of the media
 * library. Append-only: setting a document inserts a version, and the newest version of a slug is
 * the one served; earlier ones stay listed (정정공고) and their files stay in use.
 */
import mongoose, { Schema, type Types } from 'mongoose';

export interface DocumentVersionDoc {
  _id: Types.ObjectId;
  slug: string;
  mediaId: Types.ObjectId;
  note?: string;
  at: Date;
  by?: string;
}

const versionSchema = new Schema<DocumentVersionDoc>(
  {
    slug: { type: String, required: true, maxlength: 60 },
    mediaId: { type: Schema.Types.ObjectId, required: true },
    note: { type: String, maxlength: 200 },
    at: { type: Date, required: true },
    by: String,
  },
  { collection: 'document_versions', versionKey: false },
);
// The current version of a slug: its newest (the _id breaks a tie within one millisecond).
versionSchema.index({ slug: 1, at: -1, _id: -1 });
versionSchema.index({ mediaId: 1 });

export const DocumentVersion = mongoose.model<DocumentVersionDoc>('DocumentVersion', versionSchema);

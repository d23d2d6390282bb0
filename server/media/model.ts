/**
 * A library file: its description (alt text or title) and where its bytes are. The bytes live in
 * GridFS (bucket `media`, storage.ts), so every instance and every database backup has them.
 * `hash` (sha256 of the uploaded bytes) is unique: the same file uploaded twice, even at the same
 * moment on two instances, is stored once.
 */
import mongoose, { Schema, type Types } from 'mongoose';

export interface Variant {
  /** The served name (`<key>-<width>.<ext>`), unique across the library. */
  name: string;
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  bytes: number;
  fileId: Types.ObjectId;
}

export interface MediaDoc {
  _id: Types.ObjectId;
  hash: string;
  /** The first 24 hex digits of the hash: the public address of the file's bytes. */
  key: string;
  kind: 'image' | 'pdf';
  alt?: string;
  title?: string;
  /** The uploaded name made safe (PDFs: the name a visitor's download gets). */
  fileName: string;
  /** PDF bytes, or an image's original upload size. */
  bytes: number;
  width?: number;
  height?: number;
  placeholder?: string;
  variants: Variant[];
  /** The PDF's bytes in GridFS (images keep theirs per variant). */
  fileId?: Types.ObjectId;
  createdAt: Date;
  createdBy?: string;
  /** Saves pointing something at this file right now (claims.ts): no delete while there is one. */
  claims?: number;
  /** When the latest claim was taken: a claim this old was left by a stopped process. */
  claimedAt?: Date;
  /** Set while a delete checks the uses (claims.ts): no save may claim the file meanwhile. */
  deleting?: Date;
}

const variantSchema = new Schema<Variant>(
  {
    name: { type: String, required: true },
    format: { type: String, enum: ['avif', 'webp', 'jpeg'], required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    bytes: { type: Number, required: true },
    fileId: { type: Schema.Types.ObjectId, required: true },
  },
  { _id: false },
);

const mediaSchema = new Schema<MediaDoc>(
  {
    hash: { type: String, required: true },
    key: { type: String, required: true },
    kind: { type: String, enum: ['image', 'pdf'], required: true },
    alt: { type: String, maxlength: 300 },
    title: { type: String, maxlength: 200 },
    fileName: { type: String, required: true, maxlength: 200 },
    bytes: { type: Number, required: true },
    width: Number,
    height: Number,
    placeholder: String,
    variants: { type: [variantSchema], default: [] },
    fileId: { type: Schema.Types.ObjectId },
    createdAt: { type: Date, required: true },
    createdBy: String,
    claims: Number,
    claimedAt: Date,
    deleting: Date,
  },
  { collection: 'media', versionKey: false },
);
mediaSchema.index({ hash: 1 }, { unique: true });
mediaSchema.index({ key: 1 });
mediaSchema.index({ createdAt: -1 });

export const Media = mongoose.model<MediaDoc>('Media', mediaSchema);

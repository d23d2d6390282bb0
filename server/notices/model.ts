import mongoose, { Schema } from 'mongoose';

/**
 * A notice (공지사항). `body` is stored sanitised (sanitize.ts) and sanitised again when rendered.
 * `publishAt` null is a draft; a time in the future is a scheduled notice, hidden until then.
 */
const noticeSchema = new Schema(
  {
    title: { type: String, required: true, maxlength: 200 },
    body: { type: String, required: true },
    pinned: { type: Boolean, required: true, default: false },
    /** 'holders': contract holders only (/my); never on the public board, its pages, the feed or the sitemap. */
    audience: { type: String, enum: ['public', 'holders'], required: true, default: 'public' },
    publishAt: { type: Date, default: null },
    /** Library file ids (PDFs and images), in the order the notice lists them. */
    attachments: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    createdBy: { type: String, required: true },
    updatedBy: { type: String, required: true },
    /** Revisions kept so far (the next one is numbered revisions + 1). */
    revisions: { type: Number, required: true, default: 0 },
  },
  { collection: 'notices', versionKey: false },
);
// The board: published ones, pinned first, newest first.
noticeSchema.index({ pinned: -1, publishAt: -1, _id: -1 });

export const Notice = mongoose.model('Notice', noticeSchema);

/** What a notice said before an edit, with who made the edit and when (kept for good: notices are public record). */
const revisionSchema = new Schema(
  {
    notice: { type: Schema.Types.ObjectId, required: true },
    rev: { type: Number, required: true },
    at: { type: Date, required: true },
    by: { type: String, required: true },
    title: { type: String, required: true },
    body: { type: String, required: true },
    pinned: { type: Boolean, required: true },
    audience: { type: String, enum: ['public', 'holders'], default: 'public' },
    publishAt: { type: Date, default: null },
    attachments: { type: [String], default: [] },
  },
  { collection: 'notice_revisions', versionKey: false },
);
revisionSchema.index({ notice: 1, rev: -1 }, { unique: true });

export const NoticeRevisionModel = mongoose.model('NoticeRevision', revisionSchema);

import mongoose, { Schema } from 'mongoose';

const pressSchema = new Schema(
  {
    siteId: { type: String, required: true },
    title: { type: String, required: true, maxlength: 200 },
    summary: { type: String, required: true, maxlength: 500 },
    content: { type: String, default: '', maxlength: 20_000 },
    date: { type: Date, required: true, default: () => new Date() },
    views: { type: Number, required: true, default: 0, min: 0 },
    /** Set by an edit (the original date and views are kept); shown as 수정일, sitemap lastmod. */
    updatedAt: { type: Date },
    /** Media library image shown as the list's thumbnail and the article's og:image. */
    coverId: { type: String },
    /** Library images placed in the body (`[[image:id]]` lines), kept so the library knows they are used. */
    imageIds: { type: [String], default: undefined },
  },
  { collection: 'press', versionKey: false },
);
// The list query: one site, newest first, keyset-paged on (date, _id).
pressSchema.index({ siteId: 1, date: -1, _id: -1 });
// Where a library image is used (the media library's delete check).
pressSchema.index({ coverId: 1 }, { sparse: true });
pressSchema.index({ imageIds: 1 }, { sparse: true });

export const Press = mongoose.model('Press', pressSchema);

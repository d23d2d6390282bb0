import mongoose, { Schema } from 'mongoose';

/** A broadcast as the administrator asked for it; its messages live in the outbox (group `announcement:<id>`). */
const announcementSchema = new Schema(
  {
    text: { type: String, required: true },
    filter: {
      type: { type: String },
      status: { type: String },
      source: { type: String },
      unitType: { type: String },
    },
    sendAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    recipients: { type: Number, required: true },
    cancelledAt: { type: Date },
  },
  { collection: 'announcements', versionKey: false },
);
announcementSchema.index({ createdAt: -1 });

export const Announcement = mongoose.model('Announcement', announcementSchema);

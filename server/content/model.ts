import mongoose, { Schema } from 'mongoose';
import { POPUP_WHERE } from '../../shared/content';

/**
 * Popups and main-visual slides the desk schedules. Few documents (a campaign runs a handful at a
 * time): every instance keeps all of them in memory (schedule.ts) and decides per request which show.
 */
const popupSchema = new Schema(
  {
    title: { type: String, required: true },
    text: { type: String },
    mediaId: { type: String },
    link: { type: String },
    startsAt: { type: Date, required: true },
    endsAt: { type: Date, required: true },
    where: { type: String, enum: POPUP_WHERE, required: true },
    order: { type: Number, default: 0 },
    enabled: { type: Boolean, default: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String, required: true },
  },
  { collection: 'content_popups', versionKey: false },
);
popupSchema.index({ mediaId: 1 });

const slideSchema = new Schema(
  {
    title: { type: String, required: true },
    subtitle: { type: String },
    mediaId: { type: String, required: true },
    mobileMediaId: { type: String },
    link: { type: String },
    startsAt: { type: Date },
    endsAt: { type: Date },
    order: { type: Number, default: 0 },
    enabled: { type: Boolean, default: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String, required: true },
  },
  { collection: 'content_slides', versionKey: false },
);
slideSchema.index({ mediaId: 1 });
slideSchema.index({ mobileMediaId: 1 });

export const Popup = mongoose.model('ContentPopup', popupSchema);
export const Slide = mongoose.model('ContentSlide', slideSchema);

export interface PopupDoc {
  _id: mongoose.Types.ObjectId;
  title: string;
  text?: string;
  mediaId?: string;
  link?: string;
  startsAt: Date;
  endsAt: Date;
  where: 'home' | 'all';
  order: number;
  enabled: boolean;
  updatedAt: Date;
}

export interface SlideDoc {
  _id: mongoose.Types.ObjectId;
  title: string;
  subtitle?: string;
  mediaId: string;
  mobileMediaId?: string;
  link?: string;
  startsAt?: Date;
  endsAt?: Date;
  order: number;
  enabled: boolean;
  updatedAt: Date;
}

import mongoose, { Schema } from 'mongoose';

/**
 * This 분양's eligibility figures as the desk entered them from one 모집공고 (one document; absent
 * until the first save, while the page says the figures are not entered yet), and each save.
 * Nothing a buyer answers is ever stored: these are the notice's figures only.
 */
const figuresSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** No longer stored here: the 모집공고일 is the schedule's (migration 0014 moved it). */
    noticeDate: { type: String },
    supplies: { type: Schema.Types.Mixed, required: true },
    areas: { type: Schema.Types.Mixed, required: true },
    deposits: { type: Schema.Types.Mixed, required: true },
    region: { type: Schema.Types.Mixed, required: true },
    /** The notice's 도시근로자 가구원수별 월평균소득 table (year, 3인 이하 … 8인, per person over 8). */
    income: { type: Schema.Types.Mixed },
    /** Counts saves: a save applies only to the revision it read. */
    rev: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String, required: true },
  },
  { collection: 'eligibility_figures', versionKey: false, minimize: false },
);

export const EligibilityFiguresDoc = mongoose.model('EligibilityFigures', figuresSchema);

/** Every save, with the figures it stored (what the page told buyers from when). */
const figuresChangeSchema = new Schema(
  {
    at: { type: Date, required: true },
    by: { type: String, required: true },
    rev: { type: Number, required: true },
    figures: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'eligibility_figures_changes', versionKey: false },
);
figuresChangeSchema.index({ at: -1 });

export const EligibilityFiguresChange = mongoose.model('EligibilityFiguresChange', figuresChangeSchema);

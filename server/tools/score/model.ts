import mongoose, { Schema } from 'mongoose';

/**
 * Past 당첨 가점 cut-offs as the desk entered them: one document (absent until the first save),
 * saved whole, a save applying only to the revision it read. Only reference figures: nothing a
 * buyer types on the score page is ever stored here or anywhere.
 */
const cutoffSchema = new Schema(
  {
    complex: { type: String, required: true },
    unitType: { type: String, required: true },
    minScore: { type: Number, required: true },
    avgScore: { type: Number },
    maxScore: { type: Number },
    announcedOn: { type: String, required: true },
    source: { type: String, required: true },
  },
  { _id: false },
);

const scoreCutoffsSchema = new Schema(
  {
    _id: { type: String, required: true },
    items: { type: [cutoffSchema], required: true },
    rev: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String, required: true },
  },
  { collection: 'score_cutoffs', versionKey: false },
);

export const ScoreCutoffs = mongoose.model('ScoreCutoffs', scoreCutoffsSchema);

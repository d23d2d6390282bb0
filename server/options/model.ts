import mongoose, { Schema } from 'mongoose';

/**
 * The option catalogue (유상옵션): per type, each option priced on its own, none required (the law
 * forbids selling options as a bundle). The desk edits it; the cash plan (/SalesInfo/cost) prices
 * with it and contract holders choose from it on /my.
 */
const optionSchema = new Schema(
  {
    /** Stable id shown in URLs and kept on contracts ('balcony-84A'…); never reused for another option. */
    key: { type: String, required: true },
    /** The type it is offered for ('84A'); one entry per type. */
    unitType: { type: String, required: true },
    /** 발코니 확장, 시스템 에어컨 … */
    category: { type: String, required: true },
    label: { type: String, required: true },
    /** Won, VAT included as the 모집공고 prints it. */
    price: { type: Number, required: true },
    /** The 부가가치세 within `price`, won, as the notice prints it; unset on options entered before it was asked (read as price ÷ 11). */
    vat: { type: Number },
    /** The option's own payment plan: percent rows (계약금/중도금/잔금) adding up to 100. */
    plan: { type: [{ label: String, percent: Number, dueDate: String, dueText: String, _id: false }], default: [] },
    note: { type: String },
    /** The 모집공고 (or its correction) the price is taken from, YYYY-MM-DD. */
    noticeDate: { type: String },
    /** Order within its type's list. */
    order: { type: Number, required: true, default: 0 },
    active: { type: Boolean, required: true, default: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: String },
  },
  { collection: 'unit_options', versionKey: false },
);
optionSchema.index({ key: 1 }, { unique: true });
optionSchema.index({ unitType: 1, order: 1 });

export const UnitOption = mongoose.model('UnitOption', optionSchema);
export type UnitOptionDoc = mongoose.InferSchemaType<typeof optionSchema> & { _id: mongoose.Types.ObjectId };

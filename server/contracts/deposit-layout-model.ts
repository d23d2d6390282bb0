import mongoose, { Schema } from 'mongoose';

/**
 * A statement layout the desk mapped once (which heading is 거래일, 입금, 잔액 …), kept under the
 * statement's account ('account:<digits>', read from the file's title rows) and under its header's
 * signature ('header:<headings>') for a file that names no account: the next file from that account
 * or with that header is read without asking.
 */
const layoutSchema = new Schema(
  {
    key: { type: String, required: true },
    columns: { type: Schema.Types.Mixed, required: true },
    /** The account the desk said the file is of (digits), when its title rows do not name one. */
    account: { type: String },
    savedBy: { type: String },
    savedAt: { type: Date, required: true },
  },
  { collection: 'deposit_layouts', versionKey: false },
);
layoutSchema.index({ key: 1 }, { unique: true });

export const DepositLayout = mongoose.model('DepositLayout', layoutSchema);

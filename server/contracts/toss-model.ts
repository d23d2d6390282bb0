import mongoose, { Schema } from 'mongoose';

/**
 * 토스페이먼츠 가상계좌 the site issued (toss-issue.ts): the order, the payment's `secret` (Toss sends it
 * back in every DEPOSIT_CALLBACK of the payment, the only proof a notice is Toss's), the contract and
 * the amount the account takes. Kept with the contract (no TTL).
 */
const tossAccountSchema = new Schema(
  {
    orderId: { type: String, required: true },
    paymentKey: { type: String, required: true },
    secret: { type: String, required: true },
    contractId: { type: Schema.Types.ObjectId, required: true },
    unitKey: { type: String, required: true },
    amount: { type: Number, required: true },
    /** What it is for ('중도금 2회'), as the order is named. */
    orderName: { type: String, required: true },
    bank: { type: String },
    accountNumber: { type: String, required: true },
    customerName: { type: String, required: true },
    dueDate: { type: String },
    issuedAt: { type: Date, required: true },
  },
  { collection: 'toss_accounts', versionKey: false },
);
tossAccountSchema.index({ orderId: 1 }, { unique: true });
tossAccountSchema.index({ contractId: 1 });

/**
 * One DEPOSIT_CALLBACK as received, stored once per `transactionKey` (unique): a replay finds it and
 * changes nothing. A DONE notice brings one deposit (`deposits.rowKey` 'toss:<transactionKey>');
 * `reconcile` is what the day's statement said of it (deposit-reconcile.ts).
 */
const depositNoticeSchema = new Schema(
  {
    transactionKey: { type: String, required: true },
    orderId: { type: String, required: true },
    status: { type: String, required: true },
    /** The provider's createdAt as sent, and its Korea-time day. */
    createdAt: { type: String, required: true },
    day: { type: String, required: true },
    amount: { type: Number, required: true },
    accountNumber: { type: String, required: true },
    customerName: { type: String, required: true },
    contractId: { type: Schema.Types.ObjectId, required: true },
    unitKey: { type: String, required: true },
    receivedAt: { type: Date, required: true },
    /** matched: one statement line; missing: none on a statement of its day; twice: two or more lines; undone: DONE then taken back. */
    reconcile: {
      state: { type: String, enum: ['open', 'matched', 'missing', 'twice', 'undone'], required: true, default: 'open' },
      rows: { type: [Number], default: undefined },
      checkedAt: { type: Date },
    },
  },
  { collection: 'deposit_notices', versionKey: false },
);
depositNoticeSchema.index({ transactionKey: 1 }, { unique: true });
depositNoticeSchema.index({ day: 1, status: 1 });
depositNoticeSchema.index({ 'reconcile.state': 1, day: -1 });

export const TossAccount = mongoose.model('TossAccount', tossAccountSchema);
export const DepositNotice = mongoose.model('DepositNotice', depositNoticeSchema);
export type TossAccountDoc = mongoose.InferSchemaType<typeof tossAccountSchema> & { _id: mongoose.Types.ObjectId };
export type DepositNoticeDoc = mongoose.InferSchemaType<typeof depositNoticeSchema> & { _id: mongoose.Types.ObjectId };

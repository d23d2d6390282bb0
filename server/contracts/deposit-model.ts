import mongoose, { Schema } from 'mongoose';

/**
 * One deposit (입금) from the bank's or trust company's list. `rowKey` is a hash of the deposit's
 * normalised values (거래일시, 입금자, 계좌, 금액: server/core/deposit-key.ts) and its occurrence number
 * among identical deposits of its file, computed at write time, unique: importing the same deposits
 * again, in any date format, stores nothing, and two identical deposits on one day stay two
 * deposits. Kept with the contract it paid (no TTL).
 */
const allocationSchema = new Schema({ key: { type: String, required: true }, label: { type: String, required: true }, amount: { type: Number, required: true } }, { _id: false });

const depositSchema = new Schema(
  {
    rowKey: { type: String, required: true },
    /** The import that stored it (the one that applies it). */
    importId: { type: Schema.Types.ObjectId, required: true },
    line: { type: Number, required: true },
    /** 거래일 as written, and its Korea-time day. */
    dealtAt: { type: String, required: true },
    day: { type: String, required: true },
    depositor: { type: String, required: true },
    account: { type: String, default: '' },
    /** The account's digits (matches Contract.accountKey). */
    accountKey: { type: String, default: '' },
    amount: { type: Number, required: true },
    /** The statement's memo (송금메모, 비고 …) and 잔액 after the line, when it has them. */
    memo: { type: String },
    balance: { type: Number },
    /** The account the statement is of (digits), when its title rows name it. */
    statementAccount: { type: String },
    /**
     * The account it came into, as far as the site knows it (pay-accounts.ts): a site account's id, or
     * 'unit' for a contract's 가상계좌; and what it may pay there (the sale's instalments, or options,
     * those of `paysLabels` when set). Unset: any instalment.
     */
    into: { type: String },
    pays: { type: String, enum: ['sale', 'option'] },
    paysLabels: { type: [String], default: undefined },
    paysExcept: { type: [String], default: undefined },
    /** A 토스페이먼츠 notice's transaction key, for a deposit it brought (deposit-notices.ts). */
    noticeKey: { type: String },
    /** notified: a statement line whose money a 토스페이먼츠 notice brought already (never applied twice); unmatched: waits for the desk; held: 보류 by the desk; returned: 반환 (sent back, with the day and the bank's reference). */
    state: { type: String, enum: ['matched', 'unmatched', 'held', 'returned', 'notified'], required: true },
    matchedBy: { type: String, enum: ['account', 'unit', 'name', 'desk', 'notice'] },
    /** The desk's 보류 or 반환: when, by whom, why; a 반환's day and the bank's reference. */
    settledNote: { type: String },
    settledBy: { type: String },
    settledAt: { type: Date },
    returnedOn: { type: String },
    returnReference: { type: String },
    contractId: { type: Schema.Types.ObjectId },
    /** '101-1203' of the contract matched. */
    unitKey: { type: String },
    /** The desk account that matched it by hand. */
    matchedByAccount: { type: String },
    matchedAt: { type: Date },
    /** What it paid of which instalment (written before it is applied, final once `applied`). */
    allocation: { type: [allocationSchema], default: [] },
    /** Paid beyond every instalment of the contract. */
    surplus: { type: Number, default: 0 },
    /** The batch it is applied in (written with its allocation, before the contract's update). */
    batchId: { type: Schema.Types.ObjectId },
    /** Applied to the contract's instalments (the contract lists its batch in `depositBatches`). */
    applied: { type: Boolean, required: true, default: false },
    importedAt: { type: Date, required: true },
  },
  { collection: 'deposits', versionKey: false },
);
depositSchema.index({ rowKey: 1 }, { unique: true });
depositSchema.index({ state: 1, importedAt: -1 });
depositSchema.index({ importId: 1 });
depositSchema.index({ contractId: 1 });
depositSchema.index({ applied: 1, state: 1 });
depositSchema.index({ batchId: 1 });

export const Deposit = mongoose.model('Deposit', depositSchema);
export type DepositDoc = mongoose.InferSchemaType<typeof depositSchema> & { _id: mongoose.Types.ObjectId };

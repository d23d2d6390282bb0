import mongoose, { Schema } from 'mongoose';

/**
 * A sale contract (분양계약) per unit, the contract holder's page (/my) and the desk's ledger read it.
 * Kept to perform the contract, not by consent (see the contracts retention decision): no TTL here.
 * Money is in won, integers. `instalments` is the contract's own payment plan, made from the price
 * table's plan when the contract is made (so a later change of the site's plan never rewrites a
 * signed contract); confirmed options add their own instalments (`kind: 'option'`).
 */
/** The contract's field of money in by day (below); deposits.ts increments its days by path. */
export const RECEIVED_BY_DAY = 'receivedByDay';

const holderSchema = new Schema(
  {
    name: { type: String, required: true },
    /** Normalised like leads ('010-1234-5678'). */
    phone: { type: String, required: true },
  },
  { _id: false },
);

const instalmentSchema = new Schema(
  {
    /** Stable within the contract: 'down-1', 'mid-3', 'balance', 'option-<id>-1' … */
    key: { type: String, required: true },
    label: { type: String, required: true },
    kind: { type: String, enum: ['sale', 'option'], required: true, default: 'sale' },
    /** YYYY-MM-DD (Korea time) when the instalment has a date. */
    dueDate: { type: String },
    /** '입주지정기간 내' where there is no date yet. */
    dueText: { type: String },
    amount: { type: Number, required: true },
    /** What deposits have paid of it so far. */
    paid: { type: Number, required: true, default: 0 },
    /** The day (YYYY-MM-DD, KST) the last deposit that paid it in full was made. */
    paidOn: { type: String },
    /**
     * Each payment into it by its day (a deposit's share, a 중도금 대출 회차): the 연체료 of a late
     * payment is fixed by its day (server/contracts/instalment-late.ts). Older contracts have none.
     */
    // Mixed (an array of { day, amount }): a typed sub-array here makes the contract's inferred type too deep to check.
    parts: { type: Schema.Types.Mixed },
  },
  { _id: false },
);

const optionChoiceSchema = new Schema(
  {
    optionId: { type: String, required: true },
    label: { type: String, required: true },
    price: { type: Number, required: true },
    /** requested by the buyer on /my; confirmed by the desk at the option contract. */
    state: { type: String, enum: ['requested', 'confirmed'], required: true },
    requestedAt: { type: Date },
    confirmedAt: { type: Date },
  },
  { _id: false },
);

const contractSchema = new Schema(
  {
    dong: { type: String, required: true },
    ho: { type: String, required: true },
    /** `${dong}-${ho}`: the unit's key. A unit sold again after a 해약 has more contracts of one key. */
    unitKey: { type: String, required: true },
    /**
     * `unitKey` while the contract is live, unset when it ends (unique where set): a unit has at most one
     * live contract, whichever instance writes (server/contracts/live.ts decides which is live).
     */
    liveKey: { type: String },
    /** dong and ho zero-padded, derived at write time: the ledger lists 101-201 before 101-1201. */
    unitSort: { type: String },
    unitType: { type: String },
    /** Price band id of the price table, when known. */
    band: { type: String },
    holders: { type: [holderSchema], default: [] },
    /** Derived at write time from holders (sign-in looks a phone up here). */
    holderPhones: { type: [String], default: [] },
    /** YYYY-MM-DD */
    contractDate: { type: String },
    /** YYYY-MM-DD of the 해약 that ended it (decision 0047: an ended contract is not a sale, nor due). */
    cancelledOn: { type: String },
    /** The 해약's terms: its reason, the 위약금 kept and each refund made (server/contract-life/). */
    cancellation: {
      type: new Schema(
        {
          reason: { type: String, required: true },
          /** 위약금: the contract's own figure, or the site rule's default (shared/contract-life.ts). */
          penalty: { type: Number, required: true, default: 0 },
          refunds: {
            type: [new Schema({ id: { type: String, required: true }, amount: { type: Number, required: true }, on: { type: String, required: true }, reference: { type: String, required: true }, by: { type: String, required: true }, at: { type: Date, required: true } }, { _id: false })],
            default: [],
          },
          /** Set once its bookings, texts, defects and unit have followed (a crash before is settled at start). */
          settledAt: { type: Date },
        },
        { _id: false },
      ),
    },
    price: { type: Number, required: true },
    /** The 가상계좌 or account the buyer pays into, as the bank writes it. */
    account: { type: String },
    /** account's digits only, derived at write time: deposits match on it. */
    accountKey: { type: String },
    loan: {
      lender: { type: String },
      /** Share of the price the 중도금 대출 may cover, percent. */
      limitPercent: { type: Number },
      interest: { type: String, enum: ['free', 'deferred'] },
    },
    instalments: { type: [instalmentSchema], default: [] },
    options: { type: [optionChoiceSchema], default: [] },
    /** The batches of deposits applied to the instalments (server/contracts/deposits.ts): a batch lands once. */
    depositBatches: { type: [Schema.Types.ObjectId], default: [] },
    /**
     * Money the deposits brought to the instalments, by the deposit's day ('YYYY-MM-DD' → won: each
     * deposit's amount less its surplus), added with the batch that brings it (deposits.ts) and filled
     * for older contracts by migration 0013: the sale report's money in by week without reading every
     * deposit. A price change moves money between instalments, never this.
     */
    [RECEIVED_BY_DAY]: { type: Schema.Types.Mixed },
    /**
     * What was paid beyond the instalments when the desk changed the price after payments (과오납):
     * kept here, never in an instalment, so paid never exceeds an instalment's amount.
     */
    surplus: { type: Number, default: 0 },
    /** 연체료 waived by the desk (server/contracts/late-waivers.ts): per instalment, with who, when and why. */
    // Mixed (an array of { key, amount, reason, by, at }), for the same reason as an instalment's parts.
    lateWaivers: { type: Schema.Types.Mixed },
    /** Holders' phones that turned the 입금 확인 text off on /my (server/contracts/deposit-texts.ts). */
    depositTextsOff: { type: [String], default: undefined },
    /** The desk account whose customer this is, set by the desk only (a counselor sees only their own, without money). */
    counselorId: { type: Schema.Types.ObjectId },
    leadId: { type: Schema.Types.ObjectId },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'contracts', versionKey: false },
);
// Not unique any more: a unit sold again has an ended contract and a live one (migration 0016 drops
// the old unique `unitKey_1`; a name of its own here, so the two never clash while it runs).
contractSchema.index({ unitKey: 1, createdAt: -1 });
contractSchema.index({ liveKey: 1 }, { unique: true, sparse: true });
contractSchema.index({ holderPhones: 1 });
contractSchema.index({ accountKey: 1 });
contractSchema.index({ counselorId: 1 });
contractSchema.index({ unitSort: 1 });

/** Every change to a contract: who, when, what (the ledger's history; never deleted before the contract). */
const contractChangeSchema = new Schema(
  {
    contractId: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
    /** A desk account id, or 'import', 'deposit', 'buyer', 'system'. */
    by: { type: String, required: true },
    /** The words of the change. Since `moneyApart`, never money: amounts are only in `changes` (a counselor reads the words). */
    what: { type: String, required: true },
    /** Money and facts as fields; `label` names an instalment ('중도금 1회') where the field is one. */
    changes: { type: [{ field: String, label: String, from: Schema.Types.Mixed, to: Schema.Types.Mixed, _id: false }], default: [] },
    /** Written with no money in `what` (entries from before may carry amounts in their words). */
    moneyApart: { type: Boolean },
  },
  { collection: 'contract_changes', versionKey: false },
);
contractChangeSchema.index({ contractId: 1, at: -1 });

export const Contract = mongoose.model('Contract', contractSchema);
export const ContractChange = mongoose.model('ContractChange', contractChangeSchema);
export type ContractDoc = mongoose.InferSchemaType<typeof contractSchema> & { _id: mongoose.Types.ObjectId };

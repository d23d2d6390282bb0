/**
 * A household's 중도금 집단대출 as the bank executed it (issue 66): the bank, the 이자후불제 rate and
 * each 회차 drawn (the instalment it paid, the day, the amount). Kept beside the contract (its _id is
 * the contract's), so the ledger's shape is unchanged; a draw also pays its 회차 as a deposit would
 * (server/contracts/loans.ts), and its interest runs to the 정산서 day (settlement.ts).
 */
import mongoose, { Schema, type Types } from 'mongoose';

const drawSchema = new Schema(
  {
    /** The instalment's key ('mid-1'). */
    key: { type: String, required: true },
    label: { type: String, required: true },
    day: { type: String, required: true },
    amount: { type: Number, required: true },
  },
  { _id: false },
);

const loanSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    bank: { type: String, required: true },
    /** 이자후불제: the yearly rate the developer advances and the buyer settles at 입주, percent. */
    ratePercent: { type: Number, required: true },
    draws: { type: [drawSchema], default: [] },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'contract_loans', versionKey: false },
);

export const ContractLoan = mongoose.model('ContractLoan', loanSchema);

export interface LoanDraw {
  key: string;
  label: string;
  day: string;
  amount: number;
}

export interface LoanDoc {
  _id: Types.ObjectId;
  bank: string;
  ratePercent: number;
  draws: LoanDraw[];
  updatedAt: Date;
}

/**
 * 납부확인서 issued (issue 66): each PDF made gets a 발급번호, a random code from an alphabet read
 * aloud without confusion, and what it printed is kept under it (the unit, the day, each instalment's
 * due and paid day and sums; never a name or phone). Whoever holds the paper checks it at
 * /receipt/verify/<code> (a private link, shared/private-links.ts): the page shows what was printed,
 * and says so when the contract was ended (해약) or paid into since.
 */
import { randomInt } from 'node:crypto';
import mongoose, { Schema, type Types } from 'mongoose';
import type { Statement } from '../contracts/statement';
import { Contract } from '../contracts/model';
import type { ReceiptCheck } from '../../shared/my-page';

const lineSchema = new Schema({ label: String, dueBy: String, paidOn: String, amount: Number, paid: Number }, { _id: false });
const issueSchema = new Schema(
  {
    /** The 발급번호 and the verification link's code. */
    _id: { type: String, required: true },
    contractId: { type: Schema.Types.ObjectId, required: true },
    dong: { type: String, required: true },
    ho: { type: String, required: true },
    issuedOn: { type: String, required: true },
    issuedAt: { type: Date, required: true },
    lines: { type: [lineSchema], default: [] },
    paid: { type: Number, required: true },
    total: { type: Number, required: true },
  },
  { collection: 'receipt_issues', versionKey: false },
);

export const ReceiptIssue = mongoose.model('ReceiptIssue', issueSchema);

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 12 characters of 31: about 59 bits, not guessed. */
const newCode = () => Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
/** 'ABCD-EFGH-JKMN', as printed. */
export const printedCode = (code: string) => code.match(/.{1,4}/g)!.join('-');

export async function issueReceipt(contractId: Types.ObjectId, s: Statement, now: Date): Promise<string> {
  const code = newCode();
  await ReceiptIssue.create({
    _id: code,
    contractId,
    dong: s.dong,
    ho: s.ho,
    issuedOn: s.today,
    issuedAt: now,
    lines: s.payments.map((p) => ({ label: p.label, dueBy: p.dueDate ?? p.dueBy ?? p.dueText ?? '', paidOn: p.paidOn ?? '', amount: p.amount, paid: p.paid })),
    paid: s.paid,
    total: s.total,
  });
  return code;
}

/** What the verification page shows of a code, or null for an unknown one. */
export async function checkReceipt(raw: string, projectName: string): Promise<ReceiptCheck | null> {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z0-9]{12}$/.test(code)) return null;
  const issue = await ReceiptIssue.findById(code).lean();
  if (!issue) return null;
  const contract = await Contract.findById(issue.contractId, { instalments: 1, cancelledOn: 1 }).lean();
  const paidNow = (contract?.instalments ?? []).reduce((t, i) => t + (i.paid ?? 0), 0);
  return {
    code: printedCode(code),
    projectName,
    unit: `${issue.dong}동 ${issue.ho}호`,
    issuedOn: issue.issuedOn,
    lines: issue.lines.map((l) => ({ label: l.label ?? '', dueBy: l.dueBy ?? '', paidOn: l.paidOn ?? '', amount: l.amount ?? 0, paid: l.paid ?? 0 })),
    paid: issue.paid,
    total: issue.total,
    ...(contract?.cancelledOn ? { cancelledOn: contract.cancelledOn } : {}),
    ...(paidNow > issue.paid ? { paidSince: paidNow - issue.paid } : {}),
  };
}

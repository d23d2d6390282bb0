/**
 * The 협력업체 a defect may be assigned to: a contractor account (it signs in and sees its defects), or
 * a registered company without one (the small list the desk keeps, `defect_companies`). A defect is
 * assigned only from these, so the buyer's text names the company as registered and the contractor's
 * own sign-in finds what was assigned to it.
 */
import mongoose, { Schema, Types } from 'mongoose';
import { Admin } from '../accounts/model';
import { HttpError } from '../http/errors';
import { DEFECT_MESSAGES, type DefectAssigneeOption } from '../../shared/defects';
import { accountCompanyName, companyName } from '../../shared/company-name';

const companySchema = new Schema(
  {
    name: { type: String, required: true },
    createdAt: { type: Date, required: true },
    createdBy: { type: String, required: true },
  },
  { collection: 'defect_companies', versionKey: false },
);
companySchema.index({ name: 1 }, { unique: true });

export const DefectCompany = mongoose.model('DefectCompany', companySchema);

export interface Assignee {
  name: string;
  accountId?: Types.ObjectId;
  companyId?: Types.ObjectId;
}

/** The picker's list: contractor accounts first, then the registered companies, each by name. */
export async function assigneeOptions(): Promise<DefectAssigneeOption[]> {
  const [accounts, companies] = await Promise.all([
    Admin.find({ role: 'contractor', active: { $ne: false } }, { name: 1, email: 1 }).sort({ name: 1 }).lean(),
    DefectCompany.find({}, { name: 1 }).sort({ name: 1 }).lean(),
  ]);
  return [
    ...accounts.map((a) => ({ id: `account:${String(a._id)}`, name: a.name ?? a.email, hasAccount: true })),
    ...companies.map((c) => ({ id: `company:${String(c._id)}`, name: c.name, hasAccount: false })),
  ];
}

/** Registers a company without an account (a name the desk types once); the same name twice is one company. */
export async function registerCompany(name: string, by: string, at: Date): Promise<DefectAssigneeOption> {
  const clean = companyName(name);
  await DefectCompany.updateOne({ name: clean }, { $setOnInsert: { name: clean, createdAt: at, createdBy: by } }, { upsert: true });
  const c = (await DefectCompany.findOne({ name: clean }).lean())!;
  return { id: `company:${String(c._id)}`, name: c.name, hasAccount: false };
}

/**
 * The picker's value ('account:<id>' or 'company:<id>'), a contractor account's id, or the exact name of
 * a registered 협력업체 (an account's name or e-mail first), as the defect keeps it. Anything else, a
 * part of a name such as '한빛' for 한빛타일 included, is refused: it would reach no one.
 */
export async function resolveAssignee(raw: unknown): Promise<Assignee | undefined> {
  const value = typeof raw === 'string' ? companyName(raw) : '';
  if (!value) return undefined;
  const [prefix, rest] = value.includes(':') ? value.split(':', 2) : [null, value];
  const id = rest && Types.ObjectId.isValid(rest) && /^[a-f0-9]{24}$/i.test(rest) ? new Types.ObjectId(rest) : null;
  const contractor = { role: 'contractor' as const, active: { $ne: false } };
  if (prefix !== 'company') {
    const a = await Admin.findOne({ ...contractor, $or: id ? [{ _id: id }] : [{ name: value }, { email: value.toLowerCase() }] }, { name: 1, email: 1 }).lean();
    if (a) return { name: a.name ?? a.email, accountId: a._id };
  }
  if (prefix !== 'account') {
    const c = await DefectCompany.findOne(id ? { _id: id } : { name: value }).lean();
    if (c) return { name: c.name, companyId: c._id };
  }
  throw new HttpError(400, DEFECT_MESSAGES.assigneeUnknown, { assignee: DEFECT_MESSAGES.assigneeUnknown });
}

/** What a report shows for a contractor account that has no company name yet (made by its e-mail alone). */
export const UNNAMED_CONTRACTOR = '업체명 미등록 계정';

type Assigned = { assignee?: { name?: string | null; accountId?: Types.ObjectId | null; companyId?: Types.ObjectId | null } | null };

/**
 * The defects with each 협력업체 named as registered now (an account renamed since is its new name),
 * for the sale report and its workbook: a company's name, never an e-mail or its local part.
 */
export async function withCompanyNames<T extends Assigned>(defects: T[]): Promise<T[]> {
  const ids = (key: 'accountId' | 'companyId') => [...new Set(defects.flatMap((d) => (d.assignee?.[key] ? [String(d.assignee[key])] : [])))];
  const [accounts, companies] = await Promise.all([
    Admin.find({ _id: { $in: ids('accountId') } }, { name: 1, email: 1 }).lean(),
    DefectCompany.find({ _id: { $in: ids('companyId') } }, { name: 1 }).lean(),
  ]);
  const byAccount = new Map(accounts.map((a) => [String(a._id), accountCompanyName(a) ?? UNNAMED_CONTRACTOR]));
  const byCompany = new Map(companies.map((c) => [String(c._id), c.name]));
  const nameOf = (a: NonNullable<Assigned['assignee']>) => {
    const known = (a.accountId && byAccount.get(String(a.accountId))) || (a.companyId && byCompany.get(String(a.companyId)));
    if (known) return known;
    const kept = companyName(a.name ?? '');
    return kept.includes('@') ? UNNAMED_CONTRACTOR : kept;
  };
  return defects.map((d) => (d.assignee ? { ...d, assignee: { ...d.assignee, name: nameOf(d.assignee) } } : d));
}

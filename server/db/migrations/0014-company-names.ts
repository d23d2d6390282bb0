/**
 * 협력업체 names kept before they were normalised (shared/company-name.ts): zero-width characters,
 * full-width forms and doubled spaces go from registered companies, contractor accounts and the
 * names defects keep. Two registered companies that now read alike are one: the older is kept and
 * the defects of the other are assigned to it. Run again, it finds every name already normal.
 */
import type { Db, ObjectId } from 'mongodb';
import { companyName } from '../../../shared/company-name';

type Named = { _id: ObjectId; name?: string | null; createdAt?: Date };

export async function normaliseCompanyNames(db: Db): Promise<{ companies: number; merged: number; accounts: number; defects: number }> {
  const companies = db.collection<Named>('defect_companies');
  const defects = db.collection<{ _id: ObjectId; assignee?: { name?: string; companyId?: ObjectId } }>('defects');
  const out = { companies: 0, merged: 0, accounts: 0, defects: 0 };
  // Grouped by the name they now read as, oldest first: a merge keeps the company registered first.
  const groups = new Map<string, Named[]>();
  for (const c of (await companies.find({}).toArray()).sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0))) {
    const name = companyName(c.name ?? '');
    groups.set(name, [...(groups.get(name) ?? []), c]);
  }
  for (const [name, [first, ...others]] of groups) {
    for (const other of others) {
      await defects.updateMany({ 'assignee.companyId': other._id }, { $set: { 'assignee.companyId': first!._id, 'assignee.name': name } });
      await companies.deleteOne({ _id: other._id });
      out.merged++;
    }
    if (name && name !== first!.name) out.companies += (await companies.updateOne({ _id: first!._id }, { $set: { name } })).modifiedCount;
  }
  const admins = db.collection<Named & { role?: string }>('admins');
  for (const a of await admins.find({ role: 'contractor' }, { projection: { name: 1 } }).toArray()) {
    const name = companyName(a.name ?? '');
    if (name && name !== a.name) out.accounts += (await admins.updateOne({ _id: a._id }, { $set: { name } })).modifiedCount;
  }
  for (const d of await defects.find({ 'assignee.name': { $exists: true } }, { projection: { 'assignee.name': 1 } }).toArray()) {
    const name = companyName(d.assignee?.name ?? '');
    if (name && name !== d.assignee?.name) out.defects += (await defects.updateOne({ _id: d._id }, { $set: { 'assignee.name': name } })).modifiedCount;
  }
  return out;
}

export const run = (db: Db) => normaliseCompanyNames(db);

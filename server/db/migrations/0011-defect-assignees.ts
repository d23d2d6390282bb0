/**
 * Defects whose 담당 was typed as free text (no account linked): a contractor account of exactly that
 * name links it (its sign-in then sees the defect); else a registered company of that name, made if
 * none is kept yet, so every assigned defect names a registered 협력업체.
 */
import type { Db, ObjectId } from 'mongodb';

export async function linkDefectAssignees(db: Db, now = new Date()): Promise<number> {
  const defects = db.collection<{ _id: ObjectId; assignee?: { name: string; accountId?: ObjectId; companyId?: ObjectId } }>('defects');
  const loose = await defects.find({ 'assignee.name': { $exists: true }, 'assignee.accountId': { $exists: false }, 'assignee.companyId': { $exists: false } }).toArray();
  let changed = 0;
  for (const d of loose) {
    const name = d.assignee!.name.trim();
    const account = await db.collection<{ _id: ObjectId; name?: string; email: string }>('admins').findOne({ role: 'contractor', name });
    let assignee: { name: string; accountId?: ObjectId; companyId?: ObjectId };
    if (account) assignee = { name: account.name ?? account.email, accountId: account._id };
    else {
      const companies = db.collection<{ _id: ObjectId; name: string }>('defect_companies');
      await companies.updateOne({ name }, { $setOnInsert: { name, createdAt: now, createdBy: 'migration 0011' } }, { upsert: true });
      assignee = { name, companyId: (await companies.findOne({ name }))!._id };
    }
    const res = await defects.updateOne({ _id: d._id, 'assignee.accountId': { $exists: false }, 'assignee.companyId': { $exists: false } }, { $set: { assignee } });
    changed += res.modifiedCount;
  }
  return changed;
}

export const run = (db: Db) => linkDefectAssignees(db);

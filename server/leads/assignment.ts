/**
 * Who works each lead. Round-robin hands each new lead to the next active counselor who is not
 * away, through one counter in MongoDB incremented atomically ($inc), so every instance shares one
 * rotation and simultaneous leads never get the same turn. A repeat lead goes to whoever already
 * has that person. In pool mode a lead waits unassigned until one claim wins (optimistic write).
 */
import mongoose, { Schema } from 'mongoose';
import { Admin, type AccountDoc } from '../accounts/model';
import { Lead } from './model';
import { changeLead } from './status';
import type { AssignmentMode, LeadAssignee } from '../../shared/leads';
import { ASSIGNMENT_MODES } from '../../shared/leads';
import type { SignedInAccount } from '../accounts/permission';
import { can } from '../../shared/permissions';

const settingsSchema = new Schema(
  {
    _id: { type: String },
    mode: { type: String, enum: ASSIGNMENT_MODES },
    /** Round-robin turns handed out so far. */
    turn: { type: Number, default: 0 },
  },
  { collection: 'desk_settings', versionKey: false },
);
export const DeskSetting = mongoose.model('DeskSetting', settingsSchema);

const ASSIGNMENT = 'assignment';

/** Counselors who take new leads now, in a fixed order. */
async function availableCounselors(): Promise<string[]> {
  const rows = await Admin.find({ role: 'counselor', active: { $ne: false }, away: { $ne: true } }, { _id: 1 })
    .sort({ _id: 1 })
    .lean<{ _id: unknown }[]>();
  return rows.map((r) => String(r._id));
}

/** The stored mode; unset means round-robin once a counselor exists, else the pool. */
export async function assignmentMode(): Promise<AssignmentMode> {
  const s = await DeskSetting.findById(ASSIGNMENT, { mode: 1 }).lean<{ mode?: AssignmentMode }>();
  if (s?.mode) return s.mode;
  return (await Admin.exists({ role: 'counselor', active: { $ne: false } })) ? 'round-robin' : 'pool';
}

export async function setAssignmentMode(mode: AssignmentMode): Promise<void> {
  await DeskSetting.updateOne({ _id: ASSIGNMENT }, { $set: { mode } }, { upsert: true });
}

/** The account already working this person (same phone), if still active. */
async function currentOwnerOf(phoneKey: string, exceptId: unknown): Promise<string | null> {
  const earlier = await Lead.find({ phoneKey, _id: { $ne: exceptId }, assignee: { $type: 'string' } }, { assignee: 1 })
    .sort({ createdAt: -1 })
    .limit(5)
    .lean<{ assignee: string }[]>();
  for (const e of earlier) {
    if (mongoose.isObjectIdOrHexString(e.assignee) && (await Admin.exists({ _id: e.assignee, active: { $ne: false } }))) return e.assignee;
  }
  return null;
}

/** Gives a just-stored lead its assignee (nothing in pool mode, or with nobody available). */
export async function assignNewLead(lead: { _id: unknown; phoneKey?: string | null; spam?: boolean | null }, at: Date): Promise<string | null> {
  if (lead.spam) return null; // quarantined spam waits for a person to look at it
  const repeatOwner = lead.phoneKey ? await currentOwnerOf(lead.phoneKey, lead._id) : null;
  let assignee = repeatOwner;
  if (!assignee) {
    if ((await assignmentMode()) !== 'round-robin') return null;
    const counselors = await availableCounselors();
    if (counselors.length === 0) return null;
    const s = await DeskSetting.findOneAndUpdate({ _id: ASSIGNMENT }, { $inc: { turn: 1 } }, { upsert: true, returnDocument: 'after' }).lean<{ turn: number }>();
    assignee = counselors[(s!.turn - 1) % counselors.length]!;
  }
  await changeLead(String(lead._id), (cur) =>
    cur.assignee
      ? null
      : {
          set: { assignee },
          entry: { at, by: repeatOwner ? 'system:repeat' : 'system:round-robin', kind: 'assign', fromAssignee: null, toAssignee: assignee },
        },
  );
  return assignee;
}

export type ClaimResult = 'claimed' | 'taken' | 'missing';

/** The first claim of an unassigned lead wins; every later one is 'taken'. */
export async function claimLead(leadId: string, account: SignedInAccount, at: Date): Promise<ClaimResult> {
  if (!mongoose.isObjectIdOrHexString(leadId)) return 'missing';
  let taken = false;
  const res = await changeLead(leadId, (cur) => {
    if (cur.assignee) {
      taken = true;
      return null;
    }
    return { set: { assignee: account.id }, entry: { at, by: account.email, kind: 'assign', fromAssignee: null, toAssignee: account.id } };
  });
  if (!res.found) return 'missing';
  return taken ? 'taken' : 'claimed';
}

/**
 * Whether a lead's current holder claimed it from the pool themselves (its last assignment is their
 * own claim): a lead every counselor saw in the pool, so "already claimed" tells nobody anything new.
 */
export async function claimedFromPool(leadId: string): Promise<boolean> {
  const lead = await Lead.findById(leadId, { assignee: 1, history: 1 }).lean<{ assignee?: string | null; history?: { kind: string; by: string; fromAssignee?: string | null; toAssignee?: string | null }[] }>();
  const last = [...(lead?.history ?? [])].reverse().find((h) => h.kind === 'assign');
  if (!lead?.assignee || !last || last.toAssignee !== lead.assignee || last.fromAssignee) return false;
  if (!mongoose.isObjectIdOrHexString(lead.assignee)) return false;
  const holder = await Admin.findById(lead.assignee, { email: 1 }).lean<{ email?: string }>();
  return !!holder?.email && holder.email === last.by;
}

/** A manager gives a lead to someone (null: back to the pool); false when the lead is missing. */
export async function reassignLead(leadId: string, to: string | null, by: string, at: Date): Promise<boolean> {
  if (!mongoose.isObjectIdOrHexString(leadId)) return false;
  const res = await changeLead(leadId, (cur) =>
    (cur.assignee ?? null) === to
      ? null
      : { set: { assignee: to }, entry: { at, by, kind: 'assign', fromAssignee: cur.assignee ?? null, toAssignee: to } },
  );
  return res.found;
}

/** An account that may be given leads: active and set up. */
export async function isAssignable(id: string): Promise<boolean> {
  return mongoose.isObjectIdOrHexString(id) && !!(await Admin.exists({ _id: id, active: { $ne: false } }));
}

/**
 * The leads an account may see: everything with `leads.all`, else its own and the pool. Another
 * counselor's lead is then simply not found (404).
 */
export function leadScope(account: SignedInAccount | undefined | null): Record<string, unknown> {
  if (account && can(account.role, 'leads.all')) return {};
  return { assignee: { $in: [account?.id ?? '-', null] } };
}

export const seesAll = (account: SignedInAccount | undefined | null) => !!account && can(account.role, 'leads.all');

/** Names for display of the given account ids. */
export async function accountNames(ids: (string | null | undefined)[]): Promise<Map<string, LeadAssignee>> {
  const unique = [...new Set(ids.filter((x): x is string => !!x && mongoose.isObjectIdOrHexString(x)))];
  const out = new Map<string, LeadAssignee>();
  if (!unique.length) return out;
  const rows = await Admin.find({ _id: { $in: unique } }, { name: 1, email: 1 }).lean<AccountDoc[]>();
  for (const r of rows) out.set(String(r._id), { id: String(r._id), name: r.name ?? r.email });
  return out;
}

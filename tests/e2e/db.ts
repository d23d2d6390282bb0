/**
 * Direct database access for the browser tests: seeds press articles and administrators in the
 * database the e2e server uses (E2E_MONGODB_URI, set by global-setup.ts) and reads them back.
 * Every test works on its own site slug and admin email, so parallel tests never see each other.
 * Leads are looked up by the unique visitor name each lead test submits (uniqueName).
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { E2E_SITES } from '../helpers/server';
import { Press } from '../../server/press/model';
import { Admin } from '../../server/accounts/model';
import { Lead } from '../../server/leads/model';
import { hashPassword } from '../../server/accounts/password';

let conn: mongoose.Connection | undefined;

async function connection(): Promise<mongoose.Connection> {
  if (conn) return conn;
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set (global-setup.ts sets it)');
  // A connection of its own: never creates collections or indexes behind the server's back.
  conn = await mongoose.createConnection(uri, { autoCreate: false, autoIndex: false }).asPromise();
  return conn;
}

const pressModel = async () => {
  const c = await connection();
  return (c.models.Press ?? c.model('Press', Press.schema)) as typeof Press;
};
const adminModel = async () => {
  const c = await connection();
  return (c.models.Admin ?? c.model('Admin', Admin.schema)) as typeof Admin;
};

export async function closeDb() {
  const c = conn;
  conn = undefined;
  await c?.close();
}

/**
 * The press board of one Playwright worker slot: boards exist only for configured slugs, so the
 * e2e server configures E2E_SITES (helpers/server.ts); tests in one slot run one after another and empty it afterwards.
 */
export const siteForWorker = (parallelIndex: number) => E2E_SITES[parallelIndex % E2E_SITES.length]!;

export interface SeedArticle {
  title: string;
  summary?: string;
  content?: string;
  date?: Date;
  views?: number;
}

/** Inserts articles for `site`; returns their ids (as strings) in the given order. */
export async function seedPress(site: string, articles: SeedArticle[]): Promise<string[]> {
  const Model = await pressModel();
  const docs = await Model.insertMany(
    articles.map((a) => ({
      siteId: site,
      title: a.title,
      summary: a.summary ?? `${a.title} 요약`,
      content: a.content ?? '',
      date: a.date ?? new Date(),
      views: a.views ?? 0,
    })),
  );
  return docs.map((d) => String(d._id));
}

export async function viewsOf(id: string): Promise<number> {
  const Model = await pressModel();
  const row = await Model.findById(id, { views: 1 }).lean<{ views: number } | null>();
  if (!row) throw new Error(`press article ${id} not found`);
  return row.views;
}

export async function pressOfSite(site: string) {
  const Model = await pressModel();
  return Model.find({ siteId: site }).sort({ date: -1, _id: -1 }).lean<
    { _id: mongoose.Types.ObjectId; title: string; summary: string; content: string; views: number; date: Date }[]
  >();
}

/** A new administrator with a unique email; returns the credentials. */
export async function createAdmin(password = 'correct horse battery staple') {
  const Model = await adminModel();
  const email = `admin-${randomBytes(6).toString('hex')}@e2e.example.com`;
  await Model.create({ email, passwordHash: await hashPassword(password) });
  return { email, password };
}

/** A desk account with a role and a name; returns its id and credentials. */
export async function createDeskAccount(role: 'owner' | 'manager' | 'counselor', name: string, password = 'correct horse battery staple') {
  const Model = await adminModel();
  const email = `${role}-${randomBytes(6).toString('hex')}@e2e.example.com`;
  const doc = await Model.create({ email, name, role, active: true, away: false, passwordHash: await hashPassword(password) });
  return { id: String(doc._id), email, password };
}

export async function deleteAdmin(email: string) {
  const Model = await adminModel();
  await Model.deleteMany({ email });
}

export async function deleteSite(site: string) {
  const Model = await pressModel();
  await Model.deleteMany({ siteId: site });
}

export const newObjectId = () => String(new mongoose.Types.ObjectId());

// ---- Leads (lead-capture tests): looked up by the unique visitor name each test submits. ----

const leadModel = async () => {
  const c = await connection();
  return (c.models.Lead ?? c.model('Lead', Lead.schema)) as typeof Lead;
};

/** A fresh visitor name no other test uses (valid for the lead form: at most 50 characters). */
export const uniqueName = (prefix = '테스트') => `${prefix}${randomBytes(5).toString('hex')}`;

export interface StoredLead {
  _id: mongoose.Types.ObjectId;
  type: string;
  name: string;
  phone: string;
  message: string;
  site?: string;
  page?: string;
  createdAt: Date;
  consentAt: Date;
  forward: { state: string; attempts: number };
  status?: string;
  attribution?: { first: StoredTouch | null; last: StoredTouch | null };
}

export interface StoredTouch {
  source: string;
  medium: string | null;
  campaign: string | null;
  referrer: string | null;
  landing: string | null;
  at: Date;
}

export interface SeedLead {
  name: string;
  phone: string;
  type?: 'interest' | 'visit-request' | 'reservation';
  message?: string;
  createdAt: Date;
  status?: string;
  source?: string;
  medium?: string | null;
  campaign?: string | null;
  history?: { at: Date; by: string; kind: 'note' | 'status' | 'event'; text?: string; from?: string; to?: string }[];
  /** The account working the lead, and a callback time (today's list). */
  assignee?: string;
  nextCallAt?: Date;
}

/** Inserts leads as the site stores them (phone key, Korean day, touches); returns their ids. */
export async function seedLeads(leads: SeedLead[]): Promise<string[]> {
  const Model = await leadModel();
  const docs = await Model.insertMany(
    leads.map((l) => {
      const touch = { source: l.source ?? 'direct', medium: l.medium ?? null, campaign: l.campaign ?? null, referrer: null, landing: '/', at: l.createdAt };
      return {
        type: l.type ?? 'interest',
        status: l.status ?? 'new',
        name: l.name,
        phone: l.phone,
        phoneKey: l.phone.replace(/\D/g, ''),
        message: l.message ?? '',
        page: '/',
        consentAt: l.createdAt,
        createdAt: l.createdAt,
        day: new Date(l.createdAt.getTime() + 9 * 3_600_000).toISOString().slice(0, 10),
        attribution: { first: touch, last: touch },
        history: l.history ?? [],
        expiresAt: new Date(l.createdAt.getTime() + 365 * 86_400_000),
        forward: { state: 'stored', attempts: 0 },
        ...(l.assignee ? { assignee: l.assignee } : {}),
        ...(l.nextCallAt ? { nextCallAt: l.nextCallAt } : {}),
      };
    }),
  );
  return docs.map((d) => String(d._id));
}

export async function leadById(id: string): Promise<StoredLead | null> {
  const Model = await leadModel();
  return Model.findById(id).lean<StoredLead>();
}

export async function deleteLeads(ids: string[]) {
  const Model = await leadModel();
  await Model.deleteMany({ _id: { $in: ids } });
}

/** Every stored lead with this visitor name, oldest first. */
export async function leadsByName(name: string): Promise<StoredLead[]> {
  const Model = await leadModel();
  return Model.find({ name }).sort({ createdAt: 1, _id: 1 }).lean<StoredLead[]>();
}

export async function deleteLeadsByName(name: string) {
  const Model = await leadModel();
  await Model.deleteMany({ name });
}

/** A published notice (공지사항) with a body and no attachments; returns its id. */
export async function seedNotice(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const c = await connection();
  const { Notice } = await import('../../server/notices/model');
  const model = (c.models.Notice ?? c.model('Notice', Notice.schema)) as typeof Notice;
  const at = new Date(Date.now() - 60_000);
  const doc = await model.create({ title, body: '<p>견본주택 운영 시간과 청약 일정을 안내해 드립니다.</p><ul><li>평일 10:00~18:00</li></ul>', pinned: false, publishAt: at, attachments: [], createdAt: at, updatedAt: at, createdBy: 'e2e@example.com', updatedBy: 'e2e@example.com', revisions: 0, ...extra });
  return String(doc._id);
}

/**
 * Options of the catalogue (유상옵션), written over any of the same keys in place (never removed
 * first: another worker's test may be reading them); returns the keys.
 */
export async function seedUnitOptions(options: { key: string; unitType: string; category: string; label: string; price: number; order?: number }[]): Promise<string[]> {
  const c = await connection();
  const { UnitOption } = await import('../../server/options/model');
  const model = (c.models.UnitOption ?? c.model('UnitOption', UnitOption.schema)) as typeof UnitOption;
  for (const o of options) await model.updateOne({ key: o.key }, { $set: { order: 0, active: true, plan: [], noticeDate: '2026-11-27', updatedAt: new Date(), ...o } }, { upsert: true });
  return options.map((o) => o.key);
}

/** Removes options of the catalogue by key (a test's own, left by an earlier run). */
/** Options a browser test added through the desk (their ids made by the site), found by their name. */
export async function removeUnitOptionsLabelled(label: string) {
  const c = await connection();
  const { UnitOption } = await import('../../server/options/model');
  const model = (c.models.UnitOption ?? c.model('UnitOption', UnitOption.schema)) as typeof UnitOption;
  await model.deleteMany({ label });
}

export async function removeUnitOptions(keys: string[]) {
  const c = await connection();
  const { UnitOption } = await import('../../server/options/model');
  const model = (c.models.UnitOption ?? c.model('UnitOption', UnitOption.schema)) as typeof UnitOption;
  await model.deleteMany({ key: { $in: keys } });
}

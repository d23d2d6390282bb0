/**
 * Desk accounts: created by the owner with a one-time setup link (24 hours, stored only as a
 * hash), set up by the person, changed or deactivated by the owner. Deactivation, a role change and
 * a new password bump the account's session epoch and delete its sessions: its next request is 401.
 */
import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { Admin, isActive, roleOf, type AccountDoc } from '../accounts/model';
import { hashPassword } from './password';
import { HttpError } from '../http/errors';
import { SESSIONS } from '../db/sessions';
import type { Role } from '../../shared/permissions';
import type { AccountView } from '../../shared/desk';

export const SETUP_HOURS = 24;
export const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

export const ACCOUNT_MESSAGES = {
  exists: '이미 등록된 이메일입니다.',
  notFound: '계정을 찾을 수 없습니다.',
  lastOwner: '마지막 대표 관리자는 비활성화하거나 역할을 바꿀 수 없습니다.',
  linkGone: '설정 링크가 만료되었거나 이미 사용되었습니다. 관리자에게 새 링크를 요청해 주세요.',
} as const;

export function accountView(a: AccountDoc): AccountView {
  return {
    id: String(a._id),
    email: a.email,
    name: a.name ?? a.email,
    role: roleOf(a),
    active: isActive(a),
    away: !!a.away,
    twoFactor: !!a.totp?.enabled,
    setupPending: !!a.setupTokenHash,
    createdAt: a.createdAt.toISOString(),
    ...(a.lastLoginAt ? { lastLoginAt: a.lastLoginAt.toISOString() } : {}),
  };
}

export async function listAccounts(): Promise<AccountView[]> {
  const rows = await Admin.find({}, { passwordHash: 0, totp: 0 }).sort({ createdAt: 1, _id: 1 }).lean<AccountDoc[]>();
  return rows.map(accountView);
}

/** A new setup token for the account (its hash stored, valid 24 hours); the token itself is returned once. */
async function newSetupToken(id: unknown, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await Admin.updateOne({ _id: id }, { $set: { setupTokenHash: sha256(token), setupExpiresAt: new Date(now.getTime() + SETUP_HOURS * 3_600_000) } });
  return token;
}

export const setupUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/$/, '')}/admin/setup?token=${token}`;

export async function createAccount(input: { email: string; name: string; role: Role }, now: Date): Promise<{ id: string; token: string }> {
  if (await Admin.exists({ email: input.email })) throw new HttpError(409, ACCOUNT_MESSAGES.exists);
  let created;
  try {
    created = await Admin.create({ email: input.email, name: input.name, role: input.role, active: true, away: false, createdAt: now });
  } catch (err) {
    if ((err as { code?: number }).code === 11000) throw new HttpError(409, ACCOUNT_MESSAGES.exists);
    throw err;
  }
  return { id: String(created._id), token: await newSetupToken(created._id, now) };
}

/** A fresh setup link for an existing account (a password reset): the old password stops working. */
export async function resetLink(id: string, now: Date): Promise<string> {
  if (!mongoose.isObjectIdOrHexString(id) || !(await Admin.exists({ _id: id }))) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
  await Admin.updateOne({ _id: id }, { $unset: { passwordHash: 1 }, $inc: { sessionEpoch: 1 } });
  await endSessions(id);
  return newSetupToken(id, now);
}

/** Sets the password through a setup link; false when the link is unknown, used or expired. */
export async function completeSetup(token: string, password: string, now: Date): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  // One atomic write consumes the link: a second use finds no matching hash.
  const res = await Admin.findOneAndUpdate(
    { setupTokenHash: sha256(token), setupExpiresAt: { $gt: now } },
    { $set: { passwordHash }, $unset: { setupTokenHash: 1, setupExpiresAt: 1 }, $inc: { sessionEpoch: 1 } },
    { projection: { _id: 1 } },
  ).lean();
  if (res) await endSessions(String(res._id));
  return !!res;
}

/** Deletes the account's sessions from the store (the epoch check refuses any that survive). */
export async function endSessions(id: string): Promise<void> {
  await mongoose.connection.collection(SESSIONS).deleteMany({ 'session.accountId': id });
}

async function activeOwners(exceptId: string): Promise<number> {
  return Admin.countDocuments({ _id: { $ne: exceptId }, role: { $in: ['owner', null] }, active: { $ne: false } });
}

export async function changeAccount(id: string, change: { role?: Role; active?: boolean; away?: boolean; name?: string }): Promise<AccountView> {
  if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
  const cur = await Admin.findById(id, { passwordHash: 0 }).lean<AccountDoc>();
  if (!cur) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
  const roleChanges = change.role !== undefined && change.role !== roleOf(cur);
  const deactivates = change.active === false && isActive(cur);
  if ((roleChanges || deactivates) && roleOf(cur) === 'owner' && (await activeOwners(id)) === 0) throw new HttpError(409, ACCOUNT_MESSAGES.lastOwner);
  const set: Record<string, unknown> = {};
  for (const k of ['role', 'active', 'away', 'name'] as const) if (change[k] !== undefined) set[k] = change[k];
  const revoke = roleChanges || deactivates;
  await Admin.updateOne({ _id: id }, { $set: set, ...(revoke ? { $inc: { sessionEpoch: 1 } } : {}) });
  if (revoke) await endSessions(id);
  const after = await Admin.findById(id, { passwordHash: 0 }).lean<AccountDoc>();
  return accountView(after!);
}


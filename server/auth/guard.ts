/**
 * The one guard of /api/admin, mounted once in app.ts: a signed-in, active account whose session
 * is still current (deactivation, a role change or a new password end it at once), the CSRF token
 * on every write, and then each route's own permission from the table in shared/permissions.ts.
 */
import type { Request, RequestHandler } from 'express';
import mongoose from 'mongoose';
import { Admin, isActive, roleOf, type AccountDoc } from '../accounts/model';
import { requireCsrf } from './csrf';
import { requireDb } from '../http/errors';
import { recordWrites } from '../access-log/record';
import { SIGN_IN_REQUIRED, type SignedInAccount } from '../accounts/permission';
import { findAppContext } from '../app-context';

/**
 * The account behind this request's session, or null: none signed in, the account is gone or
 * inactive, or the session predates its latest epoch. Pages use it too, so they agree with the API.
 */
export async function currentAccount(req: Request, twoFactorRequired = !!findAppContext(req)?.twoFactorRequired): Promise<SignedInAccount | null> {
  if (req.account) return req.account;
  const s = req.session;
  if (!s?.adminEmail) return null;
  const filter = s.accountId && mongoose.isObjectIdOrHexString(s.accountId) ? { _id: s.accountId } : { email: s.adminEmail };
  const a = await Admin.findOne(filter, { email: 1, name: 1, role: 1, active: 1, sessionEpoch: 1, 'totp.enabled': 1 }).lean<AccountDoc>();
  if (!a || !isActive(a) || (s.epoch ?? 0) !== (a.sessionEpoch ?? 0)) return null;
  const twoFactor = !!a.totp?.enabled;
  req.account = { id: String(a._id), email: a.email, name: a.name ?? a.email, role: roleOf(a), twoFactor, mustEnroll: twoFactorRequired && !twoFactor };
  return req.account;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The signed-in part of the guard: no cache, the database, a current account (401 otherwise).
 * api.ts mounts it before any desk body parser, so an anonymous caller is refused before a byte of
 * its body is read (a 4 MB ledger post would otherwise be parsed first).
 */
export function deskSignedIn(): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store'); // personal data: never kept by any cache
      next();
    },
    requireDb,
    async (req, res, next) => {
      const account = await currentAccount(req);
      if (!account) {
        // A revoked session is emptied, so the browser's cookie stops naming a signed-in person.
        if (req.session?.adminEmail) await new Promise<void>((r) => req.session.regenerate(() => r()));
        return res.status(401).json({ ok: false, error: SIGN_IN_REQUIRED });
      }
      next();
    },
  ];
}

export function adminGuard(secret: string): RequestHandler[] {
  const csrf = requireCsrf(secret);
  return [
    ...deskSignedIn(),
    (req, res, next) => {
      if (SAFE.has(req.method)) return next();
      csrf(req, res, next);
    },
    recordWrites,
  ];
}

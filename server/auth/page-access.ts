/** Who is asking for a desk page, and whether their role may see it (checked before the page's loader). */
import type { Request } from 'express';
import { can, type Permission } from '../../shared/permissions';
import { isDbReady } from '../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../http/errors';
import type { Identity } from '../http/page-loaders';
import { ENROL_FIRST } from '../accounts/permission';
import { currentAccount } from './guard';

/** The signed-in account (the same check as the admin guard), or nobody. */
export async function identity(req: Request): Promise<Identity> {
  if (!req.session?.adminEmail) return { email: null, role: null };
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const a = await currentAccount(req);
  return { email: a?.email ?? null, role: a?.role ?? null };
}

/** A page the role may not use answers 403 (its menu never links to it); so does a pending second factor. */
export function allow(req: Request, permission: Permission) {
  const a = req.account;
  if (a && ((a.mustEnroll && permission !== 'self') || !can(a.role, permission))) {
    throw new HttpError(403, a.mustEnroll ? ENROL_FIRST : '이 화면을 볼 권한이 없습니다.');
  }
}

/**
 * Who is signed in and what a route needs: the account the admin guard (server/auth/guard.ts) puts
 * on the request, and each route's declared permission from the table in shared/permissions.ts.
 */
import type { RequestHandler } from 'express';
import { can, type Permission, type Role } from '../../shared/permissions';
import { HttpError } from '../http/errors';

export interface SignedInAccount {
  id: string;
  email: string;
  name: string;
  role: Role;
  twoFactor: boolean;
  /** ADMIN_2FA=required and no second factor yet: only the security page is open. */
  mustEnroll: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the admin guard (or `currentAccount`) for a signed-in account. */
      account?: SignedInAccount;
    }
  }
}

export const SIGN_IN_REQUIRED = '관리자 로그인이 필요합니다.';
export const FORBIDDEN = '이 기능을 사용할 권한이 없습니다.';
export const ENROL_FIRST = '2단계 인증을 먼저 설정해 주세요. (내 보안 설정)';

/** A permission check; the mark lets a test find any admin route that declares none. */
export type PermissionCheck = RequestHandler & { permission: Permission };

/** `need('export')`: the permission a route declares, checked after the guard. */
export function need(permission: Permission): PermissionCheck {
  const check: RequestHandler = (req, _res, next) => {
    const a = req.account;
    if (!a) return next(new HttpError(401, SIGN_IN_REQUIRED));
    if (a.mustEnroll && permission !== 'self') return next(new HttpError(403, ENROL_FIRST));
    if (!can(a.role, permission)) return next(new HttpError(403, FORBIDDEN));
    next();
  };
  return Object.assign(check, { permission });
}

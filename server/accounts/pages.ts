/** Server data of an account's own pages: first set-up from the invitation link and its sign-in security. */
import type { AdminSecurityData, AdminSetupData } from '../../shared/page-data';
import { isDbReady } from '../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../http/errors';
import { notFoundWhen, type LoaderContext, type PageLoaderTable } from '../http/page-loaders';
import { Admin, type AccountDoc } from './model';
import { sha256 } from './service';

export const accountPages = {
  'admin-security': async (ctx) => ({ value: await adminSecurity(ctx) }),
  'admin-setup': async (ctx) => notFoundWhen(await adminSetup(ctx), (v) => !v.valid),
} satisfies PageLoaderTable;

async function adminSecurity({ req, app, identity }: LoaderContext): Promise<AdminSecurityData> {
  const { email, role } = await identity();
  const required = app.twoFactorRequired;
  if (!email) return { email, role, twoFactor: false, required, recoveryCodesLeft: 0 };
  const a = await Admin.findById(req.account!.id, { totp: 1 }).lean<AccountDoc>();
  return { email, role, twoFactor: !!a?.totp?.enabled, required, recoveryCodesLeft: a?.totp?.recovery?.length ?? 0 };
}

async function adminSetup({ req, now }: LoaderContext): Promise<AdminSetupData> {
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const token = typeof req.query.token === 'string' && /^[\w-]{20,200}$/.test(req.query.token) ? req.query.token : '';
  const valid = !!token && !!(await Admin.exists({ setupTokenHash: sha256(token), setupExpiresAt: { $gt: now } }));
  return { token: valid ? token : '', valid };
}

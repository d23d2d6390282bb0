/**
 * POST /api/phone-verifications {phone} → 201 {expiresInSeconds}: a code is texted.
 * POST /api/phone-verifications/confirm {phone, code} → 200 {verificationToken}; a wrong code
 * 400 {error, attemptsLeft}; a dead or expired code 410. Every refusal is {error} (429, 503; a
 * malformed phone or code 400 with `fields`), the bodies exactly as the contract names them.
 */
import { Router, type Request } from 'express';
import { isMobilePhone, normalisePhone } from '../core/phone';
import { addressKey } from '../core/request';
import { requireDb } from '../http/errors';
import { VERIFICATION_FIELDS } from '../../shared/verification';
import { VERIFICATION_MESSAGES } from '../../shared/verification-messages';
import type { ConfirmOutcome, VerificationService } from './service';

/** The normalised mobile number of a body's `phone`, or null. */
export function mobileOf(raw: unknown): string | null {
  const phone = typeof raw === 'string' && raw.length <= 40 ? normalisePhone(raw) : null;
  return phone && isMobilePhone(phone) ? phone : null;
}

const CODE = /^\d{6}$/;

/** A code as typed ('123 456', full-width digits aside): digits only. */
export const codeOf = (raw: unknown) => (typeof raw === 'string' ? raw.replace(/[\s-]/g, '') : '');

export function verificationApi(service: VerificationService) {
  const router = Router();
  const body = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;

  router.post('/', requireDb, async (req, res) => {
    const phone = mobileOf(body(req).phone);
    if (!phone) return res.status(400).json({ error: VERIFICATION_MESSAGES.mobileOnly, fields: { phone: VERIFICATION_MESSAGES.mobileOnly } });
    const sent = await service.send(phone, addressKey(req));
    if (!sent.ok) return res.status(sent.status).json({ error: sent.error });
    res.status(201).json({ expiresInSeconds: sent.expiresInSeconds });
  });

  router.post('/confirm', requireDb, async (req, res) => {
    const phone = mobileOf(body(req).phone);
    if (!phone) return res.status(400).json({ error: VERIFICATION_MESSAGES.mobileOnly, fields: { phone: VERIFICATION_MESSAGES.mobileOnly } });
    const code = codeOf(body(req).code);
    if (!CODE.test(code)) return res.status(400).json({ error: VERIFICATION_MESSAGES.codeFormat, fields: { code: VERIFICATION_MESSAGES.codeFormat } });
    const outcome = await service.confirm(phone, code);
    if (outcome.ok) return res.status(200).json({ verificationToken: outcome.verificationToken });
    res.status(outcome.status).json({ error: outcome.error, ...('attemptsLeft' in outcome ? { attemptsLeft: outcome.attemptsLeft } : {}) });
  });
  return router;
}

export type PhoneCheck =
  | { verified: true; token?: string }
  | { verified: false; failure?: Exclude<ConfirmOutcome, { ok: true }> | { ok: false; status: 400; error: string } };

/**
 * Whether a form's post proves the phone: a live token of this phone (`verificationToken`), or
 * the code itself (`verificationCode`, the no-JavaScript form's second step), confirmed here.
 */
export async function checkPhone(service: VerificationService, body: Record<string, unknown>, phone: string): Promise<PhoneCheck> {
  if (await service.checkToken(body[VERIFICATION_FIELDS.token], phone)) return { verified: true };
  const raw = body[VERIFICATION_FIELDS.code];
  if (raw === undefined || raw === '') return { verified: false };
  const code = codeOf(raw);
  if (!CODE.test(code)) return { verified: false, failure: { ok: false, status: 400, error: VERIFICATION_MESSAGES.codeFormat } };
  const outcome = await service.confirm(phone, code);
  return outcome.ok ? { verified: true, token: outcome.verificationToken } : { verified: false, failure: outcome };
}

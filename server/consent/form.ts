/** The optional advertising boxes of every lead form (leads and visits call this one function). */
import { z } from 'zod';
import type { Types } from 'mongoose';
import { grantFromForm } from './ledger';
import { confirmChange, type ConsentContext } from './notify';

/** An optional checkbox as browsers (on/absent) and JSON clients (true/false) send it; absent = false. */
export const optionalFlag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['on', 'true', '1', 'yes', 'Y', 'false', '0', 'no', 'N', ''])], {
    error: '선택 동의 항목의 값이 올바르지 않습니다.',
  })
  .optional()
  .transform((v) => v === true || v === 1 || (typeof v === 'string' && ['on', 'true', '1', 'yes', 'Y'].includes(v)));

export const FormConsentFields = { marketing: optionalFlag, night: optionalFlag };

export interface FormConsent {
  phone: string;
  marketing: boolean;
  night: boolean;
  page?: string;
  leadId?: Types.ObjectId;
  /** The form proved the phone (verification token or code). */
  verified: boolean;
  /** PHONE_VERIFICATION: without verification the boxes take no effect. */
  verificationRequired: boolean;
}

/**
 * Appends what the ticked boxes grant and queues the confirmation SMS; unticked boxes change
 * nothing, and neither do ticked ones without verification (see grantFromForm).
 */
export async function recordFormConsent(ctx: ConsentContext, input: FormConsent) {
  const appended = await grantFromForm(
    { phone: input.phone, channel: 'form', page: input.page, leadId: input.leadId, at: ctx.now(), verified: input.verified },
    { marketing: input.marketing, night: input.night },
    input.verificationRequired,
  );
  await confirmChange(ctx, input.phone, appended);
  return appended;
}

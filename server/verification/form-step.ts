/**
 * The no-JavaScript side of phone verification: a form posted without a proof of the phone is
 * answered with the same page, the form holding what was typed and the code field (the code is
 * texted here); its second post carries the code. Wrong codes and refusals show beside the field.
 */
import type { Request, Response } from 'express';
import { HONEYPOT_FIELD, RENDERED_AT_FIELD } from '../../shared/leads';
import { FORM_ID_FIELD, type FormStep } from '../../shared/form-step';
import { VERIFICATION_FIELDS } from '../../shared/verification';
import { isMobilePhone } from '../core/phone';
import { VERIFICATION_MESSAGES } from '../../shared/verification-messages';
import { addressKey, pagePath } from '../core/request';
import type { VerificationService } from './service';
import type { PhoneCheck } from './routes';
import { appContext } from '../app-context';

/** The fields a visitor form posts that its second step shows again (never the code). */
const KEPT = ['type', 'name', 'phone', 'message', 'party', 'slotId', 'consent', 'marketing', 'night', 'site', 'page', RENDERED_AT_FIELD] as const;

function keptValues(body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of KEPT) {
    const v = body[name];
    if (typeof v === 'string' && v !== '') values[name] = v.slice(0, 2000);
  }
  return values;
}

/**
 * Answers a form post that needs the phone verified: texts a code (first post, or 인증번호 다시 받기)
 * or shows why the code was refused, then renders the page the form was on with the form's step.
 */
export async function verificationStep(req: Request, res: Response, service: VerificationService, phone: string, check: PhoneCheck) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const formId = typeof body[FORM_ID_FIELD] === 'string' && /^[a-z0-9-]{1,40}$/.test(body[FORM_ID_FIELD] as string) ? (body[FORM_ID_FIELD] as string) : '';
  const values = keptValues(body);
  const hadCode = body[VERIFICATION_FIELDS.code] !== undefined;
  const resend = body[VERIFICATION_FIELDS.resend] !== undefined;
  let step: FormStep;
  let status: number;
  if (!isMobilePhone(phone)) {
    step = { form: formId, values, codeSent: false, errors: { phone: VERIFICATION_MESSAGES.mobileOnly } };
    status = 400;
  } else if (!check.verified && check.failure && !resend) {
    step = { form: formId, values, codeSent: true, errors: { [VERIFICATION_FIELDS.code]: check.failure.error } };
    status = check.failure.status;
  } else {
    const sent = await service.send(phone, addressKey(req));
    step = sent.ok
      ? { form: formId, values, codeSent: true, expiresInSeconds: sent.expiresInSeconds, errors: {}, notice: VERIFICATION_MESSAGES.sent }
      : { form: formId, values, codeSent: hadCode, errors: { verification: sent.error } };
    status = sent.ok ? 200 : sent.status;
  }
  // The honeypot is never echoed: a bot's second post is still caught by the first check.
  delete step.values[HONEYPOT_FIELD];
  await appContext(req).renderPage(req, res, pagePath(req) ?? '/', { formStep: step }, status);
}

import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link, useLocation } from '../nav';
import { LEAD_MESSAGES, missingFields, RENDERED_AT_FIELD, type FormLeadType } from '../../shared/leads';
import { menuHref, VISIT_BOOKING_LINK } from '../../shared/menu';
import { ConsentField } from './ConsentField';
import { formStamp, restartStamp, SpamGuard } from './SpamGuard';
import { visitorFields } from './visitor-fields';
import { useFieldErrors } from './FieldError';
import { MessageField, NameField, PhoneField } from './PersonFields';
import { useFormEcho } from '../form-echo';
import { useSite } from '../site-context';
import { MarketingConsent } from './MarketingConsent';
import { KEPT_MESSAGE, newFillKey, postLead, watchKept } from '../kept-leads';
import { VerificationSlot, VERIFICATION_ERROR_EVENT, verificationMissing } from './verification-slot';
import { useFormStep } from '../form-step';
import { FORM_ID_FIELD } from '../../shared/form-step';

type Status = 'idle' | 'submitting' | 'success' | 'failure' | 'error' | 'rejected' | 'kept';
/** The inputs a visitor can correct, in form order; the server names them in a 400's `fields`. */
const FIELDS = ['name', 'phone', 'message', 'consent'] as const;

interface Props {
  /** 'interest' (관심고객 등록) or 'visit-request' (a visit asked for without a time). */
  type: FormLeadType;
  /** Press/customer board the lead belongs to (per-site pages). */
  site?: string;
  /** Offer the multi-line message field (always optional). */
  withMessage?: boolean;
  /** The message filled in beforehand (the cash plan's link names the type). */
  message?: string;
  submitLabel?: string;
  /** 'replace': the outcome replaces the form (popup); 'below': shown under it, fields cleared on success. */
  outcome?: 'replace' | 'below';
  /** Called once the lead is registered (the popup then drops its introduction). */
  onSuccess?: () => void;
  /** Called when the visitor follows the next-step link shown after success (the popup closes). */
  onNext?: (e: MouseEvent<HTMLAnchorElement>) => void;
  /** The form's id (its fields' ids start with it): another when a page has two forms of one type (the popup's). */
  formId?: string;
}

const MARK: Record<Exclude<Status, 'idle' | 'submitting'>, string> = { success: '✓', failure: '✗', error: '⚠', rejected: '✗', kept: '↻' };

/**
 * One form for both form lead types (interest, visit request). With JavaScript it posts JSON and shows the outcome in
 * place; without, the same fields post as an ordinary form, and a refused one comes back as the
 * same page with what was typed (server/http/form-page.ts). Either way each message sits under
 * its field (FieldError) and nothing typed is lost. Only success and a server or network failure
 * replace the popup's form.
 */
export function LeadForm({ type, site, withMessage = false, message: filledMessage, submitLabel = '등록하기', outcome = 'below', onSuccess, onNext, formId }: Props) {
  const id = formId ?? `lead-${type}`;
  const { pathname } = useLocation();
  const { defaultSite } = useSite();
  const echo = useFormEcho(type, id);
  const [status, setStatus] = useState<Status>(echo ? 'rejected' : 'idle');
  const [message, setMessage] = useState(echo ? (echo.error ?? Object.values(echo.errors)[0] ?? '') : '');
  const [notice, setNotice] = useState('');
  const fieldErrors = useFieldErrors(FIELDS, echo?.errors);
  const { errors } = fieldErrors;
  // The server's second step after a post without JavaScript (an advertising box needs verification).
  const step = useFormStep(id);
  const stepPhoneError = step?.errors.phone;
  useEffect(() => {
    if (stepPhoneError) fieldErrors.show({ phone: stepPhoneError });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepPhoneError]);
  const renderedAt = useRef<HTMLInputElement>(null);
  /** One idempotency key per form fill: a resend of this fill is the same registration. */
  const fillKey = useRef('');
  const unwatch = useRef<() => void>(undefined);
  useEffect(() => () => unwatch.current?.(), []);
  // With JavaScript the form checks empty fields itself and shows them like the server's answers.
  const [checks, setChecks] = useState(false);
  useEffect(() => setChecks(true), []);
  // A form shown again after a no-JavaScript post opens at its first message (autofocus scrolls to it).
  const echoFocus = echo ? (FIELDS.find((f) => echo.errors[f]) ?? 'submit') : undefined;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const payload = {
      type,
      ...visitorFields(form, site, pathname),
      ...(withMessage ? { message: data.get('message') } : {}),
    };
    const missing = missingFields({ name: String(payload.name ?? ''), phone: String(payload.phone ?? ''), consent: payload.consent });
    if (Object.keys(missing).length) {
      setStatus('rejected');
      setMessage(Object.values(missing)[0]!);
      fieldErrors.show(missing);
      return;
    }
    // A ticked advertising box needs the phone verified first (the block says so beside the code field).
    if (verificationMissing(form)) return;
    setStatus('submitting');
    setMessage('');
    setNotice('');
    fieldErrors.show({});
    fillKey.current ||= newFillKey();
    const key = fillKey.current;
    const succeeded = (text?: string, note?: string) => {
      setStatus('success');
      setMessage(text || LEAD_MESSAGES.success);
      setNotice(note ?? '');
      fieldErrors.formRef.current?.reset();
      restartStamp(renderedAt.current);
      if (fillKey.current === key) fillKey.current = '';
      onSuccess?.();
    };
    // The stamp the form fetched when it appeared (waited for when it is still on its way).
    const sent = await postLead(key, { ...payload, [RENDERED_AT_FIELD]: await formStamp(renderedAt.current) });
    if (sent.kind === 'kept') {
      // Kept on this device and sent again on its own; the confirmation follows once it is through.
      setStatus('kept');
      setMessage(KEPT_MESSAGE);
      unwatch.current?.();
      unwatch.current = watchKept(key, (later) => succeeded(later.message, later.notice));
      return;
    }
    if (sent.kind === 'failed') {
      setStatus('error');
      setMessage(LEAD_MESSAGES.error);
      return;
    }
    const { status: code, body } = sent;
    if (code < 300) {
      succeeded(body.message, body.notice);
    } else if ((code === 400 && body.fields?.verificationCode) || code === 410) {
      // The code was wrong or ran out: the verification block says so beside its field.
      setStatus('rejected');
      setMessage(body.error ?? LEAD_MESSAGES.invalid);
      form.dispatchEvent(new CustomEvent(VERIFICATION_ERROR_EVENT, { detail: body.error ?? LEAD_MESSAGES.invalid }));
    } else if (code === 400 || code === 429) {
      // The visitor can act on these: keep the form and what was typed, each message by its field.
      const marks: Record<string, string> = {};
      for (const f of FIELDS) if (body.fields?.[f]) marks[f] = body.fields[f];
      setStatus('rejected');
      fieldErrors.show(marks);
      // Each message sits under its field; the summary by the button repeats the first one.
      const first = FIELDS.find((f) => marks[f]);
      setMessage(body.error ?? (first ? marks[first]! : LEAD_MESSAGES.invalid));
    } else {
      setStatus('failure');
      setMessage(LEAD_MESSAGES.failed);
    }
  };

  const done = status === 'success' || status === 'failure' || status === 'error' || status === 'rejected' || status === 'kept';
  const result = done && message !== '' && (
    <p className={`form-message is-${status}`} role={status === 'success' || status === 'kept' ? 'status' : 'alert'}>
      {outcome === 'replace' && status === 'success' ? (
        <>
          등록이 완료되었습니다.
          <br />
          전문 상담사가 곧 연락드리겠습니다.
        </>
      ) : (
        `${outcome === 'below' || status === 'rejected' ? MARK[status] + ' ' : ''}${message}`
      )}
      {status === 'success' && notice && <span className="form-notice">{notice}</span>}
    </p>
  );

  if (outcome === 'replace' && done && status !== 'rejected') {
    return (
      <div className="lead-result">
        {result}
        {status === 'success' && (
          // The next step after registering: booking a model-house visit.
          <Link to={menuHref(VISIT_BOOKING_LINK.to, defaultSite)} className="btn btn-primary btn-block" onClick={onNext}>
            견본주택 방문예약 하기
          </Link>
        )}
      </div>
    );
  }

  // What was typed, when the server renders the form again: a refused post (echo) or the verification step.
  const v: Partial<Record<string, string>> = echo?.values ?? step?.values ?? {};
  return (
    <form
      ref={fieldErrors.formRef}
      className="lead-form"
      method="post"
      action="/api/leads"
      onSubmit={submit}
      noValidate={checks}
      aria-busy={status === 'submitting'}
    >
      <input type="hidden" name="type" value={type} />
      {site && <input type="hidden" name="site" value={site} />}
      <input type="hidden" name="page" value={pathname} />
      <input type="hidden" name={FORM_ID_FIELD} value={id} />
      <SpamGuard id={id} renderedAt={renderedAt} />
      <NameField formId={id} value={v.name} error={errors.name} autoFocus={echoFocus === 'name'} onEdit={() => fieldErrors.clear('name')} />
      <PhoneField formId={id} value={v.phone} error={errors.phone} autoFocus={echoFocus === 'phone'} onEdit={() => fieldErrors.clear('phone')} />
      {withMessage && (
        <MessageField formId={id} rows={5} value={v.message ?? filledMessage} error={errors.message} autoFocus={echoFocus === 'message'} onEdit={() => fieldErrors.clear('message')} />
      )}
      <ConsentField
        id={`${id}-consent`}
        collects={withMessage ? '이름, 연락처, 문의내용(선택)' : '이름, 연락처'}
        error={errors.consent}
        onChange={() => fieldErrors.clear('consent')}
        autoFocus={echoFocus === 'consent'}
        checked={step?.values.consent === 'on'}
      />
      <MarketingConsent id={`${id}-ad`} checked={step?.values} />
      <VerificationSlot id={id} step={step} />
      <button type="submit" className="btn btn-primary btn-block" disabled={status === 'submitting'} autoFocus={echoFocus === 'submit'}>
        {status === 'submitting' ? '등록 중…' : submitLabel}
      </button>
      {result}
    </form>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LEAD_LIMITS, LEAD_MESSAGES, type FormLeadType } from '../../shared/leads';
import { ConsentField } from './ConsentField';
import { restartStamp, SpamGuard } from './SpamGuard';
import { visitorFields } from './visitor-fields';
import './LeadForm.css';
import { MarketingConsent } from './MarketingConsent';
import { KEPT_MESSAGE, newFillKey, postLead, watchKept } from '../kept-leads';
import { VerificationSlot, VERIFICATION_ERROR_EVENT, verificationMissing } from './verification-slot';
import { useFormStep } from '../form-step';
import { FORM_ID_FIELD } from '../../shared/form-step';

type Status = 'idle' | 'submitting' | 'success' | 'failure' | 'error' | 'rejected' | 'kept';
/** The inputs a visitor can correct; the server names them in a 400's `fields`. */
const FIELDS = ['name', 'phone', 'message', 'consent'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

interface Props {
  /** 'interest' (관심고객 등록) or 'visit-request' (a visit asked for without a time). */
  type: FormLeadType;
  /** Press/customer board the lead belongs to (per-site pages). */
  site?: string;
  /** Offer the multi-line message field. */
  withMessage?: boolean;
  /** Mark the message as wanted (a marker only: it stays optional). */
  messageMarked?: boolean;
  submitLabel?: string;
  /** 'replace': the outcome replaces the form (popup); 'below': shown under it, fields cleared on success. */
  outcome?: 'replace' | 'below';
}

const MARK: Record<Exclude<Status, 'idle' | 'submitting'>, string> = { success: '✓', failure: '✗', error: '⚠', rejected: '✗', kept: '↻' };

/**
 * One form for both form lead types (interest, visit request). With JavaScript it posts JSON and shows the outcome in
 * place; without, the same fields post as an ordinary form and the server shows a result page.
 * Input the server rejects (400, 429) never costs the visitor what they typed: the form stays,
 * the field at fault is marked, described and focused. Only success and a server or network
 * failure replace the popup's form.
 */
export function LeadForm({ type, site, withMessage = false, messageMarked = false, submitLabel = '등록하기', outcome = 'below' }: Props) {
  const { pathname } = useLocation();
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const stepPhoneError = useFormStep(`lead-${type}`)?.errors.phone;
  useEffect(() => {
    if (stepPhoneError) setFieldErrors({ phone: stepPhoneError });
  }, [stepPhoneError]);
  const [focusField, setFocusField] = useState<Field | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const renderedAt = useRef<HTMLInputElement>(null);
  /** One idempotency key per form fill: a resend of this fill is the same registration. */
  const fillKey = useRef('');
  const unwatch = useRef<() => void>(undefined);
  const id = `lead-${type}`;
  useEffect(() => () => unwatch.current?.(), []);
  // The server's second step after a post without JavaScript (an advertising box needs verification).
  const step = useFormStep(id);
  const typed = step?.values ?? {};

  // After a 400 has rendered the marks, move focus to the first field at fault.
  useEffect(() => {
    if (!focusField) return;
    const el = formRef.current?.elements.namedItem(focusField);
    if (el instanceof HTMLElement) el.focus();
    setFocusField(null);
  }, [focusField]);

  /** Attributes that mark a field the server rejected and link its message. */
  const invalid = (field: Field, describedBy?: string) => {
    const error = fieldErrors[field];
    const ids = [describedBy, error ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
  };
  const errorText = (field: Field) =>
    fieldErrors[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {fieldErrors[field]}
      </p>
    ) : null;
  // Editing a marked field clears its mark.
  const clearError = (field: Field) => () =>
    fieldErrors[field] && setFieldErrors(({ [field]: _, ...rest }) => rest);


  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    // A ticked advertising box needs the phone verified first (the block says so beside the code field).
    if (verificationMissing(form)) return;
    const payload = {
      type,
      ...visitorFields(form, site, pathname),
      ...(withMessage ? { message: data.get('message') } : {}),
    };
    setStatus('submitting');
    setMessage('');
    setFieldErrors({});
    fillKey.current ||= newFillKey();
    const key = fillKey.current;
    const succeeded = (text?: string) => {
      setStatus('success');
      setMessage(text || LEAD_MESSAGES.success);
      formRef.current?.reset();
      restartStamp(renderedAt.current);
      if (fillKey.current === key) fillKey.current = '';
    };
    const outcome = await postLead(key, payload);
    if (outcome.kind === 'kept') {
      // Kept on this device and sent again on its own; the confirmation follows once it is through.
      setStatus('kept');
      setMessage(KEPT_MESSAGE);
      unwatch.current?.();
      unwatch.current = watchKept(key, (sent) => succeeded(sent.message));
      return;
    }
    if (outcome.kind === 'failed') {
      setStatus('error');
      setMessage(LEAD_MESSAGES.error);
      return;
    }
    const { status: code, body } = outcome;
    if (code < 300) {
      succeeded(body.message);
    } else if ((code === 400 && body.fields?.verificationCode) || code === 410) {
      // The code was wrong or ran out: the verification block says so beside its field.
      setStatus('rejected');
      setMessage(body.error ?? LEAD_MESSAGES.invalid);
      formRef.current?.dispatchEvent(new CustomEvent(VERIFICATION_ERROR_EVENT, { detail: body.error ?? LEAD_MESSAGES.invalid }));
    } else if (code === 400 || code === 429) {
      // The visitor can act on these: keep the form and what was typed.
      const marks: FieldErrors = {};
      for (const f of FIELDS) if (body.fields?.[f]) marks[f] = body.fields[f];
      const first = FIELDS.find((f) => marks[f]);
      setStatus('rejected');
      setFieldErrors(marks);
      // The field's own message sits under it; the summary by the button repeats the first one.
      setMessage(body.error ?? (first ? marks[first]! : LEAD_MESSAGES.invalid));
      setFocusField(first ?? null);
    } else {
      setStatus('failure');
      setMessage(LEAD_MESSAGES.failed);
    }
  };

  const done = status === 'success' || status === 'failure' || status === 'error' || status === 'rejected' || status === 'kept';
  const result = done && (
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
    </p>
  );

  if (outcome === 'replace' && done && status !== 'rejected') return <div className="lead-result">{result}</div>;

  return (
    <form ref={formRef} className="lead-form" method="post" action="/api/leads" onSubmit={submit} aria-busy={status === 'submitting'}>
      <input type="hidden" name="type" value={type} />
      {site && <input type="hidden" name="site" value={site} />}
      <input type="hidden" name="page" value={pathname} />
      <input type="hidden" name={FORM_ID_FIELD} value={id} />
      <SpamGuard id={id} renderedAt={renderedAt} />
      <div className="field">
        <label htmlFor={`${id}-name`}>
          이름 <span className="required" aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          required
          autoComplete="name"
          maxLength={LEAD_LIMITS.name}
          defaultValue={typed.name}
          onChange={clearError('name')}
          {...invalid('name')}
        />
        {errorText('name')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>
          연락처 <span className="required" aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          placeholder="010-1234-5678"
          defaultValue={typed.phone}
          onChange={clearError('phone')}
          {...invalid('phone')}
        />
        {errorText('phone')}
      </div>
      {withMessage && (
        <div className="field">
          <label htmlFor={`${id}-message`}>
            문의내용 {messageMarked && <span className="required" aria-hidden="true">*</span>}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={5}
            maxLength={LEAD_LIMITS.message}
            defaultValue={typed.message}
            onChange={clearError('message')}
            {...invalid('message')}
          />
          {errorText('message')}
        </div>
      )}
      <ConsentField id={`${id}-consent`} collects={withMessage ? '이름, 연락처, 문의내용(선택)' : '이름, 연락처'} error={fieldErrors.consent} checked={typed.consent === 'on'} />
      <MarketingConsent id={`${id}-ad`} checked={typed} />
      <VerificationSlot id={id} step={step} />
      <button type="submit" className="btn btn-primary btn-block" disabled={status === 'submitting'}>
        {status === 'submitting' ? '등록 중…' : submitLabel}
      </button>
      {result}
    </form>
  );
}

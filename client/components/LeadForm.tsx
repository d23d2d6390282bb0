import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { HONEYPOT_FIELD, LEAD_LIMITS, LEAD_MESSAGES, RENDERED_AT_FIELD, type LeadType } from '../../shared/leads';
import { ConsentField } from './ConsentField';
import { MarketingConsent } from './MarketingConsent';

type Status = 'idle' | 'submitting' | 'success' | 'failure' | 'error';

interface Props {
  type: LeadType;
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

const MARK: Record<Exclude<Status, 'idle' | 'submitting'>, string> = { success: '✓', failure: '✗', error: '⚠' };

/**
 * One form for all three lead types. With JavaScript it posts JSON and shows the outcome in
 * place; without, the same fields post as an ordinary form and the server shows a result page.
 */
export function LeadForm({ type, site, withMessage = false, messageMarked = false, submitLabel = '등록하기', outcome = 'below' }: Props) {
  const { pathname } = useLocation();
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const renderedAt = useRef<HTMLInputElement>(null);
  const id = `lead-${type}`;

  // The fill-time check starts when the form is shown in the browser (not when cached HTML was made).
  useEffect(() => {
    if (renderedAt.current) renderedAt.current.value = String(Date.now());
  }, []);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const payload = {
      type,
      name: data.get('name'),
      phone: data.get('phone'),
      ...(withMessage ? { message: data.get('message') } : {}),
      consent: (form.elements.namedItem('consent') as HTMLInputElement).checked,
      marketing: (form.elements.namedItem('marketing') as HTMLInputElement).checked,
      night: (form.elements.namedItem('night') as HTMLInputElement).checked,
      ...(site ? { site } : {}),
      page: pathname,
      [HONEYPOT_FIELD]: data.get(HONEYPOT_FIELD),
      [RENDERED_AT_FIELD]: data.get(RENDERED_AT_FIELD),
    };
    setStatus('submitting');
    setMessage('');
    try {
      const res = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string };
      if (res.ok) {
        setStatus('success');
        setMessage(body.message ?? LEAD_MESSAGES.success);
        form.reset();
        if (renderedAt.current) renderedAt.current.value = String(Date.now());
      } else {
        setStatus('failure');
        // The server names the field at fault (400) or the limit (429); otherwise the generic text.
        setMessage(res.status === 400 || res.status === 429 ? (body.error ?? LEAD_MESSAGES.failed) : LEAD_MESSAGES.failed);
      }
    } catch (err) {
      console.error('lead submission failed', err);
      setStatus('error');
      setMessage(LEAD_MESSAGES.error);
    }
  };

  const done = status === 'success' || status === 'failure' || status === 'error';
  const result = done && (
    <p className={`form-message is-${status}`} role={status === 'success' ? 'status' : 'alert'}>
      {outcome === 'replace' && status === 'success' ? (
        <>
          등록이 완료되었습니다.
          <br />
          전문 상담사가 곧 연락드리겠습니다.
        </>
      ) : (
        `${outcome === 'below' ? MARK[status] + ' ' : ''}${message}`
      )}
    </p>
  );

  if (outcome === 'replace' && done) return <div className="lead-result">{result}</div>;

  return (
    <form className="lead-form" method="post" action="/api/leads" onSubmit={submit} aria-busy={status === 'submitting'}>
      <input type="hidden" name="type" value={type} />
      {site && <input type="hidden" name="site" value={site} />}
      <input type="hidden" name="page" value={pathname} />
      <input type="hidden" name={RENDERED_AT_FIELD} ref={renderedAt} defaultValue="" />
      <div className="hp-field" aria-hidden="true">
        <label htmlFor={`${id}-website`}>웹사이트 (입력하지 마세요)</label>
        <input id={`${id}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>
          고객명 <span className="required" aria-hidden="true">*</span>
        </label>
        <input id={`${id}-name`} name="name" type="text" required autoComplete="name" maxLength={LEAD_LIMITS.name} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>
          연락처 <span className="required" aria-hidden="true">*</span>
        </label>
        <input id={`${id}-phone`} name="phone" type="tel" required autoComplete="tel" inputMode="tel" placeholder="010-1234-5678" />
      </div>
      {withMessage && (
        <div className="field">
          <label htmlFor={`${id}-message`}>
            문의내용 {messageMarked && <span className="required" aria-hidden="true">*</span>}
          </label>
          <textarea id={`${id}-message`} name="message" rows={5} maxLength={LEAD_LIMITS.message} />
        </div>
      )}
      <ConsentField id={`${id}-consent`} />
      <MarketingConsent id={`${id}-ad`} />
      <button type="submit" className="btn btn-primary btn-block" disabled={status === 'submitting'}>
        {status === 'submitting' ? '등록중...' : submitLabel}
      </button>
      {result}
    </form>
  );
}

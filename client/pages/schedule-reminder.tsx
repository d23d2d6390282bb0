import { useState, type FormEvent } from 'react';
import { useLocation } from '../nav';
import { api, ApiError } from '../api';
import { useSite } from '../site-context';
import { telHref } from '../../shared/site.config';
import { LEAD_MESSAGES } from '../../shared/leads';
import { REMINDER_MESSAGES, SCHEDULE_NOTICE, type SchedulePageData } from '../../shared/schedule';
import { VerificationSlot, verificationMissing } from '../components/verification-slot';
import { useFormStep } from '../form-step';
import { FORM_ID_FIELD } from '../../shared/form-step';
import { VERIFICATION_FIELDS } from '../../shared/verification';
import { PrivacyPolicyLink } from '../components/PrivacyPolicyLink';

/** The reminder form's id: its no-JavaScript verification step comes back to it. */
const REMINDER_FORM = 'schedule-reminder';

type Status = 'idle' | 'submitting' | 'ok' | 'invalid' | 'limited' | 'error';

/**
 * The 청약 reminder sign-up, the schedule page's only island (issue 40): an ordinary form post that
 * works before its code loads (its fields are uncontrolled); once live, it sends without leaving
 * the page and shows the outcome in place. Hydrated on the first touch, so the page downloads no
 * React until someone reaches for it.
 */
export function ReminderForm({ initial }: { initial: Pick<SchedulePageData, 'reminder' | 'fields'> }) {
  // One reminder form per page: a fixed id (an island's useId would differ from the whole page's render).
  const id = 'reminder-form';
  const site = useSite();
  const { pathname } = useLocation();
  // Without JavaScript, the second post (with the texted code) comes back here holding what was typed.
  const step = useFormStep(REMINDER_FORM);
  const typed = step?.values ?? {};
  const [status, setStatus] = useState<Status>(initial.reminder ?? 'idle');
  const [message, setMessage] = useState('');
  const [fields, setFields] = useState<Record<string, string>>(() =>
    Object.fromEntries((initial.fields ?? []).map((f) => [f, f === 'consent' ? REMINDER_MESSAGES.consent : LEAD_MESSAGES.fields[f as 'name' | 'phone']])),
  );

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // Reminders text this number for months: its owner proves it first (휴대폰 인증).
    if (verificationMissing(e.currentTarget)) return;
    const form = new FormData(e.currentTarget);
    setStatus('submitting');
    try {
      await api('/api/schedule-reminders', {
        method: 'POST',
        json: {
          name: form.get('name'),
          phone: form.get('phone'),
          consent: form.get('consent') === 'on',
          page: pathname,
          verificationToken: form.get(VERIFICATION_FIELDS.token) ?? undefined,
        },
      });
      setStatus('ok');
      setFields({});
    } catch (err) {
      const apiErr = err as ApiError;
      setStatus(apiErr.status === 429 ? 'limited' : apiErr.status === 400 ? 'invalid' : 'error');
      setMessage(apiErr.message);
    }
  }
  const invalid = (f: string) => (fields[f] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${f}-error` } : {});
  const errorOf = (f: string) =>
    fields[f] ? (
      <p id={`${id}-${f}-error`} className="field-error">
        {fields[f]}
      </p>
    ) : null;
  const outcome =
    status === 'ok' ? REMINDER_MESSAGES.success : status === 'limited' ? REMINDER_MESSAGES.limited : status === 'invalid' ? message || REMINDER_MESSAGES.invalid : status === 'error' ? message : '';

  return (
    <section id="reminder" className="reminder" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>청약 알림 신청</h2>
      <p className="reminder-lead">
        각 일정 전날 오전 10시와 당일 오전 9시에 문자로 알려 드립니다. 특별공급·1순위 청약일을 놓치지 마세요.
      </p>
      {outcome && (
        <p className={`form-message ${status === 'ok' ? 'is-success' : 'is-failure'}`} role={status === 'ok' ? 'status' : 'alert'}>
          {outcome}
        </p>
      )}
      {status !== 'ok' && (
        <form className="lead-form reminder-form" method="post" action="/api/schedule-reminders" onSubmit={submit} aria-busy={status === 'submitting'}>
          <input type="hidden" name="page" value={pathname} />
          <input type="hidden" name={FORM_ID_FIELD} value={REMINDER_FORM} />
          <div className="field">
            <label htmlFor={`${id}-name`}>
              이름 <span className="required" aria-hidden="true">*</span>
            </label>
            <input id={`${id}-name`} name="name" type="text" required autoComplete="name" maxLength={50} defaultValue={typed.name} {...invalid('name')} />
            {errorOf('name')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-phone`}>
              휴대폰 번호 <span className="required" aria-hidden="true">*</span>
            </label>
            <input id={`${id}-phone`} name="phone" type="tel" required autoComplete="tel" inputMode="tel" placeholder="010-1234-5678" defaultValue={typed.phone} {...invalid('phone')} />
            {errorOf('phone')}
          </div>
          <VerificationSlot id={REMINDER_FORM} always step={step} />
          <div className="consent">
            <div className="consent-check">
              <input id={`${id}-consent`} name="consent" type="checkbox" value="on" required aria-describedby={`${id}-notice`} {...(fields.consent ? { 'aria-invalid': true } : {})} />
              <label htmlFor={`${id}-consent`}>{SCHEDULE_NOTICE.label}</label>
            </div>
            {errorOf('consent')}
            <ul id={`${id}-notice`} className="consent-notice">
              {SCHEDULE_NOTICE.notice.map((line) => (
                <li key={line}>{line}</li>
              ))}
              <li>보유 기간: 알림 해지 시까지 (신청일로부터 최대 {site.leadRetentionDays}일)</li>
              <li>
                <PrivacyPolicyLink />
              </li>
            </ul>
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={status === 'submitting'}>
            알림 신청하기
          </button>
        </form>
      )}
      <p className="reminder-alt">
        문의 <a href={telHref(site.consultationPhone)}>{site.consultationPhone}</a>
      </p>
    </section>
  );
}


import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from '../nav';
import { Notes, SubPage } from '../components/SubPage';
import { api, ApiError } from '../api';
import { usePageData } from '../page-data';
import { useSite } from '../site-context';
import { telHref } from '../../shared/site.config';
import { LEAD_MESSAGES } from '../../shared/leads';
import { REMINDER_MESSAGES, SCHEDULE_NOTE, SCHEDULE_NOTICE, stepWhen, WHERE_LABELS, type SchedulePageData, type TimelineStep } from '../../shared/schedule';
import type { PageProps } from './types';
import { VerificationSlot, verificationMissing } from '../components/verification-slot';
import { useFormStep } from '../form-step';
import { FORM_ID_FIELD } from '../../shared/form-step';
import { VERIFICATION_FIELDS } from '../../shared/verification';

/** The reminder form's id: its no-JavaScript verification step comes back to it. */
const REMINDER_FORM = 'schedule-reminder';
import { island } from '../islands/Island';

const STATUS_LABELS = { past: '완료', current: '진행 중', next: '다음 일정', upcoming: '예정' } as const;

/**
 * 청약일정: every step with past, current and next marked and the next step's D-day, complete
 * from the server (no JavaScript needed); calendar files per step and the subscribable feed; the
 * reminder sign-up, an ordinary form post that JavaScript only keeps on the page.
 */
export function SalesSchedule({ match }: PageProps) {
  const initial = usePageData('sales-schedule', match.canonicalPath);
  const [data, setData] = useState(initial);
  useEffect(() => {
    // Reached by in-app navigation: today's statuses come from the server.
    if (!data) api<SchedulePageData>('/api/schedule').then(setData, () => window.location.reload());
  }, [data]);
  const site = useSite();
  const focus = data?.items.find((s) => s.dday);
  // webcal:// makes phones subscribe (edits then reach them); the https file is the fallback.
  const feed = `${site.siteUrl}/calendar.ics`;
  return (
    <SubPage match={match}>
      <div className="schedule-page">
        {!data ? (
          <p role="status">일정을 불러오는 중입니다…</p>
        ) : (
          <>
            {focus && <NextStep step={focus} />}
            <div className="schedule-actions">
              <a className="btn btn-outline" href={feed.replace(/^https?:/, 'webcal:')}>
                전체 일정 캘린더 구독
              </a>
              <a className="btn btn-outline" href="#reminder">
                청약 알림 신청
              </a>
              <Link className="btn btn-outline" to="/SalesInfo/payment">
                분양가·납부일정 보기
              </Link>
            </div>
            <p className="schedule-feed-alt">
              구독이 되지 않는 기기에서는 <a href="/calendar.ics">전체 일정 파일(.ics)</a>을 내려받아 캘린더에 추가하세요.
            </p>
            <ol className="timeline" aria-label="청약 일정">
              {data.items.map((s) => (
                <Step key={s.key} step={s} />
              ))}
            </ol>
            <Notes items={[SCHEDULE_NOTE, '일정은 사정에 따라 변경될 수 있으며, 변경 시 이 페이지와 캘린더, 알림 문자로 안내해 드립니다.']} />
            <ReminderForm initial={data} />
          </>
        )}
      </div>
    </SubPage>
  );
}

function NextStep({ step }: { step: TimelineStep }) {
  return (
    <section className="schedule-next" aria-labelledby="schedule-next-title">
      <p className="schedule-next-eyebrow" id="schedule-next-title">
        {step.status === 'current' ? '오늘 진행되는 일정' : '다음 일정'}
      </p>
      <p className="schedule-next-label">
        <span className="dday">{step.dday}</span> {step.label}
      </p>
      <p className="schedule-next-when">{stepWhen(step)}</p>
    </section>
  );
}

function Step({ step }: { step: TimelineStep }) {
  const site = useSite();
  const online = step.where === 'online';
  return (
    <li id={step.key} className={`step is-${step.status}`} aria-current={step.status === 'current' ? 'step' : undefined} data-key={step.key}>
      <div className="step-head">
        <span className="step-status">{STATUS_LABELS[step.status]}</span>
        {step.dday && <span className="dday">{step.dday}</span>}
      </div>
      <h2 className="step-label">{step.label}</h2>
      <p className="step-when">
        <time dateTime={step.start}>{stepWhen(step)}</time>
      </p>
      <p className="step-where">
        <span className="sr-only">장소: </span>
        {online ? (
          <a href={step.url ?? site.applyhomeUrl} target="_blank" rel="noopener noreferrer">
            {WHERE_LABELS.online}
            <span className="sr-only"> (새 창)</span>
          </a>
        ) : step.where === 'model-house' ? (
          `${WHERE_LABELS['model-house']} · ${site.modelHouse.address}`
        ) : (
          `${site.projectName} 현장 · ${site.location}`
        )}
      </p>
      {step.note && <p className="step-note">{step.note}</p>}
      {step.status !== 'past' && (
        <a className="step-ics" href={`/calendar/${step.key}.ics`} aria-label={`${step.label} 캘린더에 추가`}>
          캘린더에 추가
        </a>
      )}
    </li>
  );
}

type Status = 'idle' | 'submitting' | 'ok' | 'invalid' | 'limited' | 'error';

function ReminderForm({ initial }: { initial: SchedulePageData }) {
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
                <a href="/privacy" target="_blank" rel="noopener">
                  개인정보처리방침 보기<span className="sr-only"> (새 창)</span>
                </a>
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

/** The whole page content is one island: its form reads the page's server data (decision 0027). */
export const SalesScheduleIsland = island('page-schedule', SalesSchedule);

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LEAD_LIMITS, LEAD_MESSAGES } from '../../shared/leads';
import { PARTY_MAX, PARTY_MIN, visitWhen, type SlotDay } from '../../shared/visits';
import { ConsentField } from './ConsentField';
import { SpamGuard } from './SpamGuard';
import { newFillKey } from '../kept-leads';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency';
import { visitorFields } from './visitor-fields';
import { MarketingConsent } from './MarketingConsent';
import { SlotPicker } from './SlotPicker';
import { SLOT_KIND_LABELS, type WinnerSlotKind } from '../../shared/winners';
import { VerificationSlot, VERIFICATION_ERROR_EVENT, verificationMissing } from './verification-slot';
import { useFormStep } from '../form-step';
import { FORM_ID_FIELD } from '../../shared/form-step';

interface Booked {
  code: string;
  date: string;
  start: string;
  party: number;
  manageUrl: string;
}

interface Props {
  days: SlotDay[];
  site?: string;
  id: string;
  /** Ask for fresh slots (after a place was taken by someone else). */
  onStale?: () => void;
  /** A winner's 서류접수 or 계약 visit (listed winners only) instead of a model-house visit. */
  kind?: WinnerSlotKind;
}

const PARTIES = Array.from({ length: PARTY_MAX - PARTY_MIN + 1 }, (_, i) => PARTY_MIN + i);

/**
 * Booking a model-house visit for a time slot. With JavaScript it posts JSON and shows the
 * reservation in place; without, the same fields post as a form and the server answers with
 * the reservation page.
 */
export function VisitForm({ days, site, id, onStale, kind }: Props) {
  const purpose = kind ? SLOT_KIND_LABELS[kind] : '견본주택';
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [booked, setBooked] = useState<Booked | null>(null);
  const renderedAt = useRef<HTMLInputElement>(null);
  /** One idempotency key per form fill: a retry after a lost answer books nothing twice. */
  const fillKey = useRef('');
  // The server's second step after a post without JavaScript: what was typed, and the code field.
  const step = useFormStep(id);
  const typed = step?.values ?? {};

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    if (!data.get('slotId')) {
      setError('방문 시간을 선택해 주세요.');
      return;
    }
    if (verificationMissing(form)) return;
    setBusy(true);
    setError('');
    markInvalid(form, {}, id);
    fillKey.current ||= newFillKey();
    try {
      const res = await fetch('/api/visits', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_HEADER]: fillKey.current },
        body: JSON.stringify({
          slotId: data.get('slotId'),
          party: Number(data.get('party')),
          message: data.get('message') ?? '',
          ...visitorFields(form, site, pathname),
        }),
      });
      const body = (await res.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string>; reservation?: Booked };
      if (res.ok && body.reservation) {
        setBooked(body.reservation);
      } else if (res.ok) {
        setError(LEAD_MESSAGES.failed);
      } else {
        setError([400, 403, 409, 410, 429, 503].includes(res.status) ? (body.error ?? LEAD_MESSAGES.failed) : LEAD_MESSAGES.failed);
        if (res.status === 409) onStale?.();
        // Verification refused (403, or a wrong code): the message goes beside the code field too.
        if (res.status === 403 || res.status === 410 || (res.status === 400 && body.fields?.verificationCode)) {
          form.dispatchEvent(new CustomEvent(VERIFICATION_ERROR_EVENT, { detail: body.error ?? LEAD_MESSAGES.failed }));
        }
        if (res.status === 400 && body.fields) markInvalid(form, body.fields, id);
      }
    } catch (err) {
      console.error('visit booking failed', err);
      setError(LEAD_MESSAGES.error);
    } finally {
      setBusy(false);
    }
  };

  if (booked) {
    return (
      <div className="visit-booked" role="status">
        <p className="visit-booked-title">✓ {purpose} 방문 예약이 확정되었습니다.</p>
        <dl className="visit-facts">
          <dt>예약번호</dt>
          <dd className="visit-code">{booked.code}</dd>
          <dt>방문 일시</dt>
          <dd>{visitWhen(booked.date, booked.start)}</dd>
          <dt>방문 인원</dt>
          <dd>{`${booked.party}명`}</dd>
        </dl>
        <p className="visit-note">확정 문자를 보내 드렸습니다. 방문 전날 오전 10시에 안내 문자를 한 번 더 보내 드립니다.</p>
        <Link to={booked.manageUrl} className="btn btn-outline btn-block" reloadDocument>
          예약 확인·취소
        </Link>
      </div>
    );
  }

  return (
    <form className="lead-form visit-form" method="post" action="/api/visits" onSubmit={submit} aria-busy={busy}>
      {site && <input type="hidden" name="site" value={site} />}
      <input type="hidden" name="page" value={pathname} />
      <input type="hidden" name={FORM_ID_FIELD} value={id} />
      <SpamGuard id={id} renderedAt={renderedAt} />
      <SlotPicker days={days} id={id} chosen={typed.slotId} />
      <div className="field">
        <label htmlFor={`${id}-party`}>
          방문 인원 <span className="required" aria-hidden="true">*</span>
        </label>
        <select id={`${id}-party`} name="party" required defaultValue={typed.party ?? '2'}>
          {PARTIES.map((n) => (
            <option key={n} value={n}>
              {n}명
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>
          이름 <span className="required" aria-hidden="true">*</span>
        </label>
        <input id={`${id}-name`} name="name" type="text" required autoComplete="name" maxLength={LEAD_LIMITS.name} defaultValue={typed.name} />
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
          aria-invalid={step?.errors.phone ? true : undefined}
          aria-describedby={step?.errors.phone ? `${id}-phone-error` : undefined}
        />
        {step?.errors.phone && (
          <p id={`${id}-phone-error`} className="field-error">
            {step.errors.phone}
          </p>
        )}
      </div>
      <VerificationSlot id={id} always step={step} />
      <div className="field">
        <label htmlFor={`${id}-message`}>문의내용</label>
        <textarea id={`${id}-message`} name="message" rows={3} maxLength={LEAD_LIMITS.message} defaultValue={typed.message} />
      </div>
      {kind ? (
        <ConsentField id={`${id}-consent`} purpose={`당첨자 확인, ${purpose} 방문 예약 확인 및 안내 문자 발송`} collects="이름, 연락처, 방문 일시·인원, 문의내용(선택)" checked={typed.consent === 'on'} />
      ) : (
        <>
          <ConsentField id={`${id}-consent`} purpose="견본주택 방문 예약 확인 및 안내 문자 발송, 분양 상담" collects="이름, 연락처, 방문 일시·인원, 문의내용(선택)" checked={typed.consent === 'on'} />
          <MarketingConsent id={`${id}-ad`} checked={typed} />
        </>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? '예약 중…' : '방문 예약하기'}
      </button>
      {error && (
        <p id={`${id}-error`} className="form-message is-failure" role="alert">
          ✗ {error}
        </p>
      )}
    </form>
  );
}

/**
 * A rejected booking keeps the form and what was typed: the fields the server named are marked
 * invalid, described by the message, and the first gets focus (an empty `fields` clears the marks).
 */
function markInvalid(form: HTMLFormElement, fields: Record<string, string>, id: string) {
  let first: HTMLElement | undefined;
  for (const el of Array.from(form.elements) as HTMLElement[]) {
    const name = el.getAttribute('name');
    if (!name || el.getAttribute('type') === 'hidden') continue;
    // The message joins whatever the field is already described by (the consent notice).
    const described = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((d) => d && d !== `${id}-error`);
    if (name in fields) {
      el.setAttribute('aria-invalid', 'true');
      el.setAttribute('aria-describedby', [...described, `${id}-error`].join(' '));
      first ??= el;
    } else if (el.hasAttribute('aria-invalid')) {
      el.removeAttribute('aria-invalid');
      if (described.length) el.setAttribute('aria-describedby', described.join(' '));
      else el.removeAttribute('aria-describedby');
    }
  }
  first?.focus();
}

/** The booking form when slots are open, otherwise `fallback` (the visit request form). */
export function VisitBooking({ initialDays, site, id, fallback, kind }: { initialDays?: SlotDay[]; site?: string; id: string; fallback: ReactNode; kind?: WinnerSlotKind }) {
  const [days, setDays] = useState<SlotDay[] | undefined>(initialDays);
  const load = () =>
    fetch(kind ? `/api/visits/slots?kind=${kind}&days=31` : '/api/visits/slots', { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : { days: [] }))
      .then((b: { days: SlotDay[] }) => setDays(b.days))
      .catch(() => {});
  useEffect(() => {
    if (!initialDays) void load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  if (!days || days.length === 0) return <>{fallback}</>;
  return <VisitForm days={days} site={site} id={id} onStale={load} kind={kind} />;
}

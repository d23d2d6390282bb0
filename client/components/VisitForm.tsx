import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from '../nav';
import { LEAD_MESSAGES, missingFields, RENDERED_AT_FIELD } from '../../shared/leads';
import { PARTY_MAX, PARTY_MIN, VISIT_MESSAGES, visitWhen, type SlotDay } from '../../shared/visits';
import { FieldError, invalidProps, useFieldErrors } from './FieldError';
import { MessageField, NameField, PhoneField } from './PersonFields';
import { useFormEcho } from '../form-echo';
import { ConsentField } from './ConsentField';
import { formStamp, SpamGuard } from './SpamGuard';
import { newFillKey } from '../kept-leads';
import type { KeptBookingSent } from '../kept-bookings';
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
  /** Why no text was sent (a landline), shown instead of the text notice. */
  notice?: string;
}

interface Props {
  days: SlotDay[];
  site?: string;
  id: string;
  /** Ask for fresh slots (after a place was taken by someone else). */
  onStale?: () => void;
  /** A winner's 서류접수 or 계약 visit (listed winners only) instead of a model-house visit. */
  kind?: WinnerSlotKind;
  /** The inquiry filled in beforehand (the cash plan's link names the type: '84A 타입 상담을 희망합니다.'). */
  message?: string;
}

const PARTIES = Array.from({ length: PARTY_MAX - PARTY_MIN + 1 }, (_, i) => PARTY_MIN + i);
/** The inputs a visitor can correct, in form order (the server names them in a 400's `fields`). */
const FIELDS = ['slotId', 'party', 'name', 'phone', 'message', 'consent'] as const;

/**
 * Booking a model-house visit for a time slot. With JavaScript it posts JSON and shows the
 * reservation in place; without, the same fields post as a form and the server answers with
 * the reservation page, or this form again holding what was typed. Each message sits under its
 * field (FieldError), as in every visitor form.
 */
export function VisitForm({ days, site, id, onStale, kind, message }: Props) {
  const purpose = kind ? SLOT_KIND_LABELS[kind] : '견본주택';
  const { pathname } = useLocation();
  const echo = useFormEcho('booking', id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(echo ? (echo.error ?? Object.values(echo.errors)[0] ?? '') : '');
  const [booked, setBooked] = useState<Booked | null>(null);
  /** Taken in without a reservation yet (held for a check): the visitor reads it as received. */
  const [received, setReceived] = useState(false);
  /** The service worker's message when it kept the booking offline (public/booking-sw.js). */
  const [kept, setKept] = useState('');
  // A kept booking sent later: its answer arrives from the service worker, matched by the fill key.
  useEffect(() => {
    if (!kept || !('serviceWorker' in navigator)) return;
    const heard = (e: MessageEvent) => {
      const sent = e.data as KeptBookingSent;
      if (sent?.type !== 'kept-booking-sent' || sent.key !== fillKey.current) return;
      setKept('');
      const reservation = sent.answer.reservation as Booked | undefined;
      if (sent.status < 300 && reservation) setBooked({ ...reservation, notice: sent.answer.notice });
      else if (sent.status < 300) setReceived(true);
      else setError(sent.answer.error ?? LEAD_MESSAGES.failed);
    };
    navigator.serviceWorker.addEventListener('message', heard);
    return () => navigator.serviceWorker.removeEventListener('message', heard);
  }, [kept]);
  const fieldErrors = useFieldErrors(FIELDS, echo?.errors);
  const { errors } = fieldErrors;
  const renderedAt = useRef<HTMLInputElement>(null);
  /** One idempotency key per form fill: a retry after a lost answer books nothing twice. */
  const fillKey = useRef('');
  const [checks, setChecks] = useState(false);
  useEffect(() => setChecks(true), []);
  // The server's second step after a post without JavaScript: what was typed, and the code field.
  const step = useFormStep(id);
  const stepPhoneError = step?.errors.phone;
  useEffect(() => {
    if (stepPhoneError) fieldErrors.show({ phone: stepPhoneError });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepPhoneError]);
  // What was typed, when the server renders the form again: a refused post (echo) or the verification step.
  const v: Partial<Record<string, string>> = echo?.values ?? step?.values ?? {};
  // A form shown again after a no-JavaScript post opens at its first message (autofocus scrolls to it).
  const echoFocus = echo ? (FIELDS.find((f) => echo.errors[f]) ?? 'submit') : undefined;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const person = visitorFields(form, site, pathname);
    const missing = {
      ...(data.get('slotId') ? {} : { slotId: VISIT_MESSAGES.fields.slotId }),
      ...missingFields({ name: String(person.name ?? ''), phone: String(person.phone ?? ''), consent: person.consent }),
    };
    setError(Object.values(missing)[0] ?? '');
    fieldErrors.show(missing);
    if (Object.keys(missing).length) return;
    if (verificationMissing(form)) return;
    setBusy(true);
    fillKey.current ||= newFillKey();
    try {
      // The stamp the form fetched when it appeared (waited for when it is still on its way).
      const stamp = await formStamp(renderedAt.current);
      const res = await fetch('/api/visits', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_HEADER]: fillKey.current },
        body: JSON.stringify({
          slotId: data.get('slotId'),
          party: Number(data.get('party')),
          message: data.get('message') ?? '',
          ...person,
          [RENDERED_AT_FIELD]: stamp,
        }),
      });
      const body = (await res.json().catch(() => ({}))) as { error?: string; notice?: string; fields?: Record<string, string>; reservation?: Booked; kept?: boolean; message?: string };
      if (res.status === 202 && body.kept) {
        setKept(body.message ?? '');
      } else if (res.ok && body.reservation) {
        setBooked({ ...body.reservation, notice: body.notice });
      } else if (res.ok) {
        // A 2xx is never a failure: without a reservation the request was taken in and is confirmed by text.
        setReceived(true);
      } else {
        // Each message under its field; the summary by the button repeats the first one.
        setError([400, 403, 409, 410, 429, 503].includes(res.status) ? (body.error ?? LEAD_MESSAGES.failed) : LEAD_MESSAGES.failed);
        if (res.status === 409) onStale?.();
        // Verification refused (403, or a wrong code): the message goes beside the code field.
        if (res.status === 403 || res.status === 410 || (res.status === 400 && body.fields?.verificationCode)) {
          form.dispatchEvent(new CustomEvent(VERIFICATION_ERROR_EVENT, { detail: body.error ?? LEAD_MESSAGES.failed }));
        }
        if (res.status === 400 && body.fields) fieldErrors.show(body.fields);
      }
    } catch (err) {
      console.error('visit booking failed', err);
      setError(LEAD_MESSAGES.error);
    } finally {
      setBusy(false);
    }
  };

  if (kept) {
    return (
      <div className="visit-booked visit-kept" role="status">
        <p className="visit-booked-title">↻ {kept}</p>
        <p className="visit-note">같은 예약이 두 번 접수되지는 않습니다. 보내 드리면 이 자리에서 확정 내용을 알려 드립니다.</p>
      </div>
    );
  }

  if (received) {
    return (
      <div className="visit-booked visit-received" role="status">
        <p className="visit-booked-title">✓ {VISIT_MESSAGES.received}</p>
      </div>
    );
  }

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
        <p className="visit-note">
          {booked.notice ?? '확정 문자를 보내 드렸습니다. 방문 전날 오전 10시에 안내 문자를 한 번 더 보내 드립니다.'}
        </p>
        <Link to={booked.manageUrl} className="btn btn-outline btn-block" reloadDocument>
          예약 확인·취소
        </Link>
      </div>
    );
  }

  return (
    <form
      ref={fieldErrors.formRef}
      className="lead-form visit-form"
      method="post"
      action="/api/visits"
      onSubmit={submit}
      noValidate={checks}
      aria-busy={busy}
    >
      {site && <input type="hidden" name="site" value={site} />}
      <input type="hidden" name="page" value={pathname} />
      <input type="hidden" name={FORM_ID_FIELD} value={id} />
      <SpamGuard id={id} renderedAt={renderedAt} />
      <SlotPicker
        days={days}
        id={id}
        initialSlot={v.slotId}
        error={errors.slotId}
        onChange={() => fieldErrors.clear('slotId')}
        autoFocus={echoFocus === 'slotId'}
      />
      <div className="field">
        <label htmlFor={`${id}-party`}>
          방문 인원 <span className="required" aria-hidden="true">*</span>
        </label>
        <select
          id={`${id}-party`}
          name="party"
          required
          defaultValue={v.party && PARTIES.includes(Number(v.party)) ? v.party : '2'}
          autoFocus={echoFocus === 'party'}
          onChange={() => fieldErrors.clear('party')}
          {...invalidProps(`${id}-party`, errors.party)}
        >
          {PARTIES.map((n) => (
            <option key={n} value={n}>
              {n}명
            </option>
          ))}
        </select>
        <FieldError fieldId={`${id}-party`} message={errors.party} />
      </div>
      <NameField formId={id} value={v.name} error={errors.name} autoFocus={echoFocus === 'name'} onEdit={() => fieldErrors.clear('name')} />
      <PhoneField formId={id} value={v.phone} error={errors.phone} autoFocus={echoFocus === 'phone'} onEdit={() => fieldErrors.clear('phone')} />
      <VerificationSlot id={id} always step={step} />
      <MessageField formId={id} rows={3} value={v.message ?? message} error={errors.message} autoFocus={echoFocus === 'message'} onEdit={() => fieldErrors.clear('message')} />
      <ConsentField
        id={`${id}-consent`}
        purpose={kind ? `당첨자 확인, ${purpose} 방문 예약 확인 및 안내 문자 발송` : '견본주택 방문 예약 확인 및 안내 문자 발송, 분양 상담'}
        collects="이름, 연락처, 방문 일시·인원, 문의내용(선택)"
        error={errors.consent}
        onChange={() => fieldErrors.clear('consent')}
        autoFocus={echoFocus === 'consent'}
        checked={step?.values.consent === 'on'}
      />
      {!kind && <MarketingConsent id={`${id}-ad`} checked={step?.values} />}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} autoFocus={echoFocus === 'submit'}>
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

/** The booking form when slots are open, otherwise `fallback` (the visit request form). */
export function VisitBooking({ initialDays, site, id, fallback, kind, message }: { initialDays?: SlotDay[]; site?: string; id: string; fallback: ReactNode; kind?: WinnerSlotKind; message?: string }) {
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
  return <VisitForm days={days} site={site} id={id} onStale={load} kind={kind} message={message} />;
}

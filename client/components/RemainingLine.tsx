import { useEffect, useState, type FormEvent } from 'react';
import { api, ApiError } from '../api';
import { useSite } from '../site-context';
import { VerificationSlot } from './verification-slot';
import { PublicGrid } from './UnitGrid';
import { PLACE_KEY } from '../remaining-place-key';
import { VERIFICATION_FIELDS } from '../../shared/verification';
import { PICK_SECONDS, UNIT_MESSAGES, type PublicUnit, type QueueJoin, type QueueStatus, type UnitHoldAnswer } from '../../shared/units';
import { groupDigits, kstClockAmPm } from '../../shared/korean-format';


interface Place {
  ticket: string;
  name: string;
  phone: string;
  verificationToken?: string;
  /** When this tab first saw the ticket admitted (the pick timer starts there). */
  admittedAt?: number;
  hold?: UnitHoldAnswer['hold'] & { unit: string };
}

const readPlace = (): Place | null => {
  try {
    return JSON.parse(sessionStorage.getItem(PLACE_KEY) ?? 'null') as Place | null;
  } catch {
    return null;
  }
};
const keepPlace = (p: Place | null) => (p ? sessionStorage.setItem(PLACE_KEY, JSON.stringify(p)) : sessionStorage.removeItem(PLACE_KEY));

const waitLabel = (seconds: number) => (seconds >= 60 ? `약 ${Math.ceil(seconds / 60)}분` : `약 ${seconds}초`);

/** The waiting room: join, wait (place and time, updated), then pick within 30 s. */
export function RemainingLine({ units, refresh }: { units: PublicUnit[]; refresh: () => Promise<void> }) {
  const site = useSite();
  const [place, setPlace] = useState<Place | null>(null);
  const [status, setStatus] = useState<QueueStatus | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [askedAt, setAskedAt] = useState(() => Date.now());

  useEffect(() => setPlace(readPlace()), []);
  const update = (p: Place | null) => {
    keepPlace(p);
    setPlace(p);
  };

  // The place in line, asked for again when it may have changed (admission moves by the minute):
  // every 2 s near one's turn, at most every 10 s while far from it; the wait counts down between.
  useEffect(() => {
    if (!place || place.hold) return;
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      let next = 2;
      try {
        const s = await api<QueueStatus>(`/api/units/queue/${encodeURIComponent(place.ticket)}`);
        if (stop) return;
        setStatus(s);
        setAskedAt(Date.now());
        if (s.admitted) {
          if (!place.admittedAt) update({ ...place, admittedAt: Date.now() });
          return;
        }
        next = Math.min(10, Math.max(2, s.estimatedSeconds));
      } catch (err) {
        // A ticket of an earlier opening (or a changed key): join again with the same phone.
        if (err instanceof ApiError && err.status === 403) return update(null);
      }
      if (!stop) timer = setTimeout(() => void ask(), next * 1000);
    };
    void ask();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [place]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const join = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const phone = String(form.get('phone') ?? '').trim();
    const verificationToken = String(form.get(VERIFICATION_FIELDS.token) ?? '') || undefined;
    setBusy(true);
    setError('');
    try {
      const joined = await api<QueueJoin>('/api/units/queue', { method: 'POST', json: { name, phone, verificationToken } });
      setStatus({ position: joined.position, admitted: joined.position === 0, estimatedSeconds: joined.estimatedSeconds });
      update({ ticket: joined.ticket, name, phone, verificationToken, ...(joined.position === 0 ? { admittedAt: Date.now() } : {}) });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const pick = async (u: PublicUnit) => {
    if (!place) return;
    setBusy(true);
    setError('');
    try {
      const { hold } = await api<UnitHoldAnswer>(`/api/units/${u.id}/hold`, {
        method: 'POST',
        headers: { 'X-Queue-Ticket': place.ticket },
        json: { name: place.name, phone: place.phone, verificationToken: place.verificationToken },
      });
      update({ ...place, hold: { ...hold, unit: `${u.dong}동 ${u.ho}호` } });
    } catch (err) {
      setError(err instanceof ApiError && err.status === 409 ? (err.message || UNIT_MESSAGES.taken) : (err as Error).message);
    } finally {
      setBusy(false);
      void refresh().catch(() => {});
    }
  };

  if (place?.hold) {
    return (
      <section className="remaining-line" aria-labelledby="line-title">
        <h3 id="line-title">세대 선택 완료</h3>
        <p role="status" className="remaining-done">
          <strong>{place.hold.unit}</strong>를 선택하셨습니다. {kstClockAmPm(place.hold.expiresAt)}까지 계약 방문을 예약해 주세요.
        </p>
        <p>
          <a className="btn btn-primary" href={place.hold.bookingUrl.replace(site.siteUrl, '')}>
            계약 방문 예약하기
          </a>
        </p>
        <PublicGrid units={units} />
      </section>
    );
  }

  if (!place) {
    return (
      <section className="remaining-line remaining-js" aria-labelledby="line-title">
        <h3 id="line-title">선착순 대기열</h3>
        <p>대기열에 들어오신 순서대로 입장하며, 입장하시면 {PICK_SECONDS}초 안에 원하는 세대를 선택하실 수 있습니다. 한 분이 한 세대만 선택하실 수 있습니다.</p>
        <form className="remaining-join" onSubmit={join} aria-label="대기열 참여">
          <label>
            이름
            <input name="name" autoComplete="name" required maxLength={50} />
          </label>
          <label>
            휴대폰 번호
            <input name="phone" type="tel" inputMode="tel" autoComplete="tel" required maxLength={20} placeholder="010-0000-0000" />
          </label>
          <VerificationSlot id="remaining-verification" always />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            대기열 들어가기
          </button>
        </form>
        {error && (
          <p role="alert" className="remaining-error">
            {error}
          </p>
        )}
        <PublicGrid units={units} />
      </section>
    );
  }

  const admitted = !!status?.admitted;
  const left = place.admittedAt ? Math.min(PICK_SECONDS, Math.max(0, PICK_SECONDS - Math.floor((now - place.admittedAt) / 1000))) : PICK_SECONDS;
  return (
    <section className="remaining-line" aria-labelledby="line-title">
      <h3 id="line-title">{admitted ? '세대를 선택해 주세요' : '대기 중입니다'}</h3>
      {!status ? (
        <p role="status">대기 순서를 확인하고 있습니다…</p>
      ) : admitted ? (
        <p role="timer" aria-live="off" className={`remaining-timer${left === 0 ? ' over' : ''}`}>
          {left > 0 ? <>남은 선택 시간 <strong>{left}초</strong></> : '선택 시간이 지났습니다. 남은 세대를 계속 고르실 수 있지만, 다른 분이 먼저 선택할 수 있습니다.'}
        </p>
      ) : (
        <p role="status" className="remaining-wait">
          내 앞 대기 <strong>{groupDigits(status.position)}명</strong> · 예상 대기 <strong>{waitLabel(Math.max(1, status.estimatedSeconds - Math.floor((now - askedAt) / 1000)))}</strong>
          <br />이 화면을 닫지 말고 기다려 주세요. 새로 고침해도 순서는 유지됩니다.
        </p>
      )}
      {error && (
        <p role="alert" className="remaining-error">
          {error}
        </p>
      )}
      <PublicGrid units={units} pick={admitted ? (u) => void pick(u) : undefined} busy={busy} />
    </section>
  );
}

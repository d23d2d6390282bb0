import { useEffect, useRef, useState } from 'react';
import type { FormStep } from '../../shared/form-step';
import { VERIFICATION, VERIFICATION_FIELDS } from '../../shared/verification';
import { VERIFICATION_MESSAGES } from '../../shared/verification-messages';
import { useSite } from '../site-context';
import { VERIFICATION_ERROR_EVENT } from './events';

interface Props {
  /** Field id prefix of the form. */
  id: string;
  /** Shown from the start (booking); otherwise once an advertising-consent box is ticked. */
  always?: boolean;
  /** The server's second step of this form (a post without JavaScript). */
  step?: FormStep;
  /** A message the form sent before this block had loaded (verification-slot.tsx). */
  initialError?: string;
}

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * 휴대폰 인증 inside a visitor form. With JavaScript: "인증번호 받기" texts a code, the code field
 * shows a 3:00 countdown, a new code can be asked for after 60 s, and a right code leaves a
 * token in the form (`verificationToken`). Without JavaScript the server renders this block in
 * the form's second step (code field and "인증번호 다시 받기"), and the post carries the code.
 */
export function PhoneVerification({ id, always = false, step, initialError }: Props) {
  const site = useSite();
  const box = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [consentTicked, setConsentTicked] = useState(step?.values.marketing === 'on');
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [expiresAt, setExpiresAt] = useState(() => (step?.codeSent ? Date.now() + (step.expiresInSeconds ?? 0) * 1000 : 0));
  const [resendAt, setResendAt] = useState(() => (step?.codeSent && step.expiresInSeconds ? Date.now() + VERIFICATION.resendSeconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const [token, setToken] = useState('');
  const [error, setError] = useState(step?.errors[VERIFICATION_FIELDS.code] ?? step?.errors.verification ?? initialError ?? '');
  const [notice, setNotice] = useState(step?.notice ?? '');
  const codeSent = expiresAt > 0 || !!step?.codeSent;

  useEffect(() => setEnhanced(true), []);

  // Follows the form: the consent boxes decide whether it is needed; a changed number needs a new code.
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    const ticked = () => (form.elements.namedItem('marketing') as HTMLInputElement | null)?.checked ?? false;
    setConsentTicked(ticked());
    const onChange = (e: Event) => {
      const name = (e.target as HTMLInputElement | null)?.name;
      if (name === 'marketing' || name === 'night') setConsentTicked(ticked());
      if (name === 'phone') {
        setToken('');
        setNotice('');
      }
    };
    const onError = (e: Event) => setError((e as CustomEvent<string>).detail);
    form.addEventListener('input', onChange);
    form.addEventListener('change', onChange);
    form.addEventListener(VERIFICATION_ERROR_EVENT, onError);
    return () => {
      form.removeEventListener('input', onChange);
      form.removeEventListener('change', onChange);
      form.removeEventListener(VERIFICATION_ERROR_EVENT, onError);
    };
  }, []);

  // The countdown ticks only while a code is alive or a resend is pending.
  useEffect(() => {
    if (!expiresAt || token) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt, token]);

  if (!site.phoneVerification) return null;
  const needed = always || consentTicked;
  const left = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const resendIn = Math.max(0, Math.ceil((resendAt - now) / 1000));

  const phone = () => ((box.current?.closest('form')?.elements.namedItem('phone') as HTMLInputElement | null)?.value ?? '').trim();

  const send = async () => {
    setError('');
    setNotice('');
    setSending(true);
    try {
      const res = await fetch('/api/phone-verifications', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ phone: phone() }),
      });
      const body = (await res.json().catch(() => ({}))) as { expiresInSeconds?: number; error?: string };
      if (res.status === 201) {
        const at = Date.now();
        setNow(at);
        setExpiresAt(at + (body.expiresInSeconds ?? VERIFICATION.codeSeconds) * 1000);
        setResendAt(at + VERIFICATION.resendSeconds * 1000);
        setToken('');
        setNotice(VERIFICATION_MESSAGES.sent);
        box.current?.querySelector<HTMLInputElement>(`#${id}-code`)?.focus();
      } else {
        setError(body.error ?? VERIFICATION_MESSAGES.busy);
      }
    } catch {
      setError(VERIFICATION_MESSAGES.busy);
    } finally {
      setSending(false);
    }
  };

  const confirm = async () => {
    const code = box.current?.querySelector<HTMLInputElement>(`#${id}-code`)?.value ?? '';
    setError('');
    setChecking(true);
    try {
      const res = await fetch('/api/phone-verifications/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ phone: phone(), code }),
      });
      const body = (await res.json().catch(() => ({}))) as { verificationToken?: string; error?: string };
      if (res.ok && body.verificationToken) {
        setToken(body.verificationToken);
        setNotice(VERIFICATION_MESSAGES.verified);
      } else {
        setError(body.error ?? VERIFICATION_MESSAGES.busy);
      }
    } catch {
      setError(VERIFICATION_MESSAGES.busy);
    } finally {
      setChecking(false);
    }
  };

  // Without JavaScript the block appears only in the server's second step.
  if (!needed && !(step && !enhanced)) return <div ref={box} hidden />;
  const errorId = `${id}-code-error`;
  const noticeId = `${id}-code-notice`;
  const describedBy = [error ? errorId : '', notice || codeSent ? noticeId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div ref={box} className="field phone-verify" data-verification={token ? 'done' : 'needed'}>
      <input type="hidden" name={VERIFICATION_FIELDS.token} value={token} />
      <span className="phone-verify-title">
        휴대폰 인증 <span className="required" aria-hidden="true">*</span>
      </span>
      {token ? (
        <p id={noticeId} className="phone-verify-done" role="status">
          ✓ {VERIFICATION_MESSAGES.verified}
        </p>
      ) : (
        <>
          {enhanced ? (
            <button type="button" className="btn btn-outline phone-verify-send" onClick={send} disabled={sending || resendIn > 0}>
              {sending ? '보내는 중…' : resendIn > 0 ? `다시 받기 (${resendIn}초 후)` : codeSent ? '인증번호 다시 받기' : '인증번호 받기'}
            </button>
          ) : (
            step && (
              <button type="submit" name={VERIFICATION_FIELDS.resend} value="1" formNoValidate className="btn btn-outline phone-verify-send">
                인증번호 다시 받기
              </button>
            )
          )}
          {codeSent && (
            <>
              <label htmlFor={`${id}-code`}>인증번호 6자리</label>
              <div className="phone-verify-row">
                <input
                  id={`${id}-code`}
                  name={VERIFICATION_FIELDS.code}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                />
                {enhanced && (
                  <button type="button" className="btn btn-primary phone-verify-confirm" onClick={confirm} disabled={checking}>
                    확인
                  </button>
                )}
              </div>
              <p id={noticeId} className="phone-verify-timer" aria-live="polite">
                {enhanced && expiresAt
                  ? left > 0
                    ? <>남은 시간 <strong className="phone-verify-countdown">{mmss(left)}</strong>{notice === VERIFICATION_MESSAGES.sent ? ' · 인증번호를 문자로 보내 드렸습니다.' : ''}</>
                    : VERIFICATION_MESSAGES.expired
                  : notice || '문자로 받으신 인증번호를 3분 안에 입력해 주세요.'}
              </p>
            </>
          )}
          {!codeSent && !error && <p className="phone-verify-help">입력하신 휴대폰 번호로 인증번호를 보내 드립니다.</p>}
        </>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../../api';
import { CONSENT_CHANNEL_LABELS, type ConsentView } from '../../../shared/consent';
import { formatDateTime } from '../../../shared/press';

const KIND = { grant: '동의', withdraw: '철회' } as const;
const SCOPE = { marketing: '광고성 정보', night: '야간 수신', schedule: '청약 일정 알림' } as const;

/** Look up a number's advertising consent and its ledger; record an opt-out received by phone; erase the number on request. */
export function ConsentDesk({ csrf }: { csrf: string }) {
  const [phone, setPhone] = useState('');
  const [view, setView] = useState<ConsentView | null>(null);
  const [message, setMessage] = useState('');

  const lookup = async (e?: FormEvent) => {
    e?.preventDefault();
    setMessage('');
    try {
      setView(await api<ConsentView>(`/api/admin/consents?phone=${encodeURIComponent(phone)}`));
    } catch (err) {
      setView(null);
      setMessage(err instanceof ApiError ? err.message : '조회에 실패했습니다.');
    }
  };

  const optOut = async () => {
    if (!view || !window.confirm(`${view.phone} 번호의 광고성 정보 수신거부를 등록합니다. 계속할까요?`)) return;
    try {
      setView(await api<ConsentView>('/api/admin/consents/optout', { method: 'POST', csrf, json: { phone: view.phone } }));
      setMessage('수신거부를 등록했습니다. 아직 발송되지 않은 광고 문자는 모두 취소되었고, 처리 결과 문자가 발송됩니다.');
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : '수신거부 등록에 실패했습니다.');
    }
  };

  // A deletion request (개인정보 삭제 요구): everything kept about the number goes (POST /api/admin/erasure).
  const erase = async () => {
    if (!view || !window.confirm(`${view.phone} 번호의 상담 신청, 방문 예약, 수신 동의 기록, 문자 내역을 모두 삭제합니다. 되돌릴 수 없습니다. 계속할까요?`)) return;
    try {
      const c = await api<{ leads: number; notes: number; reservations: number; placesFreed: number; consentEntries: number; outboxCancelled: number; outboxRedacted: number; optOutKept: boolean }>(
        '/api/admin/erasure',
        { method: 'POST', csrf, json: { phone: view.phone } },
      );
      setView(null);
      setPhone('');
      setMessage(
        `삭제했습니다: 상담 신청 ${c.leads}건(메모·이력 ${c.notes}건), 방문 예약 ${c.reservations}건(풀린 자리 ${c.placesFreed}), 수신 동의 기록 ${c.consentEntries}건, ` +
          `발송 취소 ${c.outboxCancelled}건, 문자 내역 가림 ${c.outboxRedacted}건.${c.optOutKept ? ' 수신거부는 번호를 알 수 없는 형태로 유지됩니다.' : ''}`,
      );
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : '삭제에 실패했습니다.');
    }
  };

  return (
    <section className="announce-preview" aria-labelledby="consent-desk-title">
      <h2 id="consent-desk-title" className="announce-title">수신 동의 조회 · 전화 수신거부 등록</h2>
      <form className="row consent-desk-form" onSubmit={lookup}>
        <label htmlFor="cd-phone" className="sr-only">
          연락처
        </label>
        <input id="cd-phone" type="tel" inputMode="tel" placeholder="010-1234-5678" value={phone} onChange={(e) => setPhone(e.target.value)} required />
        <button type="submit" className="btn btn-outline">
          조회
        </button>
      </form>
      {message && (
        <p className="announce-meta" role="status">
          {message}
        </p>
      )}
      {view && (
        <>
          <p>
            <strong>{view.phone}</strong> · 광고성 정보 {view.marketing ? '수신 동의' : '미동의'} · 야간 {view.night ? '동의' : '미동의'}
          </p>
          {view.ledger.length > 0 && (
            <ul className="announce-meta consent-ledger">
              {view.ledger.map((e, i) => (
                <li key={i}>
                  {formatDateTime(e.at)} {SCOPE[e.scope]} {KIND[e.kind]} ({CONSENT_CHANNEL_LABELS[e.channel]}, {e.version}{e.verified === true ? ', 휴대폰 인증' : e.verified === false ? ', 인증 없음' : ''})
                </li>
              ))}
            </ul>
          )}
          {(view.marketing || view.night) && (
            <button type="button" className="btn btn-primary" onClick={() => void optOut()} disabled={!csrf}>
              수신거부 등록
            </button>
          )}{' '}
          <button type="button" className="btn btn-outline" onClick={() => void erase()} disabled={!csrf}>
            개인정보 삭제 (삭제 요구 처리)
          </button>
        </>
      )}
    </section>
  );
}

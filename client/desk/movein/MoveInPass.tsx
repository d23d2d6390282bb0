import { useState } from 'react';
import { api, ApiError } from '../../api';
import type { AdminPassData, KeyHandover } from '../../../shared/movein';
import { keyTime } from '../../../shared/movein';
import { koreanDate } from '../../../shared/kst';
import { groupDigits } from '../../../shared/korean-format';
import { DeskField, DeskFilters } from '../ui/DeskList';
import { useCsrfToken } from '../shell/useAdminSession';

const verdictText = (p: NonNullable<AdminPassData['pass']>) =>
  p.ended
    ? `${koreanDate(p.ended.on)} 해약된 계약의 입주증입니다. 열쇠를 드리지 마세요.`
    : p.released
      ? p.owed > 0 && p.exception
        ? `정산 전 예외 허용 (${p.exception}): 열쇠를 드려도 됩니다.`
        : '입주 정산서 완납(잔금 납부 확인): 열쇠를 드려도 됩니다.'
      : `입주 정산서에 분양대금 계좌로 납부하실 금액 ${groupDigits(p.owed)}원이 남았습니다: 열쇠를 드리기 전에 분양사무소에 확인해 주세요.`;

/**
 * 입주증 확인 as the management office uses it, a phone held at arm's length: one large ✓ (keys may be
 * handed over) or ✗ (stop), then the 열쇠 지급 button, recorded once; a second tap says who gave them and when.
 */
export function PassCheck({ data }: { data: AdminPassData }) {
  const p = data.pass;
  const csrf = useCsrfToken();
  const [keys, setKeys] = useState<KeyHandover | null>(p?.keys ?? null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const give = async () => {
    try {
      const res = await api<{ keys: KeyHandover }>(`/api/admin/movein/pass/${p!.code}/keys`, { method: 'POST', json: {}, csrf });
      setKeys(res.keys);
      setMessage({ text: `${p!.unit} 열쇠 지급을 기록했습니다.`, ok: true });
    } catch (err) {
      setMessage({ text: err instanceof ApiError ? err.message : '일시적인 오류가 발생했습니다.', ok: false });
    }
  };
  // The keys follow the 입주 정산서 as the server decides (release.ts): 0 left, or the desk's exception.
  const ok = !!p?.released && !p.ended;
  return (
    <>
      <DeskFilters action="/admin/movein/pass" label="입주증 번호 확인">
        <DeskField id="pass-code" label="입주증 번호" grow>
          <input id="pass-code" name="code" defaultValue={data.code} autoCapitalize="characters" autoComplete="off" placeholder="예: ABCD-2345" required />
        </DeskField>
      </DeskFilters>
      {data.error && (
        <section className="admin-card movein-pass is-stop" aria-label="입주증 확인 결과">
          <p className="movein-verdict"><span aria-hidden="true">✗</span> 확인 안 됨</p>
          <p role="alert">{data.error}</p>
        </section>
      )}
      {p && (
        <section className={`admin-card movein-pass ${ok ? 'is-ok' : 'is-stop'}`} aria-label="입주증 확인 결과">
          <p className="movein-verdict"><span aria-hidden="true">{ok ? '✓' : '✗'}</span> {ok ? '열쇠 지급 가능' : '열쇠 지급 불가'}</p>
          <p className="movein-pass-unit">{p.unit}</p>
          <p>계약자 {p.names.join(', ')}</p>
          <p>{verdictText(p)}</p>
          <p>{p.booking ? `입주 예약: ${koreanDate(p.booking.date)} ${p.booking.half} (${p.booking.start}~${p.booking.end})` : '입주 예약 없음'}</p>
          {keys ? (
            <p className="movein-keys">열쇠 지급 완료 · {keyTime(keys.at)} · {keys.by}</p>
          ) : (
            ok && <button type="button" className="admin-btn admin-btn-primary movein-keys-btn" onClick={() => void give()}>열쇠 지급 기록</button>
          )}
          {message && <p className={`form-message ${message.ok ? 'is-success' : 'is-failure'}`} role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
        </section>
      )}
    </>
  );
}

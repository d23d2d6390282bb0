import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import { UNIT_STATE_LABELS, type AdminUnit, type UnitState } from '../../../shared/units';

const DESK_STATES: UnitState[] = ['unreleased', 'available', 'pending', 'contracted', 'reserved'];
const kst = (iso: string) => new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The board's way to run a change: busy while it runs, its error or notice shown on the board. */
export type Run = (work: () => Promise<unknown>, done: string | (() => void)) => Promise<void>;

/** One unit: its hold confirmed or released, its state changed with a reason (계약자 on 계약완료), its history. */
export function UnitPanel({ unit: u, csrf, busy, run, onClose }: { unit: AdminUnit; csrf: string | undefined; busy: boolean; run: Run; onClose: () => void }) {
  const [state, setState] = useState<UnitState>(u.state === 'held' ? 'pending' : u.state);
  const [reason, setReason] = useState('');
  // 계약완료 asks for the 계약자 (one or more: 공동명의); the holder of the unit's hold comes first.
  const [holders, setHolders] = useState<{ name: string; phone: string }[]>(() => [{ name: u.hold?.name ?? u.winner?.name ?? '', phone: u.hold?.phone ?? '' }]);
  const [price, setPrice] = useState('');
  const reload = () => window.location.reload();
  const contracting = state === 'contracted' && u.state !== 'contracted';
  const change = (e: FormEvent) => {
    e.preventDefault();
    const named = holders.filter((h) => h.name.trim() || h.phone.trim());
    const contract = contracting ? { ...(named.length ? { holders: named } : {}), ...(price.trim() ? { price: Number(price.replace(/\D/g, '')) } : {}) } : {};
    void run(() => api(`/api/admin/units/${u.id}`, { method: 'PATCH', csrf, json: { state, reason, ...contract } }), reload);
  };
  const setHolder = (i: number, field: 'name' | 'phone', value: string) => setHolders((hs) => hs.map((h, j) => (j === i ? { ...h, [field]: value } : h)));
  return (
    <section className="admin-card units-panel" aria-labelledby="u-panel-title">
      <h2 id="u-panel-title" className="admin-card-title">
        {u.dong}동 {u.ho}호 · {u.unitType} · {UNIT_STATE_LABELS[u.state]}
      </h2>
      {u.winner && <p>당첨자: {u.winner.name}</p>}
      {u.hold && (
        <div className="units-hold">
          <p>
            홀드: {u.hold.name} ({u.hold.phone}) · {u.state === 'held' ? `${kst(u.hold.expiresAt)}까지` : `계약 대기 (홀드 마감 ${kst(u.hold.expiresAt)})`}
          </p>
          {u.needsAction && <p className="units-attention-note">조치 필요: {u.needsAction}</p>}
          {(u.state === 'held' || u.needsAction) && (
            <div className="units-actions">
              {u.state === 'held' && (
                <button type="button" className="btn btn-primary btn-sm" disabled={busy || !csrf} onClick={() => void run(() => api(`/api/admin/units/${u.id}/confirm`, { method: 'POST', csrf, json: {} }), reload)}>
                  홀드 확인(계약대기)
                </button>
              )}
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy || !csrf}
                onClick={() => {
                  const why = window.prompt('홀드를 풀고 잔여로 되돌리는 사유를 입력해 주세요.');
                  if (why) void run(() => api(`/api/admin/units/${u.id}/release`, { method: 'POST', csrf, json: { reason: why } }), reload);
                }}
              >
                홀드 해제
              </button>
            </div>
          )}
        </div>
      )}
      <form className="units-change" onSubmit={change} aria-label="세대 상태 변경">
        <div className="field">
          <label htmlFor="u-state">바꿀 상태</label>
          <select id="u-state" value={state} onChange={(e) => setState(e.currentTarget.value as UnitState)}>
            {DESK_STATES.map((s) => (
              <option key={s} value={s}>
                {UNIT_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="u-reason">변경 사유</label>
          <input id="u-reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} required minLength={2} maxLength={200} placeholder="예: 부적격 세대 해제" />
        </div>
        {contracting && (
          <fieldset className="units-holders">
            <legend>계약자 (공동명의는 한 분씩 추가)</legend>
            <p className="admin-muted">계약 원장에 이미 있는 세대는 비워 두셔도 됩니다. 계약자를 적으면 원장의 계약자가 이 명단으로 바뀝니다.</p>
            {holders.map((h, i) => (
              <div key={i} className="units-holder">
                <div className="field">
                  <label htmlFor={`u-holder-name-${i}`}>계약자 {i + 1} 이름</label>
                  <input id={`u-holder-name-${i}`} value={h.name} onChange={(e) => setHolder(i, 'name', e.currentTarget.value)} maxLength={50} autoComplete="off" />
                </div>
                <div className="field">
                  <label htmlFor={`u-holder-phone-${i}`}>계약자 {i + 1} 연락처</label>
                  <input id={`u-holder-phone-${i}`} value={h.phone} onChange={(e) => setHolder(i, 'phone', e.currentTarget.value)} inputMode="tel" maxLength={20} autoComplete="off" placeholder="010-0000-0000" />
                </div>
                {holders.length > 1 && (
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => setHolders((hs) => hs.filter((_, j) => j !== i))}>
                    계약자 {i + 1} 빼기
                  </button>
                )}
              </div>
            ))}
            {holders.length < 10 && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setHolders((hs) => [...hs, { name: '', phone: '' }])}>
                계약자 추가
              </button>
            )}
            <div className="field">
              <label htmlFor="u-price">분양가(원, 비우면 분양가표 기준)</label>
              <input id="u-price" value={price} onChange={(e) => setPrice(e.currentTarget.value)} inputMode="numeric" maxLength={20} placeholder="예: 538,670,000" />
            </div>
          </fieldset>
        )}
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !csrf || reason.trim().length < 2}>
          상태 변경
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
          닫기
        </button>
      </form>
      <h3 className="units-history-title">변경 이력</h3>
      <ol className="units-history">
        {[...u.history].reverse().map((h, i) => (
          <li key={i}>
            {kst(h.at)} · {h.from ? UNIT_STATE_LABELS[h.from] : '등록'} → {UNIT_STATE_LABELS[h.to]} · {h.by === 'visitor' ? '고객(홈페이지)' : h.by === 'system' ? '자동' : h.by} · {h.reason}
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import { UnitGrid } from '../../components/UnitGrid';
import '../../components/UnitGrid.css';
import { countBy, UNIT_STATE_LABELS, UNIT_STATES, type AdminUnit, type SaleSettings, type UnitState, type UnitUploadResult } from '../../../shared/units';
import type { PageProps } from '../types';
import { AdminGate } from './AdminGate';
import { RejectedLines } from './RejectedLines';
import { useCsrfToken } from './useAdminSession';
import { ExportForm } from './ExportForm';
import './AdminUnits.css';

/**
 * 잔여세대 관리: the unit board (one grid per 동, floors by lines, each unit's state in colour,
 * text and pattern), counts per 주택형 and state, a unit's history and changes with a reason,
 * holds confirmed or released, the unit list upload, the first-come sale's settings, export.
 */
export function AdminUnits(props: PageProps) {
  const data = usePageData('admin-units', props.match.canonicalPath);
  return (
    <AdminGate {...props} data={data}>
      {() => <Board items={data!.items} sale={data!.sale} />}
    </AdminGate>
  );
}

const DESK_STATES: UnitState[] = ['unreleased', 'available', 'pending', 'contracted', 'reserved'];
const kst = (iso: string) => new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
/** An ISO instant as a datetime-local value in Korea time. */
const localValue = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16) : '');

function Board({ items, sale }: { items: AdminUnit[]; sale: SaleSettings }) {
  const csrf = useCsrfToken();
  const [type, setType] = useState('');
  const [selected, setSelected] = useState<AdminUnit | null>(() => {
    const id = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('unit');
    return items.find((u) => u.id === id) ?? null;
  });
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const types = [...new Set(items.map((u) => u.unitType))].sort();
  const needing = items.filter((u) => u.needsAction);
  const shown = type ? items.filter((u) => u.unitType === type) : items;
  const counts = countBy(items);

  const run = async (work: () => Promise<unknown>, done: string | (() => void)) => {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      await work();
      if (typeof done === 'string') setNotice(done);
      else done();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-units">
      <section className="admin-card" aria-labelledby="u-counts-title">
        <h2 id="u-counts-title" className="admin-card-title">
          주택형·상태별 세대 수
        </h2>
        <div className="units-table-scroll" role="region" aria-label="주택형·상태별 세대 수 표" tabIndex={0}>
          <table className="units-counts">
            <thead>
              <tr>
                <th scope="col">주택형</th>
                {UNIT_STATES.map((s) => (
                  <th key={s} scope="col">
                    {UNIT_STATE_LABELS[s]}
                  </th>
                ))}
                <th scope="col">합계</th>
              </tr>
            </thead>
            <tbody>
              {types.map((t) => (
                <tr key={t}>
                  <th scope="row">{t}</th>
                  {UNIT_STATES.map((s) => (
                    <td key={s}>{counts[t]?.[s] ?? 0}</td>
                  ))}
                  <td>{items.filter((u) => u.unitType === t).length}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="admin-card" aria-labelledby="u-board-title">
        <div className="units-board-head">
          <h2 id="u-board-title" className="admin-card-title">
            세대 현황판
          </h2>
          <div className="field units-filter">
            <label htmlFor="u-type">주택형</label>
            <select id="u-type" value={type} onChange={(e) => setType(e.currentTarget.value)}>
              <option value="">전체</option>
              {types.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <ExportForm action="/api/admin/units/export.csv" params={{ type: type || undefined }} id="units-export" example="예: 잔여세대 계약 현황 보고" />
        </div>
        {needing.length > 0 && (
          <div className="units-attention" role="region" aria-labelledby="u-attention-title">
            <h3 id="u-attention-title">조치가 필요한 세대 {needing.length}곳</h3>
            <p>{needing[0]!.needsAction}</p>
            <ul>
              {needing.map((u) => (
                <li key={u.id}>
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => setSelected(u)}>
                    {u.dong}동 {u.ho}호{u.hold ? ` · ${u.hold.name}` : ''}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ul className="units-legend" aria-label="상태 표시">
          {UNIT_STATES.map((s) => (
            <li key={s}>
              <span className={`unit-cell unit-state-${s}`}>{UNIT_STATE_LABELS[s]}</span>
            </li>
          ))}
        </ul>
        {items.length === 0 ? (
          <p className="admin-muted">등록된 세대가 없습니다. 아래에서 세대 목록(CSV)을 올려 주세요.</p>
        ) : (
          <UnitGrid
            units={shown}
            label={(dong) => `${dong}동 세대 현황 (가로로 스크롤)`}
            cell={(u) => (
              <button
                type="button"
                id={`unit-${u.id}`}
                className={`unit-cell unit-state-${u.state}${selected?.id === u.id ? ' selected' : ''}${u.needsAction ? ' needs-action' : ''}`}
                aria-pressed={selected?.id === u.id}
                aria-label={`${u.dong}동 ${u.ho}호 ${u.unitType} ${UNIT_STATE_LABELS[u.state]}${u.needsAction ? ' 조치 필요' : ''}`}
                onClick={() => setSelected(u)}
              >
                {u.ho}
                <small>{UNIT_STATE_LABELS[u.state]}{u.needsAction ? ' · 조치 필요' : ''}</small>
              </button>
            )}
          />
        )}
        {error && (
          <p role="alert" className="admin-error">
            {error}
          </p>
        )}
        {notice && <p role="status">{notice}</p>}
      </section>

      {selected && <UnitPanel unit={selected} csrf={csrf} busy={busy} run={run} onClose={() => setSelected(null)} />}
      <SaleForm sale={sale} csrf={csrf} busy={busy} run={run} />
      <UploadForm csrf={csrf} busy={busy} />
    </div>
  );
}

type Run = (work: () => Promise<unknown>, done: string | (() => void)) => Promise<void>;

function UnitPanel({ unit: u, csrf, busy, run, onClose }: { unit: AdminUnit; csrf: string | undefined; busy: boolean; run: Run; onClose: () => void }) {
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

function SaleForm({ sale, csrf, busy, run }: { sale: SaleSettings; csrf: string | undefined; busy: boolean; run: Run }) {
  const [opensAt, setOpensAt] = useState(localValue(sale.opensAt));
  const [admit, setAdmit] = useState(String(sale.admitPerMinute));
  const [hold, setHold] = useState(String(sale.holdMinutes));
  const [visible, setVisible] = useState(sale.visible);
  const save = (e: FormEvent) => {
    e.preventDefault();
    const json = { opensAt: opensAt ? `${opensAt}:00+09:00` : null, admitPerMinute: Number(admit), holdMinutes: Number(hold), visible };
    void run(() => api('/api/admin/units/sale', { method: 'PUT', csrf, json }), '선착순 분양 설정을 저장했습니다.');
  };
  return (
    <section className="admin-card" aria-labelledby="u-sale-title">
      <h2 id="u-sale-title" className="admin-card-title">
        선착순 분양 설정
      </h2>
      <form className="units-sale" onSubmit={save}>
        <div className="field">
          <label htmlFor="u-opens">시작 일시(한국 시간)</label>
          <input id="u-opens" type="datetime-local" value={opensAt} onChange={(e) => setOpensAt(e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor="u-admit">분당 입장 인원</label>
          <input id="u-admit" type="number" min={1} value={admit} onChange={(e) => setAdmit(e.currentTarget.value)} required />
        </div>
        <div className="field">
          <label htmlFor="u-hold">홀드 시간(분)</label>
          <input id="u-hold" type="number" min={1} max={1440} value={hold} onChange={(e) => setHold(e.currentTarget.value)} required />
        </div>
        <label className="units-visible">
          <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.currentTarget.checked)} /> 홈페이지에 잔여세대 현황 공개(분양안내 메뉴)
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy || !csrf}>
          설정 저장
        </button>
      </form>
    </section>
  );
}

function UploadForm({ csrf, busy }: { csrf: string | undefined; busy: boolean }) {
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<UnitUploadResult | null>(null);
  const [error, setError] = useState('');
  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (file) setCsv(await file.text());
  };
  const upload = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    try {
      setResult(await api<UnitUploadResult>('/api/admin/units', { method: 'POST', csrf, json: { csv } }));
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <section className="admin-card" aria-labelledby="u-upload-title">
      <h2 id="u-upload-title" className="admin-card-title">
        세대 목록 올리기
      </h2>
      <form onSubmit={(e) => void upload(e)} className="units-upload">
        <p className="admin-muted">CSV 열: 동, 호, 주택형(필수), 층, 라인(선택). 같은 파일을 다시 올려도 세대가 늘지 않으며, 상태는 바뀌지 않습니다.</p>
        <div className="field">
          <label htmlFor="u-file">CSV 파일</label>
          <input id="u-file" type="file" accept=".csv,text/csv" onChange={(e) => void readFile(e)} />
        </div>
        <div className="field">
          <label htmlFor="u-csv">또는 붙여넣기</label>
          <textarea id="u-csv" rows={4} value={csv} onChange={(e) => setCsv(e.currentTarget.value)} placeholder={'동,호,주택형,층,라인\n101,1201,84A,12,1'} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy || !csrf || !csv.trim()}>
          목록 올리기
        </button>
      </form>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      {result && (
        <div role="status">
          <p>
            추가 {result.added}세대, 변경 {result.updated}세대, 제외 {result.rejected.length}줄. 새로고침하면 현황판에 반영됩니다.
          </p>
          {result.rejected.length > 0 && <RejectedLines rows={result.rejected} />}
        </div>
      )}
    </section>
  );
}

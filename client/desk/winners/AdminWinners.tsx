import { useState, type ChangeEvent, type FormEvent } from 'react';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import { SLOT_KIND_LABELS, WINNER_STEP_LABELS, WINNER_SLOT_KINDS, type AdminWinner, type WinnerSlotKind, type WinnerUploadResult } from '../../../shared/winners';

import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { RejectedLines } from '../ui/RejectedLines';
import { useCsrfToken } from '../shell/useAdminSession';
import { EmptyRow } from '../ui/EmptyRow';
import { ExportForm } from '../ui/ExportForm';
import { ColumnHeads, ScrollTable } from '../ui/ScrollTable';

/**
 * The winners' desk: upload 한국부동산원's list, see who booked 서류접수 and 계약, rule a person
 * ineligible (부적격), call up the next reserve of a 주택형, text the booking link, export with a reason.
 */
export function AdminWinners(props: PageProps) {
  const data = usePageData('admin-winners', props.match.canonicalPath);
  return (
    <AdminGate {...props} data={data}>
      {() => <WinnersDesk items={data!.items} />}
    </AdminGate>
  );
}

const unitOf = (w: AdminWinner) => (w.dong && w.ho ? `${w.dong}동 ${w.ho}호` : '');

function step(s: AdminWinner['documents']) {
  return s.state === 'none' ? WINNER_STEP_LABELS.none : `${WINNER_STEP_LABELS[s.state]} ${s.at ?? ''}`.trim();
}

function WinnersDesk({ items }: { items: AdminWinner[] }) {
  const csrf = useCsrfToken();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [result, setResult] = useState<WinnerUploadResult | null>(null);
  const [csv, setCsv] = useState('');
  const reserveTypes = [...new Set(items.filter((w) => w.rank === 'reserve' && !w.promotedAt && !w.ineligible).map((w) => w.unitType))].sort();
  const winners = items.filter((w) => w.rank === 'winner');
  const disabled = busy || !csrf;

  const run = async <T,>(work: () => Promise<T>, done: (value: T) => string | void) => {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      const msg = done(await work());
      if (msg) setNotice(msg);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (file) setCsv(await file.text());
  };

  const upload = (e: FormEvent) => {
    e.preventDefault();
    void run(
      () => api<WinnerUploadResult>('/api/admin/winners', { method: 'POST', csrf, json: { csv } }),
      (r) => {
        setResult(r);
        return `추가 ${r.added}명, 변경 ${r.updated}명, 제외 ${r.rejected.length}줄. 새로고침하면 목록에 반영됩니다.`;
      },
    );
  };

  const notify = (round: WinnerSlotKind) => {
    if (!window.confirm(`아직 ${SLOT_KIND_LABELS[round]} 예약을 하지 않은 당첨자에게 예약 안내 문자를 보냅니다. 이미 안내한 분께는 다시 보내지 않습니다.`)) return;
    void run(
      () => api<{ queued: number }>('/api/admin/winners/notify', { method: 'POST', csrf, json: { round } }),
      (r) => `${SLOT_KIND_LABELS[round]} 예약 안내 문자 ${r.queued}건을 발송 대기열에 넣었습니다.`,
    );
  };

  const promote = (unitType: string) => {
    if (!window.confirm(`${unitType} 예비입주자 중 다음 순번을 당첨으로 전환할까요?`)) return;
    void run(
      () => api<{ winner: { name: string; reserveOrder: number } }>('/api/admin/winners/promote', { method: 'POST', csrf, json: { unitType } }),
      () => window.location.reload(),
    );
  };

  const setIneligible = (w: AdminWinner, ineligible: boolean) => {
    if (ineligible && !window.confirm(`${w.name}님(${unitOf(w) || w.unitType})을 부적격으로 표시할까요? 더 이상 예약할 수 없습니다.`)) return;
    void run(
      () => api(`/api/admin/winners/${w.id}`, { method: 'PATCH', csrf, json: { ineligible } }),
      () => window.location.reload(),
    );
  };

  const assignUnit = (w: AdminWinner, unit: { dong: string; ho: string }) =>
    run(
      () => api(`/api/admin/winners/${w.id}`, { method: 'PATCH', csrf, json: unit }),
      () => window.location.reload(),
    );

  return (
    <div className="admin-winners">
      <section className="admin-card" aria-labelledby="w-upload-title">
        <h2 id="w-upload-title" className="admin-card-title">
          당첨자 명단 올리기
        </h2>
        <form onSubmit={upload} className="winners-upload">
          <p className="admin-muted">
            CSV 열: 이름, 연락처, 주택형, 동, 호, 구분(당첨 또는 예비). 예비는 동·호를 비워 둘 수 있고, 당첨 전환 후 표에서 지정합니다. 같은 명단을 다시 올려도 중복되지 않습니다.
          </p>
          <div className="field">
            <label htmlFor="w-file">CSV 파일</label>
            <input id="w-file" type="file" accept=".csv,text/csv" onChange={(e) => void readFile(e)} />
          </div>
          <div className="field">
            <label htmlFor="w-csv">또는 붙여넣기</label>
            <textarea id="w-csv" rows={4} value={csv} onChange={(e) => setCsv(e.currentTarget.value)} placeholder={'이름,연락처,주택형,동,호,구분\n홍길동,010-1234-5678,84A,101,1201,당첨'} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={disabled || !csv.trim()}>
            명단 올리기
          </button>
        </form>
        {result && result.rejected.length > 0 && (
          <div className="winners-rejected">
            <p>
              <strong>제외된 줄 {result.rejected.length}개</strong> (첫 줄이 1번째 줄입니다)
            </p>
            <RejectedLines rows={result.rejected} />
          </div>
        )}
      </section>

      <section className="admin-card" aria-labelledby="w-actions-title">
        <h2 id="w-actions-title" className="admin-card-title">
          안내와 예비입주자
        </h2>
        <div className="winners-actions">
          {WINNER_SLOT_KINDS.map((k) => (
            <button key={k} type="button" className="btn btn-outline" disabled={disabled || winners.length === 0} onClick={() => notify(k)}>
              {SLOT_KIND_LABELS[k]} 예약 안내 문자 보내기
            </button>
          ))}
          {reserveTypes.map((t) => (
            <button key={t} type="button" className="btn btn-outline" disabled={disabled} onClick={() => promote(t)}>
              {t} 예비 다음 순번 당첨 전환
            </button>
          ))}
        </div>
        <ExportForm id="w-reason" action="/api/admin/winners/export.csv" params={{}} example="예: 계약 준비 명단 확인" />
        {notice && (
          <p className="form-message is-success" role="status">
            {notice}
          </p>
        )}
        {error && (
          <p className="form-message is-failure" role="alert">
            ✗ {error}
          </p>
        )}
      </section>

      <p className="inbox-count">
        당첨 {winners.length}명 · 예비 {items.length - winners.length}명 · 부적격 {items.filter((w) => w.ineligible).length}명
      </p>
      <ScrollTable
        label="당첨자 명단"
        className="board-table inbox-table winners-table desk-cards"
        caption={<caption className="sr-only">당첨자·예비입주자 명단과 예약 현황</caption>}
        head={<ColumnHeads labels={['이름', '연락처', '구분', '주택형', '동·호', '서류접수', '계약', '안내 문자', '부적격']} />}
      >
        {items.map((w) => (
          <tr key={w.id} className={w.ineligible ? 'is-ineligible' : undefined}>
            <td className="card-name">
              <strong>{w.name}</strong>
            </td>
            <td className="nowrap card-phone">
              <a href={`tel:${w.phone.replace(/-/g, '')}`}>{w.phone}</a>
            </td>
            <td className="card-inline">{w.rank === 'winner' ? '당첨' : w.promotedAt ? `예비 ${w.reserveOrder} → 당첨` : `예비 ${w.reserveOrder}`}</td>
            <td className="card-inline">{w.unitType}</td>
            <td className="card-inline">
              <UnitCell winner={w} disabled={disabled} onSave={(unit) => assignUnit(w, unit)} />
            </td>
            <td className="card-line" data-label="서류접수">{step(w.documents)}</td>
            <td className="card-line" data-label="계약">{step(w.contract)}</td>
            <td className="card-line" data-label="안내 문자">{w.notifiedAt ? '보냄' : ''}</td>
            <td className="card-line">
              <button type="button" className="btn btn-outline btn-sm" disabled={disabled} onClick={() => setIneligible(w, !w.ineligible)}>
                {w.ineligible ? '부적격 해제' : '부적격'}
              </button>
            </td>
          </tr>
        ))}
        {items.length === 0 && <EmptyRow cols={9}>아직 올린 명단이 없습니다.</EmptyRow>}
      </ScrollTable>
    </div>
  );
}

/**
 * The 동·호 of a row. A called-up reserve (예비 → 당첨) gets its unit here after the reserves'
 * 동호 추첨; until then a reserve shows 미배정.
 */
function UnitCell({ winner: w, disabled, onSave }: { winner: AdminWinner; disabled: boolean; onSave: (unit: { dong: string; ho: string }) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [dong, setDong] = useState(w.dong ?? '');
  const [ho, setHo] = useState(w.ho ?? '');
  const canAssign = w.rank === 'reserve' && !!w.promotedAt && !w.ineligible;
  const unit = unitOf(w);
  if (!open) {
    return (
      <>
        {unit ? w.unitId ? <a href={`/admin/units?unit=${w.unitId}#unit-${w.unitId}`}>{unit}</a> : unit : <span className="admin-muted">미배정</span>}
        {canAssign && (
          <button type="button" className="btn btn-outline btn-sm winners-unit-open" disabled={disabled} onClick={() => setOpen(true)} aria-label={`${w.name}님 동·호 ${unit ? '변경' : '지정'}`}>
            {unit ? '변경' : '동·호 지정'}
          </button>
        )}
      </>
    );
  }
  const save = (e: FormEvent) => {
    e.preventDefault();
    void onSave({ dong: dong.trim(), ho: ho.trim() });
  };
  return (
    <form className="winners-unit" onSubmit={save} aria-label={`동·호 지정: ${w.name}님`}>
      <input value={dong} onChange={(e) => setDong(e.currentTarget.value)} aria-label={`${w.name}님 동`} placeholder="동" inputMode="numeric" maxLength={20} size={4} required />
      <input value={ho} onChange={(e) => setHo(e.currentTarget.value)} aria-label={`${w.name}님 호`} placeholder="호" inputMode="numeric" maxLength={20} size={5} required />
      <button type="submit" className="btn btn-primary btn-sm" disabled={disabled || !dong.trim() || !ho.trim()}>
        저장
      </button>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(false)}>
        취소
      </button>
    </form>
  );
}

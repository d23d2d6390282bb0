import { useState, type ChangeEvent, type FormEvent } from 'react';
import { api } from '../../api';
import type { SaleSettings, UnitUploadResult } from '../../../shared/units';
import { RejectedLines } from '../ui/RejectedLines';
import type { Run } from './UnitPanel';

/** An ISO instant as a datetime-local value in Korea time. */
const localValue = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16) : '');

/** 선착순 분양 설정: when the sale opens, how many enter a minute, how long a hold lasts, whether the page is shown. */
export function SaleForm({ sale, csrf, busy, run }: { sale: SaleSettings; csrf: string | undefined; busy: boolean; run: Run }) {
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

/** 세대 목록 올리기: the unit list as CSV, added or updated without touching states. */
export function UploadForm({ csrf, busy }: { csrf: string | undefined; busy: boolean }) {
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

import { useState } from 'react';
import { usePageData } from '../../page-data';
import { UnitGrid } from '../../components/UnitGrid';
import '../../components/UnitGrid.css';
import { countBy, UNIT_STATE_LABELS, UNIT_STATES, type AdminUnit, type SaleSettings } from '../../../shared/units';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { useCsrfToken } from '../shell/useAdminSession';
import { ExportForm } from '../ui/ExportForm';
import { UnitPanel } from './UnitPanel';
import { SaleForm, UploadForm } from './UnitsSetup';
import './AdminUnits.css';

/**
 * 잔여세대 관리: the unit board (one grid per 동, floors by lines, each unit's state in colour,
 * text and pattern), counts per 주택형 and state, a unit's history and changes with a reason,
 * holds confirmed or released (UnitPanel.tsx), the unit list upload, the first-come sale's
 * settings (UnitsSetup.tsx), export.
 */
export function AdminUnits(props: PageProps) {
  const data = usePageData('admin-units', props.match.canonicalPath);
  return (
    <AdminGate {...props} data={data}>
      {() => <Board items={data!.items} sale={data!.sale} />}
    </AdminGate>
  );
}


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

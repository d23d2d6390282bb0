import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import type { AdminDefectsData } from '../../../shared/page-data';
import { can, type Role } from '../../../shared/permissions';
import { DEFECT_KINDS, DEFECT_STATES, DEFECT_STATE_LABELS, type DefectAssigneeOption, type DefectRow, type DefectState } from '../../../shared/defects';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { useCsrfToken } from '../shell/useAdminSession';
import { ExportForm } from '../ui/ExportForm';
import { formatDateTime } from '../ui/format';
import { DeskField, DeskFilters, DeskList } from '../ui/DeskList';
import { AssigneePicker, RegisterCompany } from './AssigneePicker';
import './AdminDefects.css';

/**
 * 하자 접수 관리: open defects oldest first, counts by kind and 동, filters, a step form per defect
 * (배정 with the trade or contractor, 처리 중, 처리 완료; a note each time) and a per-contractor CSV.
 * A contractor account sees only what is assigned to it and can start and finish it.
 */
export function AdminDefects(props: PageProps) {
  const data = usePageData('admin-defects', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Defects data={data!} />}</AdminGate>;
}

/** The steps the desk offers from each state (the server refuses the rest with 409). */
const NEXT: Record<DefectState, DefectState[]> = {
  received: ['assigned'],
  assigned: ['in-progress', 'assigned'],
  'in-progress': ['done'],
  done: ['confirmed', 'assigned'],
  confirmed: [],
};

function Defects({ data }: { data: AdminDefectsData }) {
  const { filter, list } = data;
  const all = can(data.role, 'defects');
  const rows = list?.rows ?? [];
  // The registered 협력업체; a company registered on this page joins the pickers at once.
  const [companies, setCompanies] = useState<DefectAssigneeOption[]>(list?.contractors ?? []);
  const query = (page: number) => {
    const q = new URLSearchParams(Object.entries({ ...filter, page: String(page) }).filter((e): e is [string, string] => !!e[1] && e[0] !== 'page'));
    if (page > 1) q.set('page', String(page));
    const s = q.toString();
    return `/admin/defects${s ? `?${s}` : ''}`;
  };
  return (
    <>
      {list && (
        <section className="admin-card defect-counts" aria-labelledby="defect-counts-title">
          <h2 id="defect-counts-title" className="admin-card-title">미처리 하자 현황</h2>
          <div className="defect-count-groups">
            <CountTable caption="유형별" rows={list.counts.byKind.map((c) => [c.kind, c.open, c.total])} />
            <CountTable caption="동별" rows={list.counts.byDong.map((c) => [`${c.dong}동`, c.open, c.total])} />
          </div>
        </section>
      )}
      <DeskList<DefectRow>
        label="하자 접수 목록"
        filters={
          <DeskFilters
            action="/admin/defects"
            label="하자 검색"
            reset="/admin/defects"
            extra={<ExportForm id="defects-export-reason" action="/api/admin/defects.csv" params={{ state: filter.state, dong: filter.dong, kind: filter.kind, assignee: filter.assignee }} example="예: 협력업체 주간 작업 목록" />}
          >
            <DeskField id="d-state" label="단계">
              <select id="d-state" name="state" defaultValue={filter.state ?? ''}>
                <option value="">전체</option>
                {DEFECT_STATES.map((s) => (
                  <option key={s} value={s}>{DEFECT_STATE_LABELS[s]}</option>
                ))}
              </select>
            </DeskField>
            <DeskField id="d-dong" label="동">
              <input id="d-dong" name="dong" inputMode="numeric" defaultValue={filter.dong ?? ''} maxLength={10} placeholder="예: 101" />
            </DeskField>
            <DeskField id="d-kind" label="유형">
              <select id="d-kind" name="kind" defaultValue={filter.kind ?? ''}>
                <option value="">전체</option>
                {DEFECT_KINDS.map((k) => (
                  <option key={k} value={k}>{k}</option>
                ))}
              </select>
            </DeskField>
            {all && (
              <DeskField id="d-assignee" label="담당 업체">
                <AssigneePicker id="d-assignee" name="assignee" by="name" options={companies} value={filter.assignee ?? ''} empty="전체" />
              </DeskField>
            )}
          </DeskFilters>
        }
        summary={<p className="inbox-count">{list ? `${list.total.toLocaleString('ko-KR')}건 · 미처리 먼저, 오래된 순` : ''}</p>}
        rows={rows}
        rowKey={(r) => r.id}
        empty="조건에 맞는 하자 접수 건이 없습니다."
        tableClassName="defect-table"
        columns={[
          { header: '세대', card: 'name', className: 'nowrap', cell: (r) => `${r.dong}동 ${r.ho}호` },
          { header: '공간·유형', card: 'phone', className: 'nowrap', cell: (r) => `${r.room} · ${r.kind}` },
          { header: '단계', card: 'status', className: 'nowrap', cell: (r) => <span className={`defect-state defect-${r.state}`}>{r.stateLabel}</span> },
          { header: '내용', card: 'line', label: '내용', cell: (r) => <DefectText row={r} /> },
          { header: '사진', card: 'line', label: '사진', cell: (r) => <Photos row={r} /> },
          { header: '담당', card: 'inline', className: 'nowrap', cell: (r) => r.assignee ?? '미배정' },
          { header: '접수', card: 'inline', className: 'nowrap', cell: (r) => `${formatDateTime(r.createdAt)} (${r.ageDays}일)` },
          { header: '처리', card: 'line', label: '처리', cell: (r) => <StepForm row={r} role={data.role} contractors={companies} /> },
        ]}
        pager={list ? { page: list.page, pages: list.pages, href: query, label: '하자 목록 페이지' } : undefined}
      />
      {all && <RegisterCompany onAdded={(o) => setCompanies((c) => (c.some((x) => x.id === o.id) ? c : [...c, o]))} />}
    </>
  );
}

function CountTable({ caption, rows }: { caption: string; rows: [string, number, number][] }) {
  return (
    <table className="admin-table defect-count-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">구분</th>
          <th scope="col" className="num">미처리</th>
          <th scope="col" className="num">전체</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={3}>접수된 하자가 없습니다.</td>
          </tr>
        )}
        {rows.map(([name, open, total]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td className="num">{open.toLocaleString('ko-KR')}</td>
            <td className="num">{total.toLocaleString('ko-KR')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DefectText({ row }: { row: DefectRow }) {
  const last = row.history.at(-1);
  return (
    <div className="defect-text">
      <p>{row.text}</p>
      {row.reopenReason && row.state !== 'confirmed' && <p className="defect-reopen">재접수 사유: {row.reopenReason}</p>}
      {last && last.note && (
        <p className="defect-last">
          {DEFECT_STATE_LABELS[last.state]} · {last.by}: {last.note}
        </p>
      )}
    </div>
  );
}

/** Each photo opens through its own signed link (it expires: reload the list for new ones). */
function Photos({ row }: { row: DefectRow }) {
  if (!row.photos.length) return <span className="muted">없음</span>;
  return (
    <ul className="defect-photos">
      {row.photos.map((p, i) => (
        <li key={p.url}>
          <a href={p.url} target="_blank" rel="noreferrer noopener">
            <img src={p.url} alt={`${row.room} ${row.kind} 사진 ${i + 1}`} width={56} height={56} loading="lazy" referrerPolicy="no-referrer" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function StepForm({ row, role, contractors }: { row: DefectRow; role?: Role | null; contractors: DefectAssigneeOption[] }) {
  const csrf = useCsrfToken();
  const all = can(role, 'defects');
  const options = NEXT[row.state].filter((s) => all || s === 'in-progress' || s === 'done');
  const [to, setTo] = useState<DefectState | ''>(options[0] ?? '');
  const [assignee, setAssignee] = useState(contractors.find((c) => c.name === row.assignee)?.id ?? '');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  if (!options.length) return <span className="muted">완료된 건입니다.</span>;
  const needsAssignee = to === 'assigned' && row.state !== 'done';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!to) return;
    setBusy(true);
    setMessage('');
    try {
      await api(`/api/admin/defects/${row.id}`, { method: 'PATCH', csrf, json: { state: to, note, ...(needsAssignee ? { assignee } : {}) } });
      window.location.reload();
    } catch (err) {
      setMessage((err as Error).message);
      setBusy(false);
    }
  };
  const id = `step-${row.id}`;
  return (
    <form className="defect-step" onSubmit={submit} aria-label={`${row.dong}동 ${row.ho}호 ${row.room} 처리 단계 변경`}>
      <label htmlFor={`${id}-to`} className="sr-only">다음 단계</label>
      <select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value as DefectState)}>
        {options.map((s) => (
          <option key={s} value={s}>
            {s === 'assigned' && row.state === 'done' ? '재배정 (재접수)' : s === 'assigned' && row.state === 'assigned' ? '담당 변경' : DEFECT_STATE_LABELS[s]}
          </option>
        ))}
      </select>
      {needsAssignee && (
        <>
          <label htmlFor={`${id}-who`} className="sr-only">담당 업체</label>
          <AssigneePicker id={`${id}-who`} options={contractors} value={assignee} onChange={setAssignee} empty="협력업체 선택" required />
        </>
      )}
      <label htmlFor={`${id}-note`} className="sr-only">메모</label>
      <input id={`${id}-note`} value={note} onChange={(e) => setNote(e.target.value)} placeholder={to === 'assigned' && row.state === 'done' ? '재접수 사유 (필수)' : '메모'} maxLength={500} required={to === 'assigned' && row.state === 'done'} />
      <button type="submit" className="admin-btn admin-btn-small admin-btn-primary" disabled={busy || !csrf}>
        저장
      </button>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}

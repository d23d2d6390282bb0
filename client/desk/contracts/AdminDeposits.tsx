import { useState, type ChangeEvent, type FormEvent } from 'react';
import { api } from '../../api';
import { INSTALMENT_STATUS_LABELS } from '../../../shared/payment-status';
import { usePageData } from '../../page-data';
import {
  DUE_STATUS_LABELS,
  DUE_STATUSES,
  MATCHED_BY_LABELS,
  type AdminDeposit,
  type AdminDepositsData,
  type AdminDueData,
  type DepositImportResult,
  type DueRow,
  type LayoutNeeded,
  type StatementField,
} from '../../../shared/deposits';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { DeskField, DeskFilters, DeskList } from '../ui/DeskList';
import { ExportForm } from '../ui/ExportForm';
import { DepositMatch } from './DepositMatch';
import { DepositLayoutForm, DepositUploadResult } from './DepositUploadResult';
import { DepositSettle } from './DepositSettle';
import { DepositNotices } from './DepositNotices';
import { useCsrfToken } from '../shell/useAdminSession';
import { count, formatDateTime } from '../ui/format';
import './deposits.css';
import { groupDigits } from '../../../shared/korean-format';

/**
 * Payments in: upload the bank's or trust company's deposit list (EUC-KR or UTF-8), see what was
 * applied, match by hand the deposits no contract was found for. Beside it, the instalments due
 * and overdue by 회차, 동 and amount, exportable with a reason.
 */
export function AdminDeposits(props: PageProps) {
  const data = usePageData('admin-deposits', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <DepositsDesk data={data!} />}</AdminGate>;
}

export function AdminDue(props: PageProps) {
  const data = usePageData('admin-due', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <DueDesk data={data!} />}</AdminGate>;
}

const won = (n: number) => `${groupDigits(n)}원`;

function Tabs({ current }: { current: 'deposits' | 'due' }) {
  return (
    <nav className="status-tabs" aria-label="입금·납부">
      <a href="/admin/contracts/deposits" aria-current={current === 'deposits' ? 'page' : undefined}>입금 내역</a>
      <a href="/admin/contracts/due" aria-current={current === 'due' ? 'page' : undefined}>납부 예정·연체</a>
    </nav>
  );
}

const STATE_LABELS = { unmatched: '연결 대기', matched: '반영됨', notified: '입금 통보로 반영됨', held: '보류', returned: '반환', all: '전체' } as const;

function DepositsDesk({ data }: { data: AdminDepositsData }) {
  const csrf = useCsrfToken();
  const [file, setFile] = useState<File | null>(null);
  const [layout, setLayout] = useState<LayoutNeeded['layout'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<DepositImportResult | null>(null);
  const [uploads, setUploads] = useState(0);
  const [matched, setMatched] = useState('');
  const { filter } = data;
  // The list below is read again from the server after every upload and link: one truth on the page.
  const [list, setList] = useState(data.list);
  const reload = async () => setList(await api<NonNullable<AdminDepositsData['list']>>(`/api/admin/contracts/deposits?state=${filter.state}&page=${list?.page ?? 1}`));
  const onMatched = (message: string) => {
    setMatched(message);
    void reload().catch(() => setError('목록을 다시 불러오지 못했습니다. 새로 고쳐 주세요.'));
  };

  const readFile = (e: ChangeEvent<HTMLInputElement>) => {
    setFile(e.currentTarget.files?.[0] ?? null);
    setLayout(null);
  };
  // The bank's file goes as it is (multipart); a layout the site does not know comes back to be mapped once.
  const send = async (columns?: Partial<Record<StatementField, string>>) => {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const body = new FormData();
      if (columns) body.append('layout', JSON.stringify({ columns }));
      body.append('file', file);
      const res = await fetch('/api/admin/contracts/deposits', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json', 'X-CSRF-Token': csrf }, body });
      const answer = (await res.json().catch(() => ({}))) as DepositImportResult & Partial<LayoutNeeded>;
      if (!res.ok) {
        setLayout(answer.layout ?? null);
        setError(answer.error ?? '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.');
        return;
      }
      setLayout(null);
      setResult(answer);
      setUploads((n) => n + 1);
      setMatched('');
      await reload();
    } catch {
      setError('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };
  const upload = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  return (
    <>
      <Tabs current="deposits" />
      <section className="admin-card" aria-labelledby="d-upload-title">
        <h2 id="d-upload-title" className="admin-card-title">입금 내역 올리기</h2>
        <form onSubmit={upload} className="deposits-upload">
          <p className="admin-muted">
            인터넷뱅킹에서 내려받은 거래내역 파일(엑셀 xls·xlsx, CSV)을 그대로 올려 주세요. 가상계좌로, 없으면 입금자명·메모에 적힌 동·호(예: 101-1203 홍길동)로, 그다음 계약자 이름과 납부할 금액으로 계약을 찾아 납부기한이 가장 이른 회차부터 반영합니다. 출금·합계·빈 줄은 건너뛰고, 잔액이 이어지지 않으면 알려 드립니다. 같은 줄을 다시 올려도 두 번 반영되지 않습니다.
          </p>
          <div className="field">
            <label htmlFor="d-file">입금 내역 파일</label>
            <input id="d-file" type="file" accept=".xls,.xlsx,.csv,.htm,.html,text/csv" onChange={readFile} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy || !csrf || !file}>
            {busy ? '반영 중…' : '올리고 반영하기'}
          </button>
        </form>
        {result && <DepositUploadResult result={result} />}
        {error && <p className="form-message is-failure" role="alert">{error}</p>}
        {layout && <DepositLayoutForm layout={layout} busy={busy} onMapped={(columns) => void send(columns)} />}
      </section>
      <DepositNotices version={uploads} />
      {matched && <p className="form-message is-success deposits-matched" role="status">{matched}</p>}
      <DeskList<AdminDeposit>
        label="입금 내역"
        filters={
          <DeskFilters action="/admin/contracts/deposits" label="입금 내역 검색">
            <DeskField id="d-state" label="상태">
              <select id="d-state" name="state" defaultValue={filter.state}>
                {(Object.keys(STATE_LABELS) as (keyof typeof STATE_LABELS)[]).map((s) => (
                  <option key={s} value={s}>{STATE_LABELS[s]}</option>
                ))}
              </select>
            </DeskField>
          </DeskFilters>
        }
        summary={
          <p className="inbox-count">
            {STATE_LABELS[filter.state]} {count(list?.total ?? 0)}건{filter.state !== 'unmatched' ? ` · 연결 대기 ${count(list?.waiting ?? 0)}건` : ''} · 최근에 올린 순
          </p>
        }
        rows={list?.items ?? []}
        rowKey={(d) => d.id}
        empty={filter.state === 'unmatched' ? '연결을 기다리는 입금이 없습니다.' : '입금 내역이 없습니다.'}
        pager={list ? { page: list.page, pages: list.pages, href: (p) => `/admin/contracts/deposits?state=${filter.state}&page=${p}` } : undefined}
        columns={[
          { header: '입금자', card: 'name', cell: (d) => d.depositor },
          { header: '금액', card: 'status', className: 'num nowrap', headerClassName: 'num', cell: (d) => won(d.amount) },
          { header: '거래일', card: 'inline', className: 'nowrap', cell: (d) => d.day },
          { header: '계좌', card: 'inline', className: 'nowrap', cell: (d) => d.account || '—' },
          {
            header: '계약',
            card: 'line',
            label: '계약',
            cell: (d) =>
              d.state === 'matched' ? (
                `${d.unit ?? ''} (${d.matchedBy ? MATCHED_BY_LABELS[d.matchedBy] : ''})`
              ) : d.state === 'returned' ? (
                `반환 ${d.returnedOn ?? ''} (거래번호 ${d.returnReference ?? ''})`
              ) : (
                <>
                  {d.state === 'held' && <p className="admin-muted">보류{d.note ? `: ${d.note}` : ''}</p>}
                  <DepositMatch deposit={d} csrf={csrf} onMatched={onMatched} />
                  <DepositSettle deposit={d} csrf={csrf} onDone={onMatched} />
                </>
              ),
          },
          {
            header: '반영',
            card: 'line',
            label: '반영',
            cell: (d) =>
              d.allocation.length || d.surplus
                ? [...d.allocation.map((a) => `${a.label} ${won(a.amount)}`), ...(d.surplus ? [`초과 ${won(d.surplus)}`] : [])].join(', ')
                : '—',
          },
          { header: '올린 시각', card: 'off', className: 'nowrap', cell: (d) => formatDateTime(d.importedAt) },
        ]}
      />
    </>
  );
}

function DueDesk({ data }: { data: AdminDueData }) {
  const { filter, due, today } = data;
  const params = { status: filter.status, round: filter.round, dong: filter.dong, min: filter.min ? String(filter.min) : undefined };
  const qs = (page: number) => new URLSearchParams({ ...Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => !!e[1])), page: String(page) }).toString();
  return (
    <>
      <Tabs current="due" />
      <DeskList<DueRow>
        label="납부 예정·연체"
        filters={
          <DeskFilters action="/admin/contracts/due" label="납부 예정·연체 검색" reset="/admin/contracts/due" extra={<ExportForm action="/api/admin/contracts/due.csv" params={params} id="due-reason" example="예: 연체 세대 안내 전화" />}>
            <DeskField id="due-status" label="구분">
              <select id="due-status" name="status" defaultValue={filter.status ?? 'all'}>
                {DUE_STATUSES.map((s) => (
                  <option key={s} value={s}>{DUE_STATUS_LABELS[s]}</option>
                ))}
              </select>
            </DeskField>
            <DeskField id="due-round" label="회차">
              <select id="due-round" name="round" defaultValue={filter.round ?? ''}>
                <option value="">전체</option>
                {(due?.rounds ?? []).map((r) => (
                  <option key={r} value={r}>{r}</option>
                ))}
              </select>
            </DeskField>
            <DeskField id="due-dong" label="동">
              <select id="due-dong" name="dong" defaultValue={filter.dong ?? ''}>
                <option value="">전체</option>
                {(due?.dongs ?? []).map((d) => (
                  <option key={d} value={d}>{d}동</option>
                ))}
              </select>
            </DeskField>
            <DeskField id="due-min" label="남은 금액 (원 이상)">
              <input id="due-min" name="min" type="number" min={0} step={10000} defaultValue={filter.min ?? ''} />
            </DeskField>
          </DeskFilters>
        }
        summary={
          <p className="inbox-count">
            {count(due?.total ?? 0)}건 · 남은 금액 합계 {won(due?.outstanding ?? 0)} · 연체료 합계 {won(due?.late ?? 0)} · 기준일 {today} · 납부기한이 이른 순
          </p>
        }
        rows={due?.rows ?? []}
        rowKey={(r) => `${r.contractId}-${r.key}`}
        rowClassName={(r) => (r.daysLate > 0 ? 'is-overdue' : undefined)}
        empty="조건에 맞는 납부예정·연체 회차가 없습니다."
        pager={due ? { page: due.page, pages: due.pages, href: (p) => `/admin/contracts/due?${qs(p)}` } : undefined}
        columns={[
          { header: '동·호', card: 'name', className: 'nowrap', cell: (r) => <a href={`/admin/contracts/${r.contractId}`}>{r.dong}동 {r.ho}호</a> },
          { header: '계약자', card: 'inline', cell: (r) => r.holder },
          { header: '연락처', card: 'phone', className: 'nowrap', cell: (r) => (r.phone ? <a href={`tel:${r.phone.replace(/-/g, '')}`}>{r.phone}</a> : '—') },
          { header: '회차', card: 'status', className: 'nowrap', cell: (r) => r.label },
          { header: '납부기한', card: 'inline', className: 'nowrap', cell: (r) => r.dueDate },
          { header: '금액', card: 'off', className: 'num nowrap', headerClassName: 'num', cell: (r) => won(r.amount) },
          { header: '납부액', card: 'off', className: 'num nowrap', headerClassName: 'num', cell: (r) => won(r.paid) },
          { header: '남은 금액', card: 'line', label: '남은 금액', className: 'num nowrap', headerClassName: 'num', cell: (r) => won(r.outstanding) },
          { header: '구분', card: 'line', label: '구분', className: 'nowrap', cell: (r) => (r.status === 'overdue' ? `${INSTALMENT_STATUS_LABELS.overdue} ${r.daysLate}일` : INSTALMENT_STATUS_LABELS.upcoming) },
          { header: '연체료', card: 'line', label: '연체료', className: 'num nowrap', headerClassName: 'num', cell: (r) => (r.late ? won(r.late) : '—') },
        ]}
      />
    </>
  );
}

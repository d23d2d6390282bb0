import { MONEY_WORDS } from '../../../shared/payment-status';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { api } from '../../api';
import { usePageData } from '../../page-data';
import type { AdminContractsData } from '../../../shared/page-data';
import { won } from '../../../shared/payment';
import { can } from '../../../shared/permissions';
import { CONTRACT_IMPORT_COLUMNS, type AdminContractRow, type ContractImportResult } from '../../../shared/contract-ledger';
import type { PageProps } from '../../pages/types';
import { AdminGate } from '../shell/AdminGate';
import { DeskSearchField, DeskFilters, DeskList } from '../ui/DeskList';
import { RejectedLines } from '../ui/RejectedLines';
import { ExportForm } from '../ui/ExportForm';
import { readReport } from '../ui/report-text';
import { OptionPeriodForm } from './OptionPeriodForm';
import { LoanImport } from './LoanImport';
import { useCsrfToken } from '../shell/useAdminSession';
import './contracts.css';
import { groupDigits } from '../../../shared/korean-format';

/**
 * 계약 원장: every unit's sale contract, searched by 동/호, name or phone, one page at a time; the
 * 시행사's ledger imported as CSV (UTF-8 or EUC-KR) with the lines it left out. A counselor sees
 * their own customers' contracts and no money (the server leaves those fields out).
 */
export function AdminContracts(props: PageProps) {
  const data = usePageData('admin-contracts', props.match.canonicalPath);
  return <AdminGate {...props} data={data}>{() => <Ledger data={data!} />}</AdminGate>;
}

const unitOf = (c: { dong: string; ho: string }) => `${c.dong}동 ${c.ho}호`;
const holdersOf = (c: AdminContractRow) => c.holders.map((h) => h.name).join(', ');

function Ledger({ data }: { data: AdminContractsData }) {
  const { filter, list } = data;
  const money = !!list?.money;
  const pageHref = (p: number) => `/admin/contracts?${new URLSearchParams({ ...(filter.q ? { q: filter.q } : {}), page: String(p) })}`;
  return (
    <>
      <DeskList<AdminContractRow>
        label="계약 원장"
        filters={
          <DeskFilters
            action="/admin/contracts"
            label="계약 검색"
            reset={filter.q ? '/admin/contracts' : undefined}
            extra={can(data.role, 'contracts.all') && can(data.role, 'export') ? <ExportForm id="c-export" action="/api/admin/contracts/export.csv" params={{ q: filter.q }} example="예: 시행사 계약 현황 대조" /> : undefined}
          >
            <DeskSearchField id="c-q" label="동·호, 계약자 이름 또는 연락처" value={filter.q} maxLength={50} placeholder="예: 101-1201, 홍길동, 010-1234-5678" />
          </DeskFilters>
        }
        summary={
          <p className="inbox-count">
            {filter.q ? `‘${filter.q}’ 검색 결과 ` : '전체 '}
            {groupDigits(list?.total ?? 0)}세대 · 동·호 순{money ? '' : ' · 담당 고객의 계약만 보이며 금액은 표시되지 않습니다'}
          </p>
        }
        rows={list?.items ?? []}
        rowKey={(c) => c.id}
        empty={filter.q ? '검색 조건에 맞는 계약이 없습니다.' : '아직 등록된 계약이 없습니다. 아래에서 계약 원장을 가져오거나 잔여세대 현황판에서 계약완료로 바꾸면 등록됩니다.'}
        pager={list ? { page: list.page, pages: list.pages, href: pageHref, label: '계약 원장 페이지' } : undefined}
        tableClassName="contracts-table"
        columns={[
          { header: '동·호', card: 'name', className: 'nowrap', cell: (c) => <a href={`/admin/contracts/${c.id}`}>{unitOf(c)}</a> },
          { header: '계약자', card: 'status', cell: (c) => holdersOf(c) + (c.holders.length > 1 ? ` (공동명의 ${c.holders.length}명)` : '') },
          { header: '연락처', card: 'phone', className: 'nowrap', cell: (c) => c.holders[0]?.phone ?? '' },
          { header: '주택형', card: 'inline', cell: (c) => c.unitType ?? '—' },
          { header: '계약일', card: 'inline', className: 'nowrap', cell: (c) => c.contractDate ?? '—' },
          ...(money
            ? [
                { header: '분양가', card: 'line' as const, label: '분양가', className: 'num nowrap', headerClassName: 'num', cell: (c: AdminContractRow) => won(c.price ?? 0) },
                { header: '납부', card: 'line' as const, label: '납부', className: 'num nowrap', headerClassName: 'num', cell: (c: AdminContractRow) => won(c.paid ?? 0) },
                { header: MONEY_WORDS.upcoming, card: 'line' as const, label: MONEY_WORDS.upcoming, className: 'num nowrap', headerClassName: 'num', cell: (c: AdminContractRow) => won(c.upcoming ?? 0) },
                {
                  header: MONEY_WORDS.payNow,
                  card: 'line' as const,
                  label: MONEY_WORDS.payNow,
                  className: 'num nowrap',
                  headerClassName: 'num',
                  cell: (c: AdminContractRow) => (c.overdue ? <strong className="is-overdue-figure">{won(c.payNow ?? 0)} (연체)</strong> : won(c.payNow ?? 0)),
                },
              ]
            : []),
        ]}
      />
      {can(data.role, 'contracts.all') && <ImportForm />}
      {can(data.role, 'contracts.all') && <LoanImport />}
      {can(data.role, 'contracts.all') && <OptionPeriodForm />}
    </>
  );
}

/** The 시행사's ledger as CSV: the browser reads the file (UTF-8 or EUC-KR) and sends its text. */
function ImportForm() {
  const csrf = useCsrfToken();
  const [csv, setCsv] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<ContractImportResult | null>(null);
  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (file) setCsv(await readReport(file));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    setResult(null);
    try {
      setResult(await api<ContractImportResult>('/api/admin/contracts/import', { method: 'POST', csrf, json: { csv } }));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-card contracts-import" aria-labelledby="c-import-title">
      <h2 id="c-import-title" className="admin-card-title">
        계약 원장 가져오기
      </h2>
      <form onSubmit={(e) => void submit(e)}>
        <p className="admin-muted">
          CSV 열: {CONTRACT_IMPORT_COLUMNS.join(', ')}. 공동명의는 같은 동·호를 한 줄씩 더 적어 주세요. 동·호가 같은 계약은 새로 만들지 않고 고쳐지며, 이미 납부된 금액은 그대로 남습니다. UTF-8과 EUC-KR 파일 모두 읽습니다.
        </p>
        <div className="field">
          <label htmlFor="c-file">CSV 파일</label>
          <input id="c-file" type="file" accept=".csv,text/csv" onChange={(e) => void readFile(e)} />
        </div>
        <div className="field">
          <label htmlFor="c-csv">또는 붙여넣기</label>
          <textarea id="c-csv" rows={4} value={csv} onChange={(e) => setCsv(e.currentTarget.value)} placeholder={`${CONTRACT_IMPORT_COLUMNS.join(',')}\n101,1201,홍길동,010-1234-5678,2027-01-05,538670000,562-910-00012345`} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy || !csrf || !csv.trim()}>
          계약 원장 가져오기
        </button>
      </form>
      {result && (
        <div role="status" className="contracts-import-result">
          <p>
            새 계약 {result.added}건, 변경 {result.updated}건, 제외 {result.rejected.length}줄. 새로고침하면 목록에 반영됩니다.
          </p>
          {result.rejected.length > 0 && (
            <>
              <p>
                <strong>제외된 줄 {result.rejected.length}개</strong> (첫 줄이 1번째 줄입니다)
              </p>
              <RejectedLines rows={result.rejected} />
            </>
          )}
        </div>
      )}
      {error && (
        <p className="form-message is-failure" role="alert">
          ✗ {error}
        </p>
      )}
    </section>
  );
}

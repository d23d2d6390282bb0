import type { ReactNode } from 'react';
import { usePageData } from '../../page-data';
import { INSTALMENT_STATUS_LABELS, MONEY_WORDS } from '../../../shared/payment-status';
import { INTEREST_LABELS, won } from '../../../shared/payment';
import { type AdminContractDetail, type AdminInstalmentView, type ContractHistoryEntry } from '../../../shared/contract-ledger';
import type { PageProps } from '../../pages/types';
import { AdminLayout } from '../shell/AdminLayout';
import { DeskList } from '../ui/DeskList';
import { formatDateTime } from '../ui/format';
import { ConfirmOptions } from './ConfirmOptions';
import { ContractDeskActions } from './ContractDeskActions';
import { ContractLifeActions } from './ContractLifeActions';
import { ContractMoveInMoney } from './ContractMoveInMoney';
import { TossAccountCard } from './TossAccountCard';
import './contracts.css';

/**
 * One contract: its 계약자 (공동명의), unit and date, the account it is paid into, every instalment
 * with paid and outstanding, options, and the history of every change (who, when, from → to).
 * A counselor's page has no money on it: the server sends none.
 */
export function AdminContract(props: PageProps) {
  const data = usePageData('admin-contract', props.match.canonicalPath);
  if (!data) return <p className="admin-loading">불러오는 중입니다…</p>;
  return (
    <AdminLayout email={data.email} role={data.role} title={data.contract ? `계약 상세 · ${data.contract.dong}동 ${data.contract.ho}호` : '계약 상세'} current="contracts" actions={<a className="admin-btn admin-btn-ghost" href="/admin/contracts">← 계약 원장</a>}>
      {data.email ? data.contract ? (
        <Contract
          c={data.contract}
          desk={data.contract.money && data.assignable ? <ContractDeskActions contractId={data.contract.id} unit={`${data.contract.dong}동 ${data.contract.ho}호`} price={data.contract.price} counselorId={data.counselorId ?? null} assignable={data.assignable} cancelledOn={data.contract.cancelledOn} today={data.contract.today} /> : null}
          life={data.contract.money && data.assignable ? <ContractLifeActions c={data.contract} /> : null}
          moveIn={data.contract.money && data.assignable && !data.contract.cancelledOn ? <ContractMoveInMoney c={data.contract} /> : null}
          toss={data.contract.money && data.toss ? <TossAccountCard contractId={data.contract.id} unit={`${data.contract.dong}동 ${data.contract.ho}호`} issuing={data.toss.issuing && !data.contract.cancelledOn} accounts={data.toss.accounts} instalments={data.contract.instalments} /> : null}
        />
      ) : <div className="admin-card admin-empty">계약을 찾을 수 없습니다. 담당 고객의 계약이 아니거나 없는 계약입니다.</div> : null}
    </AdminLayout>
  );
}

const money = (n: number | undefined) => (n === undefined ? '—' : won(n));
const due = (i: AdminInstalmentView) => i.dueDate ?? i.dueText ?? '—';

function Contract({ c, desk, life, moveIn, toss }: { c: AdminContractDetail; desk: ReactNode; life: ReactNode; moveIn: ReactNode; toss: ReactNode }) {
  return (
    <>
      <section className="admin-card contract-summary" aria-labelledby="c-title">
        <h2 id="c-title" className="admin-card-title">
          {c.dong}동 {c.ho}호{c.unitType ? ` · ${c.unitType}` : ''}
        </h2>
        <dl className="contract-facts">
          <dt>계약자</dt>
          <dd>
            <ul className="contract-holders">
              {c.holders.map((h) => (
                <li key={h.phone}>
                  {h.name} · <a href={`tel:${h.phone.replace(/-/g, '')}`}>{h.phone}</a>
                </li>
              ))}
            </ul>
            {c.holders.length > 1 && <span className="admin-muted">공동명의 {c.holders.length}명</span>}
          </dd>
          <dt>계약일</dt>
          <dd>{c.contractDate ?? '—'}</dd>
          {c.cancelledOn && (
            <>
              <dt>해약일</dt>
              <dd className="is-overdue-figure">{c.cancelledOn} (해약: 분양 실적에서 빠지고, 남은 분양대금은 더 청구되지 않습니다)</dd>
            </>
          )}
          <dt>담당 상담사</dt>
          <dd>{c.counselor ?? '—'}</dd>
          {c.money && (
            <>
              <dt>분양가</dt>
              <dd>{money(c.price)}</dd>
              <dt>{MONEY_WORDS.paid} / {MONEY_WORDS.upcoming}</dt>
              <dd>
                {money(c.paid)} / {money(c.upcoming)}
              </dd>
              {!!c.overdue && (
                <>
                  <dt>{MONEY_WORDS.overdue} · {MONEY_WORDS.late}</dt>
                  <dd className="is-overdue-figure">
                    {money(c.overdue)} · {money(c.late)}{c.today ? ` (${c.today} 기준)` : ''}
                  </dd>
                </>
              )}
              <dt>{MONEY_WORDS.payNow}</dt>
              <dd>
                <strong>{money(c.payNow)}</strong>
              </dd>
              {!!c.surplus && (
                <>
                  <dt>초과 납부(과오납)</dt>
                  <dd>
                    <strong>{money(c.surplus)}</strong>
                  </dd>
                </>
              )}
              <dt>가상계좌</dt>
              <dd>{c.account ?? '—'}</dd>
            </>
          )}
          {c.loan && (
            <>
              <dt>중도금 대출</dt>
              <dd>{[c.loan.lender, c.loan.limitPercent ? `분양가의 ${c.loan.limitPercent}%까지` : '', c.loan.interest ? INTEREST_LABELS[c.loan.interest] : ''].filter(Boolean).join(' · ')}</dd>
            </>
          )}
        </dl>
        {!c.money && <p className="admin-muted">금액과 계좌는 팀장·대표 관리자만 볼 수 있습니다.</p>}
      </section>

      {desk}
      {life}
      {moveIn}
      {toss}

      <DeskList<AdminInstalmentView>
        label="납부 일정"
        summary={<h2 className="admin-card-title">납부 일정 {c.instalments.length}회차</h2>}
        rows={c.instalments}
        rowKey={(i) => i.key}
        rowClassName={(i) => (i.status === 'overdue' ? 'is-overdue' : undefined)}
        empty="납부 일정이 없습니다."
        columns={[
          { header: '회차', card: 'name', cell: (i) => `${i.label}${i.kind === 'option' ? ' (옵션)' : ''}` },
          { header: '납부일', card: 'status', className: 'nowrap', cell: due },
          ...(c.money
            ? [
                { header: '금액', card: 'line' as const, label: '금액', className: 'num nowrap', headerClassName: 'num', cell: (i: AdminInstalmentView) => money(i.amount) },
                { header: '납부', card: 'line' as const, label: '납부', className: 'num nowrap', headerClassName: 'num', cell: (i: AdminInstalmentView) => money(i.paid) + (i.paidOn ? ` (${i.paidOn})` : '') },
                { header: '구분', card: 'line' as const, label: '구분', className: 'nowrap', cell: (i: AdminInstalmentView) => (i.status ? <span className={`pay-status is-${i.status}`}>{INSTALMENT_STATUS_LABELS[i.status]}</span> : '—') },
                { header: '남은 금액', card: 'line' as const, label: '남은 금액', className: 'num nowrap', headerClassName: 'num', cell: (i: AdminInstalmentView) => money(i.outstanding) },
                { header: '연체료', card: 'line' as const, label: '연체료', className: 'num nowrap', headerClassName: 'num', cell: (i: AdminInstalmentView) => (i.late ? money(i.late) : '—') },
              ]
            : []),
        ]}
      />

      {c.options.length > 0 && (
        <section className="admin-card" aria-labelledby="c-options">
          <h2 id="c-options" className="admin-card-title">유상옵션</h2>
          <ul>
            {c.options.map((o) => (
              <li key={o.optionId}>
                {o.label} · {o.state === 'confirmed' ? '계약 확정' : '신청'}
                {o.price !== undefined ? ` · ${won(o.price)}` : ''}
              </li>
            ))}
          </ul>
          {c.money && <ConfirmOptions contractId={c.id} requested={c.options.filter((o) => o.state === 'requested').length} />}
        </section>
      )}

      <DeskList<ContractHistoryEntry>
        label="변경 이력"
        summary={<h2 className="admin-card-title">변경 이력 (최신순)</h2>}
        rows={c.history}
        rowKey={(h) => `${h.at}-${h.what}-${h.by}`}
        empty="변경 이력이 없습니다."
        columns={[
          { header: '일시', card: 'name', className: 'nowrap', cell: (h) => formatDateTime(h.at) },
          { header: '변경한 사람', card: 'status', cell: (h) => h.by },
          { header: '내용', card: 'line', label: '내용', cell: (h) => h.what },
          {
            header: '변경 항목',
            card: 'line',
            label: '항목',
            cell: (h) => (
              <ul className="contract-changes">
                {h.lines.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </>
  );
}

import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { api } from '../../api';
import type { MoveInExceptionRow } from '../../../shared/movein';
import { kstDateTimeDots } from '../../../shared/korean-format';
import { useCsrfToken } from '../shell/useAdminSession';
import { useSaveStatus } from '../ui/SaveBar';
import { FormStatus } from '../ui/FormStatus';
import { DeskList } from '../ui/DeskList';

/**
 * 정산 전 입주증·열쇠 예외 (decision 0057): the 입주증 and the keys follow the 입주 정산서 (released at 0);
 * the desk may release a household before, with a reason (a 잔금대출 the bank confirmed, a sum on its
 * way). Given here by 동·호, listed with who gave it, when and why, and withdrawn from the list; each
 * one is also a line of the contract's history. `beside` is the form set next to it (the 입주지정기간).
 */
export function MoveInExceptions({ beside }: { beside: ReactNode }) {
  const csrf = useCsrfToken();
  const [rows, setRows] = useState<MoveInExceptionRow[] | null>(null);
  const { busy, status, setStatus, run } = useSaveStatus();
  const load = () =>
    api<{ items: MoveInExceptionRow[] }>('/api/admin/movein/exceptions')
      .then((r) => setRows(r.items))
      .catch((err: Error) => setStatus({ ok: false, text: err.message }));
  useEffect(() => void load(), []); // eslint-disable-line react-hooks/exhaustive-deps
  const allow = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const unit = `${String(f.get('dong')).trim()}-${String(f.get('ho')).trim()}`;
    void run(async () => {
      await api(`/api/admin/movein/contracts/${encodeURIComponent(unit)}/exception`, { method: 'POST', csrf, json: { reason: f.get('reason') } });
      form.reset();
      await load();
      return `${unit.replace('-', '동 ')}호: 정산 전에 입주증과 열쇠를 드릴 수 있게 했습니다. 계약 변경 이력에 남았습니다.`;
    });
  };
  const withdraw = (r: MoveInExceptionRow) =>
    void run(async () => {
      await api(`/api/admin/movein/contracts/${r.contractId}/exception`, { method: 'DELETE', csrf });
      await load();
      return `${r.unit}의 예외를 철회했습니다. 이제 정산서를 모두 납부해야 입주증과 열쇠를 드립니다.`;
    });
  return (
    <>
      <div className="movein-forms">
        {beside}
      <form className="admin-card movein-form" onSubmit={allow} aria-label="정산 전 입주증·열쇠 예외">
        <h2>정산 전 입주증·열쇠 예외</h2>
        <p className="admin-muted">입주증과 열쇠는 입주 정산서를 모두 납부하면 나갑니다. 그 전에 드려야 할 때 사유와 함께 허용합니다.</p>
        <label>동 <input name="dong" required inputMode="numeric" pattern="\d{1,4}" size={5} disabled={busy} /></label>
        <label>호 <input name="ho" required inputMode="numeric" pattern="\d{1,5}" size={6} disabled={busy} /></label>
        <label className="movein-grow">사유 <input name="reason" required minLength={2} maxLength={300} placeholder="예: 잔금 대출 실행 확인" disabled={busy} /></label>
        <button type="submit" className="admin-btn" disabled={busy || !csrf}>허용</button>
      </form>
      </div>
      <FormStatus status={status} />
      <DeskList<MoveInExceptionRow>
        label="정산 전 예외 목록"
        summary={<h2 className="admin-card-title">{`정산 전 예외 ${rows?.length ?? 0}세대`}</h2>}
        rows={rows ?? []}
        rowKey={(r) => r.contractId}
        empty={rows ? '정산 전에 허용한 세대가 없습니다.' : '불러오는 중입니다…'}
        columns={[
          { header: '세대', card: 'name', className: 'nowrap', cell: (r) => <a href={`/admin/contracts/${r.contractId}`}>{r.unit}</a> },
          { header: '사유', card: 'line', label: '사유', cell: (r) => r.reason },
          { header: '허용한 사람', card: 'inline', cell: (r) => r.by },
          { header: '일시', card: 'inline', className: 'nowrap', cell: (r) => kstDateTimeDots(r.at) },
          {
            header: '철회',
            card: 'line',
            cell: (r) => (
              <button type="button" className="admin-btn admin-btn-small" disabled={busy || !csrf} onClick={() => withdraw(r)} aria-label={`${r.unit} 예외 철회`}>
                철회
              </button>
            ),
          },
        ]}
      />
    </>
  );
}

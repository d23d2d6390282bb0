import { useEffect, useState } from 'react';
import { api } from '../../api';
import type { DepositNoticeView } from '../../../shared/deposits';

/**
 * 토스페이먼츠 입금 통보 that the day's statement did not bear out (GET …/deposits/notices): a notice
 * missing from its day's statement, one two lines matched, or a DONE taken back. Read again after
 * each upload (`version`), since an upload reconciles its days.
 */
export function DepositNotices({ version }: { version: number }) {
  const [list, setList] = useState<{ items: DepositNoticeView[]; flagged: number } | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api<{ items: DepositNoticeView[]; flagged: number }>('/api/admin/contracts/deposits/notices')
      .then(setList)
      .catch(() => setError('입금 통보 대사 결과를 불러오지 못했습니다.'));
  }, [version]);
  if (error) return <p className="form-message is-failure" role="alert">{error}</p>;
  if (!list?.flagged) return null;
  return (
    <section className="admin-card" aria-labelledby="d-notices-title">
      <h2 id="d-notices-title" className="admin-card-title">확인할 입금 통보 {list.flagged}건</h2>
      <p className="admin-muted">토스페이먼츠 가상계좌 입금 통보를 그날 통장 내역과 맞춰 본 결과입니다.</p>
      <ul className="deposits-notices">
        {list.items.map((n) => (
          <li key={n.transactionKey}>
            <a href={`/admin/contracts/${n.contractId}`}>{n.unit}</a> {n.words}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { SubPage } from '../components/SubPage';
import { usePageData } from '../page-data';
import { koreanDate } from '../../shared/kst';
import type { PageProps } from './types';
import { groupDigits } from '../../shared/korean-format';

const won = (n: number) => `${groupDigits(n)}원`;

/**
 * 납부확인서 진위 확인 (issue 66): whoever holds the paper (a bank, a buyer's family) types or scans its
 * 발급번호 and sees what was issued: 단지, 동·호, 발급일, each instalment's due and paid day and the sums.
 * Never a name or phone. A 해약 or a payment since it was issued is said first.
 */
export function ReceiptVerify({ match }: PageProps) {
  const data = usePageData('receipt-verify', match.canonicalPath);
  const c = data?.check;
  return (
    <SubPage match={match}>
      <div className="receipt-verify">
        {!c ? (
          <p className="form-message is-failure" role="alert">이 발급번호로 발급된 납부확인서가 없습니다. 번호를 다시 확인해 주세요.</p>
        ) : (
          <>
            <p className="form-message is-success" role="status">
              ✓ {c.projectName}에서 {koreanDate(c.issuedOn)}에 발급한 납부확인서입니다 (발급번호 {c.code}).
            </p>
            {c.cancelledOn && <p className="form-message is-failure" role="alert">이 계약은 {koreanDate(c.cancelledOn)}에 해약되었습니다. 발급 당시의 내용만 확인하실 수 있습니다.</p>}
            {c.paidSince && <p className="form-message" role="status">발급 후 {won(c.paidSince)}이 더 납부되었습니다. 최신 내용은 새로 발급받은 납부확인서로 확인해 주세요.</p>}
            <dl className="optout-facts">
              <dt>단지</dt><dd>{c.projectName}</dd>
              <dt>동·호수</dt><dd>{c.unit}</dd>
              <dt>발급일</dt><dd>{koreanDate(c.issuedOn)}</dd>
              <dt>납부 합계</dt><dd>{won(c.paid)}</dd>
              <dt>분양대금 총액</dt><dd>{won(c.total)}</dd>
            </dl>
            <div className="table-scroll">
              <table className="data-table">
                <caption>회차별 납부 내역 (발급일 기준)</caption>
                <thead><tr><th scope="col">회차</th><th scope="col">납부기한</th><th scope="col">납부일</th><th scope="col">금액</th><th scope="col">납부액</th></tr></thead>
                <tbody>
                  {c.lines.map((l) => (
                    <tr key={l.label}><th scope="row">{l.label}</th><td>{/^\d{4}-/.test(l.dueBy) ? koreanDate(l.dueBy) : l.dueBy}</td><td>{l.paidOn ? koreanDate(l.paidOn) : l.paid > 0 ? '일부 납부' : '-'}</td><td>{won(l.amount)}</td><td>{won(l.paid)}</td></tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </SubPage>
  );
}

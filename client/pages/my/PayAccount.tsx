import { useState } from 'react';
import type { PayTo } from './types';

/**
 * 납부 계좌: the bank, the number and the 예금주, and a button that copies the number (digits only, as a
 * banking app's transfer field takes it), so a holder pays without retyping it.
 */
export function PayAccount({ to }: { to: PayTo | null }) {
  const [copied, setCopied] = useState<{ text: string; ok: boolean } | null>(null);
  if (!to) return <p className="my-account"><strong>납부 계좌</strong> 분양사무소로 문의해 주세요.</p>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(to.number.replace(/\D/g, ''));
      setCopied({ text: `계좌번호를 복사했습니다. 은행 앱의 이체 화면에 붙여 넣어 주세요.`, ok: true });
    } catch {
      setCopied({ text: '복사하지 못했습니다. 계좌번호를 길게 눌러 복사해 주세요.', ok: false });
    }
  };
  return (
    <div className="my-account my-pay-to" role="group" aria-labelledby="my-pay-to-title">
      <p id="my-pay-to-title" className="my-pay-to-title">납부 계좌</p>
      <dl>
        <div><dt>은행</dt><dd>{to.bank}</dd></div>
        <div><dt>계좌번호</dt><dd className="my-pay-to-number">{to.number}</dd></div>
        <div><dt>예금주</dt><dd>{to.holder}</dd></div>
      </dl>
      <button type="button" className="btn btn-outline" onClick={() => void copy()}>계좌번호 복사</button>
      {copied && <p className={`form-message ${copied.ok ? 'is-success' : 'is-failure'}`} role="status">{copied.text}</p>}
    </div>
  );
}

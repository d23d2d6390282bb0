import { useState } from 'react';
import type { PayTo } from './types';

/** 계좌번호 복사: copies the number (digits only, as a banking app's transfer field takes it) and says how it went. */
export function CopyAccountNumber({ number, label = '계좌번호 복사' }: { number: string; label?: string }) {
  const [copied, setCopied] = useState<{ text: string; ok: boolean } | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number.replace(/\D/g, ''));
      setCopied({ text: `계좌번호를 복사했습니다. 은행 앱의 이체 화면에 붙여 넣어 주세요.`, ok: true });
    } catch {
      setCopied({ text: '복사하지 못했습니다. 계좌번호를 길게 눌러 복사해 주세요.', ok: false });
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => void copy()}>{label}</button>
      {copied && <p className={`form-message ${copied.ok ? 'is-success' : 'is-failure'}`} role="status">{copied.text}</p>}
    </>
  );
}

/**
 * 납부 계좌: the bank, the number and the 예금주, and a button that copies the number, so a holder
 * pays without retyping it.
 */
export function PayAccount({ to }: { to: PayTo | null }) {
  if (!to) return <p className="my-account"><strong>납부 계좌</strong> 분양사무소로 문의해 주세요.</p>;
  return (
    <div className="my-account my-pay-to" role="group" aria-labelledby="my-pay-to-title">
      <p id="my-pay-to-title" className="my-pay-to-title">납부 계좌</p>
      <dl>
        <div><dt>은행</dt><dd>{to.bank}</dd></div>
        <div><dt>계좌번호</dt><dd className="my-pay-to-number">{to.number}</dd></div>
        <div><dt>예금주</dt><dd>{to.holder}</dd></div>
      </dl>
      <CopyAccountNumber number={to.number} />
    </div>
  );
}

/** One payment's own account (a 신탁 account, the options account, the unit's 가상계좌), under its line. */
export function PaymentAccount({ label, to }: { label: string; to: PayTo }) {
  return (
    <div className="my-pay-account" role="group" aria-label={`${label} 입금 계좌`}>
      <p>
        입금 계좌: {to.purpose ? `${to.purpose} · ` : ''}<strong>{to.bank} {to.number}</strong> · 예금주 {to.holder}
      </p>
      <CopyAccountNumber number={to.number} label={`${label} 계좌번호 복사`} />
    </div>
  );
}

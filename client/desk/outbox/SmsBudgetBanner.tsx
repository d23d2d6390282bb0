import type { SmsBudgetStatus } from '../../../shared/outbox';

/**
 * Says when the hourly budget of visitor-triggered texts (SMS_VISITOR_HOURLY_LIMIT) is spent:
 * visitor texts wait for the next hour and verification codes are refused; leads are still stored.
 */
export function SmsBudgetBanner({ budget }: { budget?: SmsBudgetStatus }) {
  if (!budget?.reached) return null;
  const n = (v: number) => v.toLocaleString('ko-KR');
  const text = [
    `방문객이 요청한 문자가 이번 시간 한도(시간당 ${n(budget.perHour)}건)에 이르렀습니다.`,
    budget.waiting > 0 ? `대기 중인 문자 ${n(budget.waiting)}건은 다음 시간에 먼저 접수된 순서대로 발송됩니다.` : '',
    '이 동안 휴대폰 인증번호는 발송되지 않으며(방문객에게 ‘잠시 후 다시 시도해 주세요’ 안내), 상담 신청은 정상적으로 저장됩니다.',
  ].filter(Boolean).join(' ');
  return (
    <div className="admin-banner admin-banner-warning" role="alert">
      <strong>문자 발송 한도 도달:</strong> {text}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { useSite } from '../site-context';

/** Required consent under the Personal Information Protection Act, with its short notice. */
export function ConsentField({ id, purpose = '분양 상담 및 안내', items = '이름, 연락처, 문의내용' }: { id: string; purpose?: string; items?: string }) {
  const site = useSite();
  return (
    <div className="consent">
      <div className="consent-check">
        <input id={id} name="consent" type="checkbox" value="on" required aria-describedby={`${id}-notice`} />
        <label htmlFor={id}>
          개인정보 수집·이용 동의 <span className="required-text">(필수)</span>
        </label>
      </div>
      <ul id={`${id}-notice`} className="consent-notice">
        <li>수집 목적: {purpose}</li>
        <li>수집 항목: {items}</li>
        <li>보유 기간: 수집일로부터 {site.leadRetentionDays}일 (기간 경과 후 지체 없이 파기)</li>
        <li>동의를 거부하실 수 있으며, 거부 시 상담 신청이 제한됩니다.</li>
        <li>
          <Link to="/privacy">개인정보처리방침 보기</Link>
        </li>
      </ul>
    </div>
  );
}

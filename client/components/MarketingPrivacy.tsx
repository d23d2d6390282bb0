import { telHref } from '../../shared/site.config';
import { CONSENT_RECORD_RETENTION_YEARS, MARKETING_NOTICE } from '../../shared/consent';
import { useSite } from '../site-context';

/**
 * The privacy policy's part on the optional advertising consent: purpose, the SMS provider as
 * processor, how long consent records are kept, and how to opt out.
 */
export function MarketingPrivacy() {
  const site = useSite();
  return (
    <section className="policy-section" aria-labelledby="policy-marketing">
      <h3 id="policy-marketing">광고성 정보 수신 동의 (선택)</h3>
      <p>
        관심고객 등록·방문예약 신청서에서 &lsquo;{MARKETING_NOTICE.marketing.label}&rsquo;에 따로 동의하신 분께만 분양 소식,
        잔여세대·무순위 청약 안내 등 광고성 문자를 보냅니다. 동의하지 않으셔도 상담 신청은 그대로 가능합니다.
      </p>
      <ul>
        <li>이용 목적: 분양 소식, 잔여세대·무순위 청약 등 광고성 정보 문자 발송</li>
        <li>이용 항목: 이름, 연락처</li>
        <li>
          야간(21시~다음 날 8시)에는 &lsquo;{MARKETING_NOTICE.night.label}&rsquo;에 동의하신 분께만 보내며, 그 밖의 분께는
          다음 날 8시 이후에 보냅니다.
        </li>
        <li>
          동의·철회 결과는 즉시 문자로 알려 드리며, 동의하신 날부터 2년마다 수신 동의 사실을 다시 알려 드립니다.
        </li>
        <li>
          보유 기간: 동의를 철회하실 때까지 이용하며, 동의·철회 기록(연락처, 일시, 경로, 안내문 버전)은 철회일로부터{' '}
          {CONSENT_RECORD_RETENTION_YEARS}년간 보관한 뒤 파기합니다(분쟁 대비 증빙).
        </li>
        <li>
          수신거부: 모든 광고성 문자 끝의 무료수신거부 번호(
          <a href={telHref(site.optoutPhone)}>{site.optoutPhone}</a>) 또는 수신거부 링크로 언제든 무료로 거부하실 수
          있으며, 아직 발송되지 않은 모든 문자에 즉시 적용됩니다.
        </li>
      </ul>
      <h4>문자 발송 업무의 위탁</h4>
      <p>
        문자(SMS·LMS) 발송을 위하여 다음과 같이 개인정보 처리 업무를 위탁합니다. 수탁자는 위탁받은 업무 외의 목적으로 개인정보를
        이용하지 않습니다.
      </p>
      <ul>
        <li>수탁자: {site.privacy.sms?.name ?? '문자 발송 대행사 (계약 체결 시 이 방침에 공개합니다)'}</li>
        <li>위탁 업무: 예약 확인·안내 문자 및 광고성 정보 문자 발송</li>
        <li>위탁 항목: 연락처, 문자 내용</li>
        <li>보유 기간: 발송 완료 후 수탁자의 관계 법령에 따른 보관 기간까지</li>
      </ul>
    </section>
  );
}

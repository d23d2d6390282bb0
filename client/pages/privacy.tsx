import { SubPage } from '../components/SubPage';
import { telHref } from '../../shared/site.config';
import { useSite } from '../site-context';
import { MarketingPrivacy } from '../components/MarketingPrivacy';
import type { PageProps } from './types';

export function Privacy({ match }: PageProps) {
  const site = useSite();
  return (
    <SubPage match={match}>
      <div className="policy">
        <p>
          {site.developer}(이하 &lsquo;회사&rsquo;)는 「개인정보 보호법」에 따라 {site.projectName} 홈페이지에서 관심고객
          등록 및 견본주택 방문예약을 신청하시는 분의 개인정보를 다음과 같이 처리합니다.
        </p>
        <h3>1. 수집 목적</h3>
        <p>
          분양 상담 및 안내(분양 일정, 견본주택 방문 일정, 잔여 세대 안내 등의 연락), 견본주택 방문 예약의 확인과 그
          안내 문자(예약 확정·취소, 방문 전날 안내, 견본주택 주소·운영시간) 발송
        </p>
        <h3>2. 수집 항목</h3>
        <p>이름, 연락처, 문의내용(선택), 방문 예약 시 방문 일시와 인원</p>
        <h3>3. 보유 및 이용 기간</h3>
        <p>
          수집일로부터 {site.leadRetentionDays}일간 보유하며(방문 예약과 발송한 문자 기록도 같습니다), 기간이 지나면
          지체 없이 파기합니다. 관계 법령에 따라 보존할
          필요가 있는 경우에는 해당 기간 동안 보관합니다.
        </p>
        <h3>4. 동의를 거부할 권리</h3>
        <p>개인정보 수집·이용에 대한 동의를 거부하실 수 있으며, 거부하시는 경우 상담 신청이 제한됩니다.</p>
        <h3>5. 처리 위탁</h3>
        <p>
          원활한 상담을 위하여 분양 상담 업무를 분양대행사에 위탁할 수 있으며, 안내 문자 발송을 문자 발송 대행사에
          위탁합니다. 위탁 시 관련 법령에 따라 관리·감독합니다.
        </p>
        <h3>6. 정보주체의 권리</h3>
        <p>
          언제든지 개인정보의 열람, 정정, 삭제, 처리정지를 요청하실 수 있습니다. 요청은 분양 상담 전화(
          <a href={telHref(site.consultationPhone)}>{site.consultationPhone}</a>)로 해 주시면 지체 없이 조치하겠습니다.
        </p>
        <h3>7. 개인정보 보호책임자</h3>
        <p>
          {site.developer} 개인정보 보호 담당 · 연락처 {site.consultationPhone}
        </p>
        <MarketingPrivacy />
        <p className="policy-date">시행일: 2025년 1월 1일</p>
      </div>
    </SubPage>
  );
}

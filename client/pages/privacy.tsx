import { SubPage } from '../components/SubPage';
import { telHref } from '../../shared/site.config';
import { ATTRIBUTION_COOKIE, ATTRIBUTION_DAYS } from '../../shared/attribution';
import { useSite } from '../site-context';
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
        <p>분양 상담 및 안내(분양 일정, 견본주택 방문 일정, 잔여 세대 안내 등의 연락)</p>
        <h3>2. 수집 항목</h3>
        <p>이름, 연락처, 문의내용(선택)</p>
        <h3>3. 보유 및 이용 기간</h3>
        <p>
          수집일로부터 {site.leadRetentionDays}일간 보유하며, 기간이 지나면 지체 없이 파기합니다. 관계 법령에 따라 보존할
          필요가 있는 경우에는 해당 기간 동안 보관합니다.
        </p>
        <h3>4. 동의를 거부할 권리</h3>
        <p>개인정보 수집·이용에 대한 동의를 거부하실 수 있으며, 거부하시는 경우 상담 신청이 제한됩니다.</p>
        <h3>5. 처리 위탁</h3>
        <p>원활한 상담을 위하여 분양 상담 업무를 분양대행사에 위탁할 수 있으며, 위탁 시 관련 법령에 따라 관리·감독합니다.</p>
        <h3>6. 정보주체의 권리</h3>
        <p>
          언제든지 개인정보의 열람, 정정, 삭제, 처리정지를 요청하실 수 있습니다. 요청은 분양 상담 전화(
          <a href={telHref(site.consultationPhone)}>{site.consultationPhone}</a>)로 해 주시면 지체 없이 조치하겠습니다.
        </p>
        <h3>7. 개인정보 보호책임자</h3>
        <p>
          {site.developer} 개인정보 보호 담당 · 연락처 {site.consultationPhone}
        </p>
        <section className="policy-cookie" aria-labelledby="policy-cookie-title">
          <h3 id="policy-cookie-title">8. 유입 경로 쿠키의 설치·운영 및 거부</h3>
          <p>
            회사는 어떤 광고나 검색을 통해 홈페이지를 방문하셨는지 파악하기 위하여, 외부 사이트나 광고 링크로 처음
            들어오실 때 자체 쿠키 <code>{ATTRIBUTION_COOKIE}</code>를 저장합니다. 외부 분석 도구나 제3자 쿠키는 사용하지
            않습니다.
          </p>
          <ul>
            <li>저장 내용: 처음과 가장 최근에 들어오신 경로(광고 매체·캠페인 이름, 이전 사이트 주소, 처음 보신 페이지, 시각). 이름·연락처 등 개인을 알아볼 수 있는 정보는 담지 않습니다.</li>
            <li>이용 목적: 관심고객 등록·방문예약 시 어느 광고로 오셨는지 함께 기록하여 광고 효과를 확인합니다.</li>
            <li>보유 기간: 마지막으로 저장된 날부터 {ATTRIBUTION_DAYS}일이 지나면 브라우저에서 자동으로 삭제됩니다.</li>
            <li>
              거부 방법: 브라우저 설정의 쿠키(사이트 데이터) 항목에서 이 사이트의 쿠키를 차단하거나 삭제하실 수 있습니다.
              거부하셔도 홈페이지 이용과 상담 신청에는 제한이 없습니다.
            </li>
          </ul>
        </section>
        <p className="policy-date">시행일: 2025년 1월 1일</p>
      </div>
    </SubPage>
  );
}

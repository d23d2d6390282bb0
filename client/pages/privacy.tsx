import type { ReactNode } from 'react';
import { SubPage } from '../components/SubPage';
import { telHref, type Processor } from '../../shared/site.config';
import { ATTRIBUTION_COOKIE, ATTRIBUTION_DAYS } from '../../shared/attribution';
import { useSite } from '../site-context';
import { MarketingPrivacy } from '../components/MarketingPrivacy';
import type { PageProps } from './types';
import './privacy.css';

/**
 * The privacy policy. Each topic is one numbered section of POLICY_SECTIONS, so a new purpose
 * (e.g. optional marketing messages) is one more entry, not a rewrite.
 */
export function Privacy({ match }: PageProps) {
  const site = useSite();
  const { officer, hosting, sms, kakao } = site.privacy;
  // A company named twice (the same one for SMS and AlimTalk) is listed once per task.
  const processors: Processor[] = [hosting, ...(sms ? [sms] : []), ...(kakao ?? [])];

  const sections: { id: string; title: string; body: ReactNode }[] = [
    { id: 'purpose', title: '수집 목적', body: (
        <p>
          분양 상담 및 안내(분양 일정, 견본주택 방문 일정, 잔여 세대 안내 등의 연락), 견본주택 방문 예약의 확인과 그
          안내 문자(예약 확정·취소, 방문 전날 안내, 견본주택 주소·운영시간) 발송, 청약 알림을 신청하신 분께 청약 일정
          알림 문자(각 일정 전날과 당일) 발송
        </p>
      ),
    },
    {
      id: 'items',
      title: '수집 항목',
      body: (
        <ul>
          <li>관심고객 등록: 이름, 연락처</li>
          <li>방문예약: 이름, 연락처, 문의내용(선택), 시간을 정해 예약하시는 경우 방문 일시와 인원</li>
          <li>청약 알림 신청: 이름, 연락처 (문자 속 링크로 해지하시면 남은 알림은 보내지 않습니다)</li>
        </ul>
      ),
    },
    {
      id: 'retention',
      title: '보유 및 이용 기간',
      body: (
        <p>
          수집일로부터 {site.leadRetentionDays}일간 보유하며(방문 예약과 발송한 문자 기록도 같습니다), 기간이 지나면 지체 없이 파기합니다. 관계 법령에 따라 보존할
          필요가 있는 경우에는 해당 기간 동안 보관합니다.
        </p>
      ),
    },
    {
      // Contract records (decision 0039): kept to perform the contract, then as the law's books.
      id: 'contracts',
      title: '분양계약자의 개인정보',
      body: (
        <>
          <p>분양계약을 체결하신 분(공동명의 계약자 포함)의 개인정보는 동의가 아니라 계약의 이행을 위하여 처리합니다.</p>
          <ul>
            <li>
              항목: 계약자 이름과 휴대폰 번호, 계약 세대(동·호)와 주택형, 계약일, 분양가, 회차별 납부 금액·납부액·납부일, 납부 계좌(가상계좌), 중도금 대출 조건,
              선택하신 유상옵션, 계약 정보의 변경 이력
            </li>
            <li>목적: 분양대금(계약금·중도금·잔금) 납부 안내와 확인, 납부확인서 발급, 중도금 대출 자서·옵션 계약·입주 안내, 계약자 전용 페이지 제공</li>
            <li>법적 근거: 개인정보 보호법 제15조 제1항 제4호(정보주체와 체결한 계약의 이행)에 따르며, 별도의 동의를 받지 않습니다.</li>
            <li>
              보유기간: 계약의 이행이 끝날 때(잔금 납부와 입주, 또는 계약 해제)까지 이용하고, 그 뒤에는 상법 제33조와 국세기본법 제85조의3에 따라 계약이 끝난
              사업연도의 장부를 마감한 날부터 10년간 다른 정보와 분리하여 보관하며 이 기간에는 안내 문자 등에 이용하지 않습니다. 기간이 지나면 변경 이력과 함께 지체 없이
              파기합니다.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'refusal',
      title: '동의를 거부할 권리',
      body: <p>개인정보 수집·이용에 대한 동의를 거부하실 수 있으며, 거부하시는 경우 상담 신청이 제한됩니다.</p>,
    },
    {
      id: 'processors',
      title: '처리 위탁',
      body: (
        <>
          <p>회사는 원활한 서비스 제공을 위하여 다음과 같이 개인정보 처리 업무를 위탁하고 있으며, 관련 법령에 따라 수탁자를 관리·감독합니다.</p>
          <table className="policy-table">
            <thead>
              <tr>
                <th scope="col">수탁자</th>
                <th scope="col">위탁 업무</th>
              </tr>
            </thead>
            <tbody>
              {processors.map((p) => (
                <tr key={p.name}>
                  <td>{p.name}</td>
                  <td>{p.task}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ),
    },
    {
      id: 'rights',
      title: '정보주체의 권리와 삭제 요청 방법',
      body: (
        <>
          <p>언제든지 개인정보의 열람, 정정, 삭제, 처리정지를 요청하실 수 있습니다.</p>
          <ul>
            <li>
              전화: 분양 상담 전화 <a href={telHref(site.consultationPhone)}>{site.consultationPhone}</a> 또는 개인정보
              보호책임자 <a href={telHref(officer.phone)}>{officer.phone}</a>
            </li>
            <li>
              이메일: <a href={`mailto:${officer.email}`}>{officer.email}</a> (신청하신 이름과 연락처를 적어 주세요)
            </li>
          </ul>
          <p>본인 확인 후 지체 없이(10일 이내) 삭제하고 결과를 알려 드립니다.</p>
        </>
      ),
    },
    {
      id: 'officer',
      title: '개인정보 보호책임자',
      body: (
        <ul>
          <li>
            성명: {officer.name} ({officer.title}, {site.developer})
          </li>
          <li>
            연락처: <a href={telHref(officer.phone)}>{officer.phone}</a> · <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </li>
        </ul>
      ),
    },
    {
      // The first-party campaign cookie (server/attribution/): named here as PIPA art. 30 asks.
      id: 'cookie',
      title: '유입 경로 쿠키의 설치·운영 및 거부',
      body: (
        <>
          <p>
            회사는 어떤 광고나 검색을 통해 홈페이지를 방문하셨는지 파악하기 위하여, 외부 사이트나 광고 링크로 들어오실 때
            자체 쿠키 <code>{ATTRIBUTION_COOKIE}</code>를 저장합니다. 외부 분석 도구나 제3자 쿠키는 사용하지 않습니다.
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
        </>
      ),
    },
    {
      // First-party page counting without cookies (client/beacon.ts, server/campaigns/, decision 0035).
      id: 'counting',
      title: '방문 통계의 수집 방법',
      body: (
        <ul>
          <li>
            어느 광고와 검색으로 몇 분이 방문하셨는지 알기 위하여, 페이지를 실제로 여실 때마다 그 페이지 주소(예약 확인·수신거부 링크처럼 고객님께만 보내드린 주소는 고유 번호를 뺀 형태로), 들어오신 경로(광고 매체·캠페인
            이름, 이전 사이트의 주소 중 도메인), 기기 종류(휴대폰·태블릿·PC)를 집계합니다. 미리 불러오기만 하고 보지 않은 페이지는 세지 않습니다.
          </li>
          <li>
            같은 날의 방문자를 한 번만 세기 위하여 접속 IP 주소와 브라우저 정보를 매일 자정(한국 시간)에 바뀌는 비밀값과 함께 되돌릴 수 없는
            값(해시)으로 바꾸어 씁니다. IP 주소와 브라우저 정보 자체는 저장하지 않습니다. 이 값은 방문하신 다음 날 자정(한국 시간)이 지나면 곧 삭제되어
            48시간을 넘겨 보관되지 않으며, 비밀값은 그날 자정이 지나면 지워져 다른 날의 방문과 이어 볼 수 없습니다.
          </li>
          <li>
            방문 통계에는 쿠키를 쓰지 않습니다. 한 번의 방문 동안 처음 들어오신 경로만 브라우저의 세션 저장소(sessionStorage)에 두었다가 창을 닫으면
            사라집니다. 집계 결과는 날짜·시간·페이지·경로별 숫자로만 남고, 외부 분석 도구나 광고 플랫폼에는 보내지 않습니다. 시간별 숫자는 방문하신
            다음 날이 지나면 날짜별 숫자로 합쳐지고 시간별 기록은 삭제됩니다. 관심고객 등록이나 광고비 기록, 이 사이트가 보낸 문자의 링크에서 확인되지
            않은 광고 매체·캠페인 이름은 그대로 두지 않고 &lsquo;기타&rsquo;로 묶어 셉니다(새 캠페인 이름은 하루 20개까지만 그대로 둡니다).
          </li>
          <li>
            홈페이지가 고객님의 기기에서 얼마나 빨리 열리고 반응하는지 알기 위하여, 페이지를 닫거나 다른 화면으로 넘어가실 때 표시 속도와
            반응 시간(구글의 Core Web Vitals: LCP, INP, CLS, TTFB)과 가장 느렸던 화면 요소의 이름(예: 사진, 버튼의 위치)을 함께 보냅니다.
            입력하신 내용이나 화면의 글자는 보내지 않으며, 날짜·페이지·기기 종류별 구간 수치로만 집계합니다.
          </li>
        </ul>
      ),
    },
    {
      // Registrations and bookings kept in the browser while the network is down (client/kept-leads.ts, public/booking-sw.js).
      id: 'device',
      title: '전송되지 못한 신청 내용의 기기 내 임시 보관',
      body: (
        <ul>
          <li>
            관심고객 등록 때 네트워크가 끊겨 신청이 전달되지 못하면, 그 내용(이름, 연락처, 문의내용, 동의 여부, 중복 접수를 막는
            임의의 번호)을 이용자 기기의 브라우저 저장소(localStorage)에만 보관하였다가 연결되면 자동으로 보내 드립니다.
          </li>
          <li>
            견본주택 방문 예약 때 신호가 약해 예약이 전달되지 못하면, 그 내용(이름, 연락처, 방문 일시·인원, 문의내용, 동의 여부,
            중복 접수를 막는 임의의 번호)을 이 사이트의 서비스 워커가 이용자 기기의 브라우저 저장소(IndexedDB)에만 보관하였다가
            연결되면 자동으로 보내 드립니다.
          </li>
          <li>전송되면 즉시 삭제되며, 24시간 안에 전송되지 못한 내용은 보내지 않고 다음 방문 때 삭제됩니다.</li>
          <li>브라우저 설정에서 이 사이트의 데이터(저장소)를 삭제하시면 바로 지워집니다.</li>
        </ul>
      ),
    },
  ];

  return (
    <SubPage match={match}>
      <div className="policy">
        <p>
          {site.developer}(이하 &lsquo;회사&rsquo;)는 「개인정보 보호법」에 따라 {site.projectName} 홈페이지에서 관심고객
          등록 및 견본주택 방문예약을 신청하시는 분의 개인정보를 다음과 같이 처리합니다.
        </p>
        {sections.map((s, i) => (
          <section key={s.id} id={`privacy-${s.id}`} aria-labelledby={`privacy-${s.id}-title`}>
            <h3 id={`privacy-${s.id}-title`}>
              {i + 1}. {s.title}
            </h3>
            {s.body}
          </section>
        ))}
        <MarketingPrivacy />
        <p className="policy-date">시행일: 2025년 1월 1일</p>
      </div>
    </SubPage>
  );
}

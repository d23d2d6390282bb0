/**
 * 분양정보 (/SalesInfo): the 모집공고, the guides, the calendar, prices, the buyer's tools, the
 * remaining units and the notices. Most read the desk's data and are rendered per request.
 */
import type { PageRoute } from './route';

export const salesRoutes: PageRoute[] = [
  {
    path: '/SalesInfo/announcement',
    page: 'sales-announcement',
    section: 'sales',
    title: '입주자모집공고',
    description: '입주자모집공고 주요 내용을 확인하고 공고문 PDF를 내려받으세요.',
    keywords: ['입주자모집공고', '모집공고', '청약 일정'],
    // The PDF and its versions (정정공고) come from the desk: kept in memory only while unchanged.
    dynamic: true,
  },
  {
    path: '/SalesInfo/SubscriptionGuide',
    page: 'sales-subscription-guide',
    section: 'sales',
    title: '인지세 납부안내',
    description: '분양계약 시 납부하는 인지세와 청약 체크포인트를 안내합니다.',
    keywords: ['인지세', '청약 체크포인트'],
  },
  {
    path: '/SalesInfo/guide',
    page: 'sales-guide',
    section: 'sales',
    title: '인터넷 청약안내',
    description: '청약홈을 통한 인터넷 청약 방법을 안내합니다.',
    keywords: ['인터넷 청약', '청약홈', '청약안내'],
  },
  {
    path: '/SalesInfo/stampTax',
    aliases: ['/SalesInfo/StampTax'],
    page: 'sales-stamp-tax',
    section: 'sales',
    title: '인지세 상세안내',
    description: '전자수입인지 구매와 인지세 납부 절차를 안내합니다.',
    keywords: ['인지세', '전자수입인지'],
  },
  {
    path: '/SalesInfo/schedule',
    page: 'sales-schedule',
    section: 'sales',
    title: '청약일정',
    description: '특별공급, 1·2순위 청약, 당첨자 발표, 계약까지 청약 일정을 한눈에 확인하고 캘린더에 추가하거나 문자 알림을 신청하세요.',
    keywords: ['청약일정', '특별공급', '1순위', '당첨자 발표', '청약 알림'],
    // Past, current and next steps and the D-day follow the Korean day: rendered per request.
    dynamic: true,
  },
  {
    path: '/SalesInfo/payment',
    page: 'sales-payment',
    section: 'sales',
    title: '분양가 및 납부일정',
    description: '타입과 층별 분양가, 계약금·중도금·잔금 납부일정과 금액을 확인하세요.',
    keywords: ['분양가', '납부일정', '계약금', '중도금', '잔금'],
    // The chosen type and floor band come from the address (a GET form).
    dynamic: true,
  },
  {
    path: '/SalesInfo/score',
    page: 'sales-score',
    section: 'sales',
    title: '청약 가점 계산기',
    description: '생년월일, 혼인신고일, 무주택기간, 부양가족, 청약통장 가입일로 청약 가점(84점 만점)을 바로 계산하고 지난 당첨 가점과 비교해 보세요. 입력하신 내용은 저장하지 않습니다.',
    keywords: ['청약 가점 계산기', '청약 가점', '무주택기간', '부양가족', '청약통장 가입기간', '당첨 가점'],
    // The desk's past cut-offs are read per request; a form posted without JavaScript is answered with the page.
    dynamic: true,
  },
  {
    path: '/SalesInfo/cost',
    page: 'sales-cost',
    section: 'sales',
    title: '자금 계획 계산',
    description: '타입·층과 유상옵션을 고르면 계약금·중도금·잔금 날짜별 금액, 중도금 대출과 이자, 취득세까지 필요한 자금을 계산해 드립니다.',
    keywords: ['자금계획', '분양대금', '중도금 대출', '취득세 계산', '유상옵션', '발코니 확장'],
    // The option catalogue comes from the desk, read at every render; a posted choice is answered with the page.
    dynamic: true,
  },
  {
    path: '/SalesInfo/eligibility',
    page: 'sales-eligibility',
    section: 'sales',
    title: '청약 자격 확인',
    description: '몇 가지 질문에 답하시면 이 단지의 일반공급 1·2순위와 신혼부부·생애최초·다자녀·노부모부양·신생아·기관추천 특별공급 중 청약하실 수 있는 공급과 그렇지 않은 이유를 알려 드립니다.',
    keywords: ['청약 자격', '특별공급 자격', '신혼부부 특별공급', '생애최초 특별공급', '1순위 조건', '소득 기준'],
    // The desk's figures of this 모집공고 are read per request; a form post is answered with its result.
    dynamic: true,
  },
  {
    path: '/SalesInfo/remaining',
    page: 'sales-remaining',
    section: 'sales',
    title: '잔여세대 현황',
    description: '선착순 동·호 지정 분양 중인 잔여세대를 주택형별로 확인하고, 대기열 순서에 따라 원하는 세대를 선택하실 수 있습니다.',
    keywords: ['잔여세대', '선착순 분양', '동호 지정', '잔여세대 현황'],
    // The units change by the second: rendered per request, listed in the sitemap only while shown.
    dynamic: true,
  },
  {
    path: '/SalesInfo/notice',
    page: 'notice-board',
    section: 'sales',
    title: '공지사항',
    description: '입주자모집공고, 정정공고, 청약·계약 일정 등 분양 관련 공지사항을 확인하세요.',
    keywords: ['공지사항', '분양 공지', '정정공고'],
    // Notices come from the desk, scheduled ones at their time: rendered per request.
    dynamic: true,
  },
  {
    path: '/SalesInfo/notice/:id',
    page: 'notice-detail',
    section: 'sales',
    title: '공지사항',
    description: '분양 공지사항 상세 내용입니다.',
    keywords: ['공지사항'],
    dynamic: true,
  },
];

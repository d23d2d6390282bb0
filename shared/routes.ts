/**
 * The one route table. The client router, the header menu and its dropdowns, each section's
 * sub-menu, breadcrumbs, every page's head tags and sitemap.xml are all derived from here.
 */
import { matchPath } from 'react-router-dom';
import { formatArea, unitByInteriorSlug, unitBySlug, units } from './site.config';

/** Menu label of the unit type behind an interior URL slug (the unit table decides). */
const interiorLabel = (slug: string) => `${unitByInteriorSlug(units, slug)!.label} 타입`;

export * from './menu';
import { visibleLinks, type MenuFlags, type PageKey, type SectionKey } from './menu';
import type { Permission } from './permissions';

export interface PageRoute {
  /** Canonical path, in the spec's casing. May hold `:site` / `:id` / `:token` parameters. */
  path: string;
  /** Other spellings that serve the same page; the canonical link still uses `path`. */
  aliases?: string[];
  page: PageKey;
  section?: SectionKey;
  /** Unit type shown by shared floor-plan and interior pages. */
  unit?: string;
  title: string;
  description: string;
  keywords?: string[];
  /** Rendered per request (database data): never served from the HTML cache. */
  dynamic?: boolean;
  /** Kept out of search engines and the sitemap (result and administrator pages). */
  noindex?: boolean;
  /**
   * Desk pages: what the signed-in account must be allowed (shared/permissions.ts). The server
   * checks it before the page's loader runs (403 otherwise) and the desk menu (desk-menu.ts)
   * shows the page only to the roles holding it.
   */
  permission?: Permission;
}

/** Slugs of press boards: lower-case letters, digits and hyphens. */
export const SITE_SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** A unit page reads its menu label everywhere (title, heading, description), never its URL slug. */
const floorPlan = (slug: string): PageRoute => {
  const u = unitBySlug(units, slug)!;
  return {
    path: `/FloorPlan/${slug}`,
    page: 'floorplan-unit',
    section: 'floorplan',
    unit: slug,
    title: `${u.label} 타입 평면안내`,
    description: `${u.label} 타입 세대 평면도입니다(전용 ${formatArea(u.exclusiveArea)}, 공급 ${formatArea(u.supplyArea)}). 견본주택 기준 이미지로 실제 시공과 다를 수 있습니다.`,
    keywords: ['평면도', `${u.label}타입`, '세대안내'],
  };
};

const interior = (slug: string, page: 'interior-unit' | 'interior-coming-soon'): PageRoute => {
  const label = interiorLabel(slug);
  return {
    path: `/Interior/${slug}`,
    page,
    section: 'interior',
    unit: slug,
    title: `${label} 인테리어`,
    description:
      page === 'interior-unit'
        ? `${label} 견본주택 인테리어를 소개합니다.`
        : `${label} 인테리어 안내를 준비하고 있습니다.`,
    keywords: ['인테리어', label],
  };
};

export const pages: PageRoute[] = [
  {
    path: '/',
    page: 'home',
    title: '공식 홈페이지',
    description:
      '호수를 품은 1,455세대 프리미엄 단지. 특별 분양 혜택, 입지, 단지·세대 안내와 관심고객 등록을 한곳에서 확인하세요.',
    keywords: ['공식 홈페이지', '분양', '청약', '견본주택', '관심고객 등록'],
  },
  {
    path: '/Brand/intro',
    aliases: ['/brand/intro'],
    page: 'brand-intro',
    section: 'brand',
    title: '브랜드 소개',
    description: '자연과 품격, 혁신을 담은 주거 브랜드의 철학과 약속을 소개합니다.',
    keywords: ['브랜드 소개', '아파트 브랜드'],
  },
  {
    path: '/Brand/video',
    page: 'brand-video',
    section: 'brand',
    title: '홍보영상',
    description: '단지의 모습과 라이프스타일을 담은 홍보영상을 감상하세요.',
    keywords: ['홍보영상', '분양 영상'],
  },
  {
    path: '/BusinessGuide/intro',
    page: 'business-intro',
    section: 'business',
    title: '사업안내',
    description: '지하 4층~지상 35층, 12개동 1,455세대 규모의 사업개요와 공급 타입을 안내합니다.',
    keywords: ['사업개요', '사업안내', '1,455세대'],
  },
  {
    path: '/BusinessGuide/plan',
    page: 'business-plan',
    section: 'business',
    title: '주택취득자금 조달계획',
    description: '주택취득자금 조달계획과 분양 일정을 안내합니다.',
    keywords: ['자금조달계획', '분양일정'],
  },
  {
    path: '/BusinessGuide/documents',
    page: 'business-documents',
    section: 'business',
    title: '당첨자 계약 구비서류',
    description: '당첨자 계약 체결 시 준비하셔야 할 구비서류를 안내합니다.',
    keywords: ['계약 구비서류', '당첨자 계약'],
  },
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
  {
    path: '/LocationEnvironment/intro',
    page: 'location-intro',
    section: 'location',
    title: '입지안내',
    description: '교통, 교육, 자연, 생활, 개발, 의료까지 여섯 가지 입지 가치를 소개합니다.',
    keywords: ['입지안내', '입지환경', '호수공원'],
  },
  {
    path: '/LocationEnvironment/primium',
    page: 'location-premium',
    section: 'location',
    title: '프리미엄',
    description: '호수 조망과 생활 인프라를 함께 누리는 단지의 프리미엄을 소개합니다.',
    keywords: ['프리미엄', '레이크뷰'],
  },
  {
    path: '/ComplexGuide/intro',
    page: 'complex-intro',
    section: 'complex',
    title: '단지배치도',
    description: '12개동과 조경, 커뮤니티 시설의 배치를 단지배치도로 확인하세요.',
    keywords: ['단지배치도', '단지안내'],
  },
  {
    path: '/ComplexGuide/detailintro',
    page: 'complex-detail',
    section: 'complex',
    title: '동·호수 배치도',
    description: '호수를 향한 동·호수 배치와 타입별 위치를 안내합니다.',
    keywords: ['동호수 배치도', '레이크 배치도'],
  },
  {
    path: '/ComplexGuide/community',
    page: 'complex-community',
    section: 'complex',
    title: '커뮤니티',
    description: '피트니스센터, 작은도서관, 카페 등 입주민 커뮤니티 시설을 소개합니다.',
    keywords: ['커뮤니티', '부대시설'],
  },
  ...units.map((u) => floorPlan(u.slug)),
  {
    path: '/FloorPlan/Emodel',
    page: 'floorplan-emodel',
    section: 'floorplan',
    title: 'E-모델하우스',
    description: '집에서 둘러보는 VR E-모델하우스로 세대 내부를 살펴보세요.',
    keywords: ['E-모델하우스', 'VR 모델하우스', '사이버 견본주택'],
  },
  {
    path: '/FloorPlan/videos',
    page: 'floorplan-videos',
    section: 'videos',
    title: '입지·타입 영상',
    description: '입지 안내 영상과 타입별 세대 영상을 감상하세요.',
    keywords: ['입지영상', '타입 영상'],
  },
  interior('59A', 'interior-unit'),
  interior('84A', 'interior-unit'),
  interior('84B', 'interior-coming-soon'),
  {
    path: '/Promotion/Customer',
    page: 'promotion-customer',
    section: 'promotion',
    title: '관심고객 등록',
    description: '관심고객으로 등록하시면 분양 소식과 견본주택 오픈 일정을 가장 먼저 안내해 드립니다.',
    keywords: ['관심고객 등록', '분양 상담'],
  },
  {
    path: '/:site/press',
    page: 'press-list',
    section: 'promotion',
    title: '보도자료',
    description: '언론에 소개된 소식과 보도자료를 확인하세요.',
    keywords: ['보도자료', '분양 뉴스'],
    dynamic: true,
  },
  {
    path: '/:site/press/:id',
    page: 'press-detail',
    section: 'promotion',
    title: '보도자료',
    description: '보도자료 상세 내용입니다.',
    keywords: ['보도자료'],
    dynamic: true,
  },
  {
    path: '/:site/customer',
    page: 'site-customer',
    section: 'promotion',
    title: '방문예약',
    description: '견본주택 방문을 예약하시면 전문 상담사가 빠르게 연락드립니다.',
    keywords: ['방문예약', '견본주택 방문'],
    // The open visit slots are read per request.
    dynamic: true,
  },
  {
    path: '/privacy',
    page: 'privacy',
    title: '개인정보처리방침',
    description: '관심고객 등록과 방문예약 시 수집하는 개인정보의 처리 목적, 항목, 보유 기간을 안내합니다.',
    keywords: ['개인정보처리방침'],
  },
  {
    path: '/lead/result',
    page: 'lead-result',
    section: 'promotion',
    title: '접수 결과',
    description: '상담 신청 접수 결과입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin',
    page: 'admin-dashboard',
    // Every role may open it; a counselor is sent on to today's list (server/leads/pages.ts).
    permission: 'leads.read',
    title: '상담 현황',
    description: '관리자 전용 상담 현황판입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/leads',
    page: 'admin-leads',
    permission: 'leads.read',
    title: '상담 신청 관리',
    description: '관리자 전용 상담 신청 목록입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/reservation/:token',
    page: 'reservation',
    section: 'promotion',
    title: '방문 예약 확인',
    description: '견본주택 방문 예약을 확인하고 취소할 수 있습니다.',
    dynamic: true,
    noindex: true,
  },
  {
    // The opt-out link of every advertising text (a secret token, not a database id).
    path: '/o/:token',
    page: 'optout',
    title: '광고성 정보 수신거부',
    description: '광고성 문자 수신거부를 처리합니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/visits',
    page: 'admin-visits',
    permission: 'visits.work',
    title: '방문 예약 관리',
    description: '관리자 전용 견본주택 방문 예약 현황입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/messages',
    page: 'admin-messages',
    permission: 'messages',
    title: '문자 발송 내역',
    description: '관리자 전용 발송 메시지 목록입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/announcements',
    page: 'admin-announcements',
    permission: 'announcements',
    title: '안내 문자 발송',
    description: '관리자 전용 광고성 안내 문자 작성·발송 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    // 당첨자 안내: listed winners book their 서류접수 and 계약 visits (linked from their text).
    path: '/winner',
    page: 'winner',
    title: '당첨자 안내',
    description: '당첨자 서류접수와 계약 방문을 예약하고 준비 서류를 확인하실 수 있습니다.',
    dynamic: true,
    noindex: true,
  },
  {
    // 계약자 페이지: a contract holder's payments, options, visits and notices (buyer session, /api/my).
    // Not in any menu or the sitemap; private and never cached (dynamic).
    path: '/my',
    page: 'my',
    title: '계약자 페이지',
    description: '계약자분의 분양대금 납부 현황, 유상옵션 선택, 방문 예약과 계약자 공지를 확인하실 수 있습니다.',
    dynamic: true,
    noindex: true,
  },
  {
    // The stop link of every 청약 일정 reminder text (a secret token).
    path: '/r/:token',
    page: 'schedule-stop',
    title: '청약 일정 알림 해지',
    description: '청약 일정 알림 문자 수신을 해지합니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/winners',
    page: 'admin-winners',
    permission: 'winners',
    title: '당첨자 관리',
    description: '관리자 전용 당첨자·예비입주자 명단과 서류접수·계약 예약 현황입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/contracts/deposits',
    page: 'admin-deposits',
    permission: 'contracts.all',
    title: '입금 관리',
    description: '관리자 전용 분양대금 입금 내역 업로드와 계약 연결 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/contracts/due',
    page: 'admin-due',
    permission: 'contracts.all',
    title: '납부 예정·연체',
    description: '관리자 전용 회차별 납부 예정·연체 현황입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/units',
    page: 'admin-units',
    permission: 'units',
    title: '잔여세대 관리',
    description: '관리자 전용 세대 현황판과 선착순 분양 설정 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/contracts',
    page: 'admin-contracts',
    permission: 'contracts',
    title: '계약 원장',
    description: '관리자 전용 세대별 분양계약 원장과 계약 원장 가져오기 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/contracts/:id',
    page: 'admin-contract',
    permission: 'contracts',
    title: '계약 상세',
    description: '관리자 전용 분양계약 상세와 변경 이력입니다.',
    dynamic: true,
    noindex: true,
  },
  // 입주·사전점검 (server/movein): the move-in calendar, the entrance check-in list and the 입주증 check, on a phone too.
  { path: '/admin/movein', page: 'admin-movein', permission: 'movein', title: '입주 캘린더', description: '관리자 전용 라인별 입주 예약 현황입니다.', dynamic: true, noindex: true },
  { path: '/admin/movein/check-in', page: 'admin-movein-checkin', permission: 'movein', title: '사전점검 입장 확인', description: '관리자 전용 사전점검 입장 명단입니다.', dynamic: true, noindex: true },
  { path: '/admin/movein/pass', page: 'admin-movein-pass', permission: 'movein', title: '입주증 확인', description: '관리자 전용 입주증 번호 확인 화면입니다.', dynamic: true, noindex: true },
  {
    // 하자 접수: every defect for owners and managers; a contractor account sees only its own.
    path: '/admin/defects',
    page: 'admin-defects',
    permission: 'defects.assigned',
    title: '하자 접수 관리',
    description: '관리자 전용 하자 접수·처리 현황입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/campaigns',
    page: 'admin-campaigns',
    permission: 'campaigns',
    title: '광고 성과',
    description: '관리자 전용 채널·캠페인별 방문자, 관심고객, 방문, 계약과 광고비 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/schedule',
    page: 'admin-schedule',
    permission: 'schedule',
    title: '청약 일정 관리',
    description: '관리자 전용 청약 일정 편집 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    // Past 당첨 가점 cut-offs shown as a reference on /SalesInfo/score, beside the schedule desk.
    path: '/admin/score-cutoffs',
    page: 'admin-score-cutoffs',
    permission: 'schedule',
    title: '당첨 가점 참고자료',
    description: '관리자 전용 지난 당첨 가점(참고자료) 편집 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/options',
    page: 'admin-options',
    permission: 'units',
    title: '유상옵션 관리',
    description: '관리자 전용 타입별 유상옵션 가격표 편집 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/eligibility',
    page: 'admin-eligibility',
    permission: 'schedule',
    title: '청약 자격 기준 관리',
    description: '관리자 전용 입주자모집공고의 공급 종류, 소득·자산 기준, 예치금, 지역 요건 입력 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/content/popups',
    page: 'admin-popups',
    permission: 'content',
    title: '팝업 관리',
    description: '관리자 전용 팝업 공지 편집 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/content/slides',
    page: 'admin-slides',
    permission: 'content',
    title: '메인 비주얼 관리',
    description: '관리자 전용 메인 비주얼(슬라이드) 편집 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/leads/:id',
    page: 'admin-lead',
    permission: 'leads.read',
    title: '상담 이력',
    description: '관리자 전용 상담 신청 상세와 이력입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/today',
    page: 'admin-today',
    permission: 'leads.work',
    title: '오늘 할 일',
    description: '상담사의 오늘 통화 목록입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/accounts',
    page: 'admin-accounts',
    permission: 'accounts',
    title: '계정 관리',
    description: '관리자 전용 상담 계정과 역할 관리 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/access-log',
    page: 'admin-access-log',
    permission: 'access-log',
    title: '접속기록',
    description: '관리자 전용 개인정보 접속기록 조회 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/page-texts',
    page: 'admin-page-texts',
    permission: 'content',
    title: '페이지 문구 기록',
    description: '관리자 전용 화면으로, 각 페이지가 날짜별로 게시한 문구를 조회합니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/content/media',
    page: 'admin-media',
    permission: 'content',
    title: '미디어 라이브러리',
    description: '관리자 전용 이미지·PDF 파일 관리 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/content/documents',
    page: 'admin-documents',
    permission: 'content',
    title: '고정 주소 문서',
    description: '관리자 전용 입주자모집공고 등 고정 주소 문서 관리 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/security',
    page: 'admin-security',
    permission: 'self',
    title: '내 보안 설정',
    description: '2단계 인증 설정 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/content/notices',
    page: 'admin-notices',
    permission: 'content',
    title: '공지사항 관리',
    description: '관리자 전용 공지사항 목록입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    // `new` writes a notice; an id edits one (with its revisions).
    path: '/admin/content/notices/:id',
    page: 'admin-notice-edit',
    permission: 'content',
    title: '공지사항 작성·수정',
    description: '관리자 전용 공지사항 작성·수정 화면입니다.',
    dynamic: true,
    noindex: true,
  },
  {
    path: '/admin/setup',
    page: 'admin-setup',
    title: '계정 비밀번호 설정',
    description: '상담 계정의 비밀번호를 처음 설정하는 화면입니다.',
    dynamic: true,
    noindex: true,
  },
];

/** Administrator pages: their own layout, never the visitor header, footer or popups. */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** Paths that answer with an HTTP redirect rather than a page. */
export function redirectFor(pathname: string, defaultSite: string): string | null {
  if (pathname === '/Promotion/Press') return `/${defaultSite}/press`;
  return null;
}

export interface PageMatch {
  route: PageRoute;
  params: Record<string, string>;
  /** The canonical path for this request (aliases mapped to the spec's casing). */
  canonicalPath: string;
}

/**
 * Case-sensitive match of a pathname against the table; null means 404. `:site` must be one of
 * the configured `sites`, so unknown slugs never become pages (nor HTML-cache keys).
 */
export function findPage(pathname: string, sites: readonly string[]): PageMatch | null {
  for (const route of pages) {
    for (const pattern of [route.path, ...(route.aliases ?? [])]) {
      const m = matchPath({ path: pattern, caseSensitive: true, end: true }, pathname);
      if (!m) continue;
      const params = m.params as Record<string, string>;
      if (params.site !== undefined && !(SITE_SLUG.test(params.site) && sites.includes(params.site))) continue;
      if (params.id !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(params.id)) continue;
      if (params.token !== undefined && !/^[A-Za-z0-9_-]{20,64}$/.test(params.token)) continue;
      const canonicalPath = route.path.replace(/:(\w+)/g, (_, k: string) => params[k] ?? '');
      return { route, params, canonicalPath };
    }
  }
  return null;
}

/** Canonical paths of every static page (the sitemap adds per-site and article pages). */
export function staticPaths(defaultSite: string, flags: MenuFlags = {}): string[] {
  return pages
    // A page per article or notice (`:id`) is listed by the data layer, not here.
    .filter((r) => !r.path.includes(':id') && !r.noindex)
    .filter((r) => visibleLinks([{ label: r.title, to: r.path }], flags).length > 0)
    .map((r) => r.path.replace(':site', defaultSite));
}

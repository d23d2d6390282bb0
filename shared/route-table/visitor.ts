/**
 * The visitor's pages in the header menu's order: brand, business, 분양정보 (sales.ts), location,
 * complex, each unit type's floor plan and interior, promotion, the press boards and the privacy
 * policy. Each is in the sitemap unless it says otherwise.
 */
import { formatArea, unitByInteriorSlug, unitBySlug, units } from '../site.config';
import type { PageRoute } from './route';
import { salesRoutes } from './sales';

/** Menu label of the unit type behind an interior URL slug (the unit table decides). */
const interiorLabel = (slug: string) => `${unitByInteriorSlug(units, slug)!.label} 타입`;

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

export const visitorRoutes: PageRoute[] = [
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
  ...salesRoutes,
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
];

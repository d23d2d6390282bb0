/** Text and links of the home page sections. */
export const BENEFITS = [
  { title: '시공사 특별 혜택', text: '대형 시공사가 책임지는 품질과 계약 혜택' },
  { title: '중도금 무이자', text: '중도금 대출 이자를 시행사가 부담' },
  { title: '발코니 확장 무상', text: '전 타입 발코니 확장 무상 제공' },
  { title: '계약금 정액제', text: '정액 계약금으로 부담 없이 내 집 마련' },
];

/** Premium cards; `icon` names one of the line icons drawn in PremiumCards.tsx. */
export const PREMIUM_CARDS = [
  {
    title: 'PREMIUM 01',
    text1: '1,455세대 대단지 프리미엄',
    text2: '지하 4층~지상 35층, 12개동 규모의 랜드마크 대단지로 다양한 커뮤니티 시설과 관리비 절감 효과를 누리실 수 있습니다.',
    link: '/BusinessGuide/intro',
    linkText: '사업개요 보기',
    icon: 'city',
  },
  {
    title: 'PREMIUM 02',
    text1: '광역 교통 프리미엄',
    text2: '광역도로와 도시철도(예정)가 가까워 도심과 산업단지로 빠르게 이동할 수 있습니다.',
    claim: 'urban-rail',
    link: '/LocationEnvironment/intro',
    linkText: '입지안내 보기',
    icon: 'train',
  },
  {
    title: 'PREMIUM 03',
    text1: '호수공원 자연 프리미엄',
    text2: '단지 앞 호수공원과 수변 산책로가 펼쳐지는 쾌적한 자연환경을 가까이에서 누리세요.',
    link: '/LocationEnvironment/intro',
    linkText: '입지안내 보기',
    icon: 'leaf',
  },
  {
    title: 'PREMIUM 04',
    text1: '브랜드 특화 설계',
    text2: '4Bay 판상형 위주의 설계와 남향 중심 배치로 채광과 통풍, 공간 활용도를 높였습니다.',
    link: '/LocationEnvironment/primium',
    linkText: '프리미엄 보기',
    icon: 'spark',
  },
] as const;

export const SLIDES = [
  { image: 'premium-1', title: '교통 프리미엄', description: '광역 교통망으로 더 빠르게 연결되는 생활' },
  { image: 'premium-2', title: '교육 프리미엄', description: '초·중·고교를 걸어서 다니는 안심 학세권' },
  { image: 'premium-3', title: '자연 프리미엄', description: '호수공원과 수변 산책로를 품은 쾌적한 환경' },
  { image: 'premium-4', title: '생활 프리미엄', description: '대형마트와 상업시설이 가까운 원스톱 생활' },
  { image: 'premium-5', title: '설계 프리미엄', description: '4Bay 판상형 설계와 남향 위주 배치' },
  { image: 'premium-6', title: '브랜드 프리미엄', description: '믿을 수 있는 브랜드가 짓는 대단지' },
] as const;

/** Home unit tabs (spec 2.2): types of the unit table, each showing its own plan. */
export const HOME_UNIT_TABS = ['84A', '84B', '99A'] as const;

/** Complex-guide items: three columns on wide screens, an accordion on narrow ones. */
export const COMPLEX_ITEMS = [
  {
    id: 'layout',
    title: '단지배치도',
    image: 'complex-layout',
    alt: '12개동과 조경 공간을 표시한 단지배치도',
    text: '12개동을 남향 위주로 배치하고 단지 중앙에 넓은 조경 공간을 두어 어느 동에서나 쾌적한 개방감을 누립니다.',
    link: '/ComplexGuide/intro',
    linkText: '단지배치도 보기',
  },
  {
    id: 'design',
    title: '특화설계',
    image: 'special-plan',
    alt: '4Bay 판상형 특화 설계 이미지',
    text: '4Bay 판상형 위주의 설계와 남향 중심 배치, 넉넉한 수납공간으로 매일의 생활을 더 여유롭게 만듭니다.',
    link: '/ComplexGuide/detailintro',
    linkText: '동·호수 배치도 보기',
  },
  {
    id: 'community',
    title: '커뮤니티',
    image: 'community',
    alt: '피트니스센터와 작은도서관 등 커뮤니티 시설 이미지',
    text: '피트니스센터, 작은도서관, 카페 등 입주민의 일상을 채우는 커뮤니티 시설을 단지 안에서 누리세요.',
    link: '/ComplexGuide/community',
    linkText: '커뮤니티 보기',
  },
] as const;

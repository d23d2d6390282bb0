import { describe, expect, it } from 'vitest';
import { findPage, headerMenu, menuHref, sections, visibleLinks } from '../shared/routes';

// A literal copy of spec 2.3 / 2.5, quirks included: labels and targets differ on purpose.
const SPEC_HEADER: [group: string, links: [label: string, to: string][]][] = [
  ['브랜드', [['브랜드 소개', '/Brand/intro'], ['홍보영상', '/Brand/video']]],
  ['사업개요', [['사업안내', '/BusinessGuide/intro'], ['자금조달계획', '/BusinessGuide/plan']]],
  // The buyer's three tools join 분양안내 (issue 58 overrides the spec's menu here).
  [
    '분양안내',
    [
      ['입주자모집공고', '/SalesInfo/announcement'],
      ['인지세 납부안내', '/SalesInfo/SubscriptionGuide'],
      ['청약일정', '/SalesInfo/schedule'],
      ['청약 가점 계산기', '/SalesInfo/score'],
      ['청약 자격 확인', '/SalesInfo/eligibility'],
      ['자금 계획 계산', '/SalesInfo/cost'],
      ['공지사항', '/SalesInfo/notice'],
    ],
  ],
  ['입지환경', [['입지안내', '/LocationEnvironment/intro'], ['프리미엄', '/LocationEnvironment/primium']]],
  ['단지안내', [['단지배치도', '/ComplexGuide/intro'], ['동·호수 배치도', '/ComplexGuide/detailintro'], ['커뮤니티', '/ComplexGuide/community']]],
  [
    '세대안내',
    [
      ['84A', '/FloorPlan/59A'],
      ['84B', '/FloorPlan/59B'],
      ['84C', '/FloorPlan/84A'],
      ['84D', '/FloorPlan/84B'],
      ['99A', '/FloorPlan/114A'],
      ['99B', '/FloorPlan/114A'],
      ['99C', '/FloorPlan/114A'],
      ['E-모델하우스', '/FloorPlan/Emodel'],
    ],
  ],
  // Interior entries name the unit type they show (the unit table, decision 0009).
  ['인테리어', [['84A 타입', '/Interior/59A'], ['84C 타입', '/Interior/84A']]],
  // 방문예약 (the default board's visit booking) joins the spec's menu beside 관심고객 등록.
  ['홍보센터', [['관심고객 등록', '/Promotion/Customer'], ['방문예약', '/:site/customer']]],
];

const SPEC_UNIT_SUBMENU: [string, string][] = [
  ['84A', '/FloorPlan/59A'],
  ['84B', '/FloorPlan/59B'],
  ['84C', '/FloorPlan/84A'],
  ['84D', '/FloorPlan/84B'],
  ['99A', '/FloorPlan/114A'],
  ['99B', '/FloorPlan/114B'],
  ['99C', '/FloorPlan/114C'],
  ['E-모델하우스', '/FloorPlan/Emodel'],
];

describe('route table against the spec menu', () => {
  it('eight header groups with the spec targets, quirks included', () => {
    expect(headerMenu.map((g) => [g.label, visibleLinks(g.items, {}).map((i) => [i.label, i.to])])).toEqual(SPEC_HEADER);
  });

  it('잔여세대 현황 joins 분양안내 (header and sub-menu) only once the desk makes it visible', () => {
    const sales = headerMenu.find((g) => g.label === '분양안내')!;
    expect(visibleLinks(sales.items, { remaining: true }).at(-1)).toEqual({ label: '잔여세대 현황', to: '/SalesInfo/remaining' });
    expect(visibleLinks(sections.sales.subMenu, { remaining: false }).map((i) => i.to)).not.toContain('/SalesInfo/remaining');
  });

  it('unit sub-menu targets 114A/114B/114C for 99A/99B/99C', () => {
    expect(sections.floorplan.subMenu.map((i) => [i.label, i.to])).toEqual(SPEC_UNIT_SUBMENU);
  });

  it('other sub-menus as spec 2.5 lists them', () => {
    const to = (k: keyof typeof sections) => visibleLinks(sections[k].subMenu, {}).map((i) => i.to);
    expect(to('videos')).toEqual(['/FloorPlan/videos', '/LocationEnvironment/intro', '/LocationEnvironment/primium']);
    expect(to('location')).toEqual(['/LocationEnvironment/intro', '/LocationEnvironment/primium']);
    expect(to('complex')).toEqual(['/ComplexGuide/intro', '/ComplexGuide/detailintro', '/ComplexGuide/community']);
    expect(to('sales')).toEqual([
      '/SalesInfo/announcement',
      '/SalesInfo/SubscriptionGuide',
      '/SalesInfo/schedule',
      '/SalesInfo/score',
      '/SalesInfo/eligibility',
      '/SalesInfo/cost',
      '/SalesInfo/notice',
    ]);
  });

  it('every menu target is a page of the table (or the press redirect)', () => {
    const targets = [...headerMenu.flatMap((g) => g.items), ...Object.values(sections).flatMap((s) => s.subMenu)];
    for (const { to } of targets) {
      if (to === '/Promotion/Press') continue;
      expect(findPage(menuHref(to, 'haeon-lakecity'), ['haeon-lakecity']), to).not.toBeNull();
    }
  });
});

import type { FutureClaimId } from '../../shared/site.config';

/**
 * The six location points, on the location page and the home page (a module of data: no page code
 * with it). A point whose text calls something 예정 names its note (`claim`, shared/site.config.ts futureClaims).
 */
export const LOCATION_POINTS: { no: string; title: string; head: string; text: string; claim?: FutureClaimId }[] = [
  { no: '01', title: '교통', head: '사통팔달 광역 교통망', text: '광역도로와 도시철도(예정)를 가까이 두어 도심과 산업단지로 빠르게 이동할 수 있습니다.', claim: 'urban-rail' },
  { no: '02', title: '교육', head: '걸어서 다니는 학세권', text: '초·중·고교가 도보권에 있어 자녀의 통학 걱정을 덜어 드립니다.' },
  { no: '03', title: '자연', head: '호수공원을 품은 조망', text: '단지 앞 호수공원과 수변 산책로를 내 집 정원처럼 누리실 수 있습니다.' },
  { no: '04', title: '생활', head: '원스톱 생활 인프라', text: '대형마트와 상업시설, 관공서가 가까워 일상이 한결 편리합니다.' },
  { no: '05', title: '개발', head: '미래가치를 높이는 개발호재', text: '인근 산업단지와 신도시 개발로 배후 수요와 미래가치가 기대됩니다.' },
  { no: '06', title: '의료', head: '가까운 종합병원', text: '종합병원과 의료시설이 인접해 온 가족의 건강을 든든하게 지킵니다.' },
];

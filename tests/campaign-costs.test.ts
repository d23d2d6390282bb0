/** Cost reports as the platforms export them in Korean: each format's columns, dates and won amounts. */
import { describe, expect, it } from 'vitest';
import { parseCostCsv, reportDay, wonAmount } from '../server/campaigns/costs';

describe('cost report parsing', () => {
  it('reads Kakao 모먼트, Google Ads and Meta reports, title lines and all', () => {
    const kakao = parseCostCsv('일자,캠페인 이름,노출수,클릭수,비용\n2026-11-20,moment_1,"12,000",80,"55,000"', 'kakao');
    expect(kakao.rows).toEqual([{ day: '2026-11-20', channel: 'kakao', campaign: 'moment_1', amount: 55_000 }]);
    const google = parseCostCsv('캠페인 보고서\n2026년 11월 19일 - 2026년 11월 20일\n캠페인,일,통화 코드,비용\ngdn_remarketing,2026-11-19,KRW,"12,345.60"\n총계: 계정,--,KRW,"12,345.60"', 'google');
    expect(google.rows).toEqual([{ day: '2026-11-19', channel: 'google-ads', campaign: 'gdn_remarketing', amount: 12_346 }]);
    expect(google.rejected).toEqual([{ line: 5, reason: '합계 줄이라 더하지 않았습니다.' }]);
    const meta = parseCostCsv('캠페인 이름,보고 시작,보고 종료,지출 금액 (KRW),결과\ninsta_reels,2026-11-20,2026-11-20,"180,000",12', 'meta');
    expect(meta.rows).toEqual([{ day: '2026-11-20', channel: 'meta', campaign: 'insta_reels', amount: 180_000 }]);
  });

  it('plain: 날짜, 채널, 캠페인, 비용 with the channel in Korean or English', () => {
    const r = parseCostCsv('날짜,채널,캠페인,비용\n2026-11-20,네이버 검색광고,launch,"1,000원"\n2026/11/20,Naver 블로그·카페,,500\n2026-11-20,Google 광고,x,abc', 'plain');
    expect(r.rows).toEqual([
      { day: '2026-11-20', channel: 'naver-ads', campaign: 'launch', amount: 1000 },
      { day: '2026-11-20', channel: 'naver-blog', campaign: '', amount: 500 },
    ]);
    expect(r.rejected).toEqual([{ line: 4, reason: '비용(abc)이 금액이 아닙니다.' }]);
  });

  it('a file without the format’s columns is refused with the columns it needs', () => {
    expect(() => parseCostCsv('a,b,c\n1,2,3', 'naver')).toThrow(/일별, 캠페인, 총비용\(VAT포함,원\)/);
  });

  it('reads the date and amount spellings the reports use', () => {
    expect(['2026.11.20.', '2026-11-20', '2026/11/20', '2026년 11월 20일', '20261120', '2026.02.30.'].map(reportDay)).toEqual(['2026-11-20', '2026-11-20', '2026-11-20', '2026-11-20', '2026-11-20', null]);
    expect(['1,234,567', '₩1,234', '5000원', '12.5', '-3', ''].map(wonAmount)).toEqual([1_234_567, 1234, 5000, 13, null, null]);
  });
});

/**
 * 청약 가점 (「주택공급에 관한 규칙」 별표 1, 시행 2024. 3. 25.): every band edge a day either side,
 * where the 무주택기간 starts, who scores 0, and published worked examples.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/kst';
import { anniversary, computeScore, fullMonths, readScoreInput, type ScoreInput, type ScoreResult } from '../shared/tools/score';

const AS_OF = '2026-11-27';
const base: ScoreInput = { birthDate: '1980-06-15', neverOwned: true, dependents: 0, accountOpenedOn: '2020-01-01', asOf: AS_OF };
const score = (over: Partial<ScoreInput>): ScoreResult => {
  const r = computeScore({ ...base, ...over });
  if ('error' in r) throw new Error(r.error);
  return r;
};
/** The day `years` full years were reached on the 기준일: the anniversary falls exactly on AS_OF. */
const yearsAgo = (years: number) => anniversaryBack(years * 12);
const anniversaryBack = (months: number) => {
  // The start whose `months`-th anniversary is AS_OF (no month-end clipping with the 27th).
  const [y, m] = AS_OF.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-27`;
};

describe('기간 계산: a full year or month is reached on its anniversary date', () => {
  it('the day before the anniversary is a year short, the anniversary counts the year', () => {
    expect(fullMonths('2025-11-28', AS_OF)).toBe(11);
    expect(fullMonths('2025-11-27', AS_OF)).toBe(12);
  });
  it('a 29 February start reaches its year on 1 March of a common year; a 31st start its month on the 1st after a short month', () => {
    expect(anniversary('2024-02-29', 12)).toBe('2025-03-01');
    expect(fullMonths('2024-02-29', '2025-02-28')).toBe(11);
    expect(fullMonths('2024-02-29', '2025-03-01')).toBe(12);
    expect(anniversary('2025-08-31', 6)).toBe('2026-03-01');
    expect(fullMonths('2025-08-31', '2026-02-28')).toBe(5);
    expect(fullMonths('2025-08-31', '2026-03-01')).toBe(6);
  });
});

describe('무주택기간 (최고 32점)', () => {
  // Born long ago and never owned a home: the period starts on the 30th birthday (given through a birth date).
  const homelessSince = (start: string) => score({ birthDate: anniversary(start, -360) }).parts.homeless;

  it.each(Array.from({ length: 15 }, (_, i) => i + 1))('%i년: the day before the anniversary scores the band below, the anniversary the band', (years) => {
    const start = yearsAgo(years);
    const below = homelessSince(addDays(start, 1));
    const at = homelessSince(start);
    expect(below).toMatchObject({ points: 2 * years, years: years - 1 });
    expect(at).toMatchObject({ points: Math.min(32, 2 + 2 * years), years });
  });

  it('1년 미만 is 2 points from the first day; 20 years is still 32', () => {
    expect(homelessSince(AS_OF)).toMatchObject({ points: 2, years: 0 });
    expect(homelessSince(yearsAgo(20))).toMatchObject({ points: 32, years: 20 });
  });

  it('the age-30 start: unmarried, 0 the day before the 30th birthday, 2 on it, 4 a year later', () => {
    const born = anniversary(AS_OF, -360); // 30 today
    expect(score({ birthDate: addDays(born, 1) }).parts.homeless.points).toBe(0);
    expect(score({ birthDate: addDays(born, 1) }).parts.homeless.rule).toContain('만 30세 미만 미혼');
    expect(score({ birthDate: born }).parts.homeless).toMatchObject({ points: 2, years: 0 });
    expect(score({ birthDate: anniversary(AS_OF, -372) }).parts.homeless).toMatchObject({ points: 4, years: 1 });
  });

  it('married before 30: counted from the 혼인신고일, a day either side of its anniversary', () => {
    const birthDate = '2000-01-10'; // 26 on the 기준일
    expect(score({ birthDate, marriageDate: yearsAgo(3) }).parts.homeless).toMatchObject({ points: 8, years: 3 });
    expect(score({ birthDate, marriageDate: addDays(yearsAgo(3), 1) }).parts.homeless).toMatchObject({ points: 6, years: 2 });
    expect(score({ birthDate, marriageDate: yearsAgo(3) }).parts.homeless.rule).toContain('만 30세 전에 혼인신고한 날');
  });

  it('married after 30: still counted from the 30th birthday', () => {
    const birthDate = anniversary(AS_OF, -360 - 60); // 35 today: 5 years since 30
    expect(score({ birthDate, marriageDate: yearsAgo(1) }).parts.homeless).toMatchObject({ points: 12, years: 5 });
  });

  it('a home sold after the start: counted from the day it was sold; sold before 30: from 30', () => {
    const birthDate = anniversary(AS_OF, -360 - 120); // 40 today
    expect(score({ birthDate, neverOwned: false, homeSoldOn: yearsAgo(4) }).parts.homeless).toMatchObject({ points: 10, years: 4 });
    expect(score({ birthDate, neverOwned: false, homeSoldOn: addDays(yearsAgo(4), 1) }).parts.homeless).toMatchObject({ points: 8, years: 3 });
    expect(score({ birthDate, neverOwned: false, homeSoldOn: yearsAgo(15) }).parts.homeless).toMatchObject({ points: 22, years: 10 });
  });

  it('a household that owns a home now scores 0, whatever its age', () => {
    expect(score({ birthDate: '1960-01-01', neverOwned: false }).parts.homeless).toMatchObject({ points: 0 });
  });
});

describe('부양가족 (최고 35점)', () => {
  it.each([
    [0, 5],
    [1, 10],
    [2, 15],
    [3, 20],
    [4, 25],
    [5, 30],
    [6, 35],
    [7, 35],
    [10, 35],
  ])('%i명 → %i점', (dependents, points) => {
    expect(score({ dependents }).parts.dependents.points).toBe(points);
  });
});

describe('입주자저축 가입기간 (최고 17점)', () => {
  const account = (accountOpenedOn: string, spouseAccountOpenedOn?: string) => score({ accountOpenedOn, spouseAccountOpenedOn }).parts.account;

  it('6개월: 1 point the day before, 2 on the day; 1년: 2 the day before, 3 on the day', () => {
    expect(account(AS_OF).points).toBe(1);
    expect(account(addDays(anniversaryBack(6), 1)).points).toBe(1);
    expect(account(anniversaryBack(6)).points).toBe(2);
    expect(account(addDays(anniversaryBack(12), 1)).points).toBe(2);
    expect(account(anniversaryBack(12))).toMatchObject({ points: 3, years: 1 });
  });

  it.each(Array.from({ length: 14 }, (_, i) => i + 2))('%i년: the band below the day before, the band on the anniversary', (years) => {
    expect(account(addDays(yearsAgo(years), 1))).toMatchObject({ points: years + 1, years: years - 1 });
    expect(account(yearsAgo(years))).toMatchObject({ points: Math.min(17, years + 2), years });
  });

  it('배우자 통장 (2024. 3. 25.): half its period, 1 point under a year, 2 from 1 year, 3 from 2 years, a day either side', () => {
    const own = anniversaryBack(60); // 5 years: 7 points
    expect(account(own).points).toBe(7);
    expect(account(own, AS_OF).points).toBe(8);
    expect(account(own, addDays(anniversaryBack(12), 1)).points).toBe(8);
    expect(account(own, anniversaryBack(12)).points).toBe(9);
    expect(account(own, addDays(anniversaryBack(24), 1)).points).toBe(9);
    expect(account(own, anniversaryBack(24)).points).toBe(10);
    expect(account(own, yearsAgo(10)).points).toBe(10);
  });

  it('a period ending in 개월 or 년 takes the particle its last syllable needs (로 after ㄹ, 으로 after ㄴ)', () => {
    expect(account(anniversaryBack(15 * 12 + 3)).rule).toContain('청약통장 가입기간 15년 3개월로 「');
    expect(account(yearsAgo(15)).rule).toContain('청약통장 가입기간 15년으로 「');
    expect(account(anniversaryBack(60), anniversaryBack(14)).rule).toContain('배우자 통장 가입기간 1년 2개월은 절반만');
  });

  it('own and spouse together stop at 17', () => {
    expect(account(yearsAgo(14), yearsAgo(5)).points).toBe(17); // 16 + 3 → 17
    expect(account(yearsAgo(13), yearsAgo(5)).points).toBe(17); // 15 + 3
    expect(account(yearsAgo(12), yearsAgo(5)).points).toBe(17); // 14 + 3
    expect(account(yearsAgo(11), yearsAgo(5)).points).toBe(16); // 13 + 3
    expect(account(yearsAgo(14), yearsAgo(5)).rule).toContain('최고 17점');
  });
});

/**
 * Worked examples. Source: the maximum score by household size as 청약홈's 가점 기준표 gives it and
 * as newspaper explainers of 별표 1 print it (1인 가구 54점, 2인 59점, 3인 64점, 4인 69점, 부양가족
 * 6명 이상 84점 만점): a buyer with 15년+ homeless, a 15년+ account and the household's dependants.
 */
describe('published totals by household size (청약홈 가점 기준표; newspaper explainers of 별표 1)', () => {
  const veteran = { birthDate: '1970-05-01', neverOwned: true, accountOpenedOn: '2005-03-02', asOf: AS_OF };
  it.each([
    ['1인 가구 (부양가족 0명)', 0, 54],
    ['2인 가구 (부양가족 1명)', 1, 59],
    ['3인 가구 (부양가족 2명)', 2, 64],
    ['4인 가구 (부양가족 3명)', 3, 69],
    ['7인 이상 가구 (부양가족 6명): 만점', 6, 84],
  ])('%s: %i명 → %i점', (_label, dependents, total) => {
    expect(score({ ...veteran, dependents }).total).toBe(total);
  });
});

/**
 * Worked examples of one buyer each, as 연합뉴스 (서미숙 기자) explained 별표 1's bands, printed by 한국경제
 * on 2007-08-23 (https://www.hankyung.com/article/2007082337578). The bands these use are unchanged
 * since; the dates are ours, chosen to give the article's ages and periods.
 */
describe('published worked examples (연합뉴스·한국경제, 2007-08-23)', () => {
  const on = '2019-06-01';
  it('만 39세 무주택 세대주, 부인과 아들 (부양가족 2명), 무주택 5년, 가입 8년: 12 + 15 + 10 = 37점', () => {
    const r = score({ birthDate: '1980-01-10', marriageDate: '2008-04-05', neverOwned: false, homeSoldOn: '2014-03-01', dependents: 2, accountOpenedOn: '2011-02-01', asOf: on });
    expect([r.parts.homeless.points, r.parts.dependents.points, r.parts.account.points, r.total]).toEqual([12, 15, 10, 37]);
  });
  it('만 29세 미혼, 집을 가진 적 없음, 가입 3년: 무주택기간 0점 (만 30세부터), 기본 5점, 가입 5점 = 10점', () => {
    const r = score({ birthDate: '1990-03-01', neverOwned: true, dependents: 0, accountOpenedOn: '2016-04-01', asOf: on });
    expect([r.parts.homeless.points, r.parts.dependents.points, r.parts.account.points, r.total]).toEqual([0, 5, 5, 10]);
  });
  it('같은 사람이 만 28세에 혼인신고를 했다면: 무주택기간은 혼인신고일부터 (1년 이상 2년 미만 4점)', () => {
    const r = score({ birthDate: '1990-03-01', marriageDate: '2018-05-01', neverOwned: true, dependents: 1, accountOpenedOn: '2016-04-01', asOf: on });
    expect(r.parts.homeless.points).toBe(4);
  });
  it('만 34세 미혼 무주택자: 무주택기간 4년, 10점', () => {
    const r = score({ birthDate: '1985-01-01', neverOwned: true, dependents: 0, accountOpenedOn: '2018-01-01', asOf: on });
    expect(r.parts.homeless).toMatchObject({ points: 10, years: 4 });
  });
});

describe('input the calculator cannot use', () => {
  it.each([
    [{ birthDate: '1990-02-30' }, 'birthDate'],
    [{ birthDate: '2027-01-01' }, 'birthDate'],
    [{ marriageDate: '1970-01-01' }, 'marriageDate'],
    [{ accountOpenedOn: '' }, 'accountOpenedOn'],
    [{ dependents: -1 }, 'dependents'],
    [{ dependents: 1.5 }, 'dependents'],
  ])('%j is refused with a Korean message naming %s', (over, field) => {
    const r = computeScore({ ...base, ...(over as Partial<ScoreInput>) });
    expect(r).toMatchObject({ field });
    expect('error' in r && r.error).toMatch(/[가-힣]/);
  });

  it('a form post (strings) reads as the JSON does; a missing 기준일 is today', () => {
    const read = readScoreInput({ birthDate: '1980-06-15', neverOwned: 'true', dependents: '2', accountOpenedOn: '2020-01-01', marriageDate: '' }, AS_OF);
    expect(read).toEqual({ ...base, dependents: 2, marriageDate: undefined, homeSoldOn: undefined, spouseAccountOpenedOn: undefined });
    expect(readScoreInput({ birthDate: '1980-06-15', dependents: 1, accountOpenedOn: '2020-01-01' }, AS_OF)).toMatchObject({ field: 'neverOwned' });
  });
});

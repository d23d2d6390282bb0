/**
 * Past 당첨 가점 cut-offs the desk enters (from this or comparable complexes, each with its source
 * and the 모집공고 date it comes from), and what the score page and its desk read. A reference for
 * the buyer, never a forecast.
 */
import type { Role } from '../permissions';
import type { ScoreError, ScoreResult } from './score';

export interface ScoreCutoff {
  /** 단지명 (this complex or a comparable one). */
  complex: string;
  /** 주택형 as the 모집공고 names it ('84A'). */
  unitType: string;
  /** 최저 당첨가점 (0–84). */
  minScore: number;
  /** 평균 당첨가점, when published. */
  avgScore?: number;
  /** 최고 당첨가점, when published. */
  maxScore?: number;
  /** The 모집공고 date of the complex the figures come from (YYYY-MM-DD). */
  announcedOn: string;
  /** Where the figures come from ('청약홈 당첨가점 공개', a newspaper …). */
  source: string;
}

/** 참고 문구 shown with every comparison. */
export const CUTOFF_REFERENCE_NOTE =
  '과거 당첨 가점은 참고용입니다. 청약 경쟁률과 당첨 가점은 공급마다 달라지며, 이 비교가 당첨을 보장하지 않습니다.';

export const CUTOFF_MESSAGES = {
  invalid: '당첨 가점 내용을 확인해 주세요.',
  conflict: '다른 담당자가 먼저 저장했습니다. 새로고침한 뒤 다시 저장해 주세요.',
} as const;

/** How a score compares with a cut-off, in a buyer's words. */
export function compareWithCutoff(total: number, c: ScoreCutoff): { diff: number; text: string } {
  const diff = total - c.minScore;
  const text =
    diff > 0 ? `최저 당첨가점보다 ${diff}점 높습니다` : diff < 0 ? `최저 당첨가점보다 ${-diff}점 낮습니다` : '최저 당첨가점과 같습니다';
  return { diff, text };
}

/** What the buyer posted without JavaScript, and what the server computed from it (never stored). */
export interface ScorePosted {
  /** The fields as typed, to fill the form again. */
  input: Record<string, string>;
  result?: ScoreResult;
  error?: ScoreError;
}

export interface ScorePageData {
  cutoffs: ScoreCutoff[];
  /** The 기준일 the form starts with: the 모집공고일 (the schedule's), before it and after. */
  asOf: string;
  posted?: ScorePosted;
}

export interface AdminScoreCutoffsData {
  email: string | null;
  role: Role | null;
  items: ScoreCutoff[];
  rev: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

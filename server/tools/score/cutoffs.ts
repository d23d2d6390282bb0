/**
 * The desk's past 당첨 가점 cut-offs: read by the score page at render time, saved whole by the
 * desk (`schedule` permission). A save applies only to the revision it read (409 otherwise), so two
 * desks editing at once never lose each other's rows silently.
 */
import { z } from 'zod';
import { isDay } from '../../../shared/kst';
import { CUTOFF_MESSAGES, type ScoreCutoff } from '../../../shared/tools/score-cutoffs';
import { HttpError } from '../../http/errors';
import { ScoreCutoffs } from './model';

const CUTOFFS_ID = 'current';

const score = (label: string) => {
  const message = `${label}을 0~84 사이 숫자로 입력해 주세요.`;
  return z.number({ message }).min(0, message).max(84, message);
};
/** `label` with its object and topic particles ('단지명을', '출처를'). */
const text = (label: string, max: number, [obj, topic]: [string, string] = ['을', '은']) =>
  z.string({ message: `${label}${obj} 입력해 주세요.` }).trim().min(1, `${label}${obj} 입력해 주세요.`).max(max, `${label}${topic} ${max}자 이내로 입력해 주세요.`);

export const CutoffInput = z
  .object({
    complex: text('단지명', 60),
    unitType: text('주택형', 20),
    minScore: score('최저 당첨가점').int('최저 당첨가점은 정수로 입력해 주세요.'),
    avgScore: score('평균 당첨가점').optional(),
    maxScore: score('최고 당첨가점').int('최고 당첨가점은 정수로 입력해 주세요.').optional(),
    announcedOn: z.string().refine(isDay, '모집공고일을 YYYY-MM-DD로 입력해 주세요.'),
    source: text('출처', 200, ['를', '는']),
  })
  .strict()
  .refine((c) => c.maxScore === undefined || c.maxScore >= c.minScore, { message: '최고 당첨가점이 최저 당첨가점보다 낮습니다.', path: ['maxScore'] });

export const CutoffsInput = z.object({ items: z.array(CutoffInput).max(200), rev: z.number().int().min(0) }).strict();

export interface CurrentCutoffs {
  items: ScoreCutoff[];
  rev: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}

const clean = (c: ScoreCutoff): ScoreCutoff => ({
  complex: c.complex,
  unitType: c.unitType,
  minScore: c.minScore,
  ...(c.avgScore !== undefined && c.avgScore !== null ? { avgScore: c.avgScore } : {}),
  ...(c.maxScore !== undefined && c.maxScore !== null ? { maxScore: c.maxScore } : {}),
  announcedOn: c.announcedOn,
  source: c.source,
});

export async function currentCutoffs(): Promise<CurrentCutoffs> {
  const doc = await ScoreCutoffs.findById(CUTOFFS_ID).lean();
  if (!doc) return { items: [], rev: 0, updatedAt: null, updatedBy: null };
  return { items: (doc.items as ScoreCutoff[]).map(clean), rev: doc.rev, updatedAt: doc.updatedAt, updatedBy: doc.updatedBy };
}

/** Saves the list over revision `rev`; 409 when someone saved in between. */
export async function saveCutoffs(items: ScoreCutoff[], rev: number, by: string, at: Date): Promise<CurrentCutoffs> {
  const set = { items: items.map(clean), rev: rev + 1, updatedAt: at, updatedBy: by };
  if (rev === 0) {
    try {
      await ScoreCutoffs.create({ _id: CUTOFFS_ID, ...set });
    } catch (err) {
      if ((err as { code?: number }).code === 11000) throw new HttpError(409, CUTOFF_MESSAGES.conflict);
      throw err;
    }
  } else {
    const res = await ScoreCutoffs.updateOne({ _id: CUTOFFS_ID, rev }, { $set: set });
    if (res.modifiedCount !== 1) throw new HttpError(409, CUTOFF_MESSAGES.conflict);
  }
  return set;
}

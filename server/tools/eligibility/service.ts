/**
 * The figures in force: none until the desk saves them (the page and the API then say so rather
 * than guess), afterwards the stored ones. A save applies only to the revision it read (409
 * otherwise, an atomic filtered update) and is recorded with who saved it.
 */
import type { EligibilityFigures } from '../../../shared/tools/eligibility';
import { DB_UNAVAILABLE, HttpError } from '../../http/errors';
import { isDbReady } from '../../db/connection';
import type { SiteConfig } from '../../../shared/site.config';
import { announcementDay } from '../../schedule/service';
import { EligibilityFiguresChange, EligibilityFiguresDoc } from './model';

const FIGURES_ID = 'current';

export interface CurrentFigures {
  figures: EligibilityFigures;
  rev: number;
  updatedBy: string;
}

/** Null while none are saved; 503 while the database is away (the page must not say "not entered" then). */
/** The stored figures, with the 모집공고일 read from the schedule (the one place it is entered). */
export async function currentFigures(site: SiteConfig): Promise<CurrentFigures | null> {
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const doc = await EligibilityFiguresDoc.findById(FIGURES_ID).lean();
  if (!doc) return null;
  const figures: EligibilityFigures = {
    noticeDate: await announcementDay(site),
    supplies: doc.supplies as EligibilityFigures['supplies'],
    areas: doc.areas as EligibilityFigures['areas'],
    deposits: doc.deposits as EligibilityFigures['deposits'],
    region: doc.region as EligibilityFigures['region'],
    ...(doc.income ? { income: doc.income as EligibilityFigures['income'] } : {}),
    updatedAt: doc.updatedAt.toISOString(),
  };
  return { figures, rev: doc.rev, updatedBy: doc.updatedBy };
}

export const FIGURES_CONFLICT = '다른 관리자가 먼저 청약 자격 기준을 수정했습니다. 새로고침한 뒤 다시 저장해 주세요.';

/** Stores the figures over revision `rev` (0: none saved yet). */
export async function saveFigures(input: Omit<EligibilityFigures, 'updatedAt' | 'noticeDate'>, rev: number, by: string, at: Date): Promise<number> {
  const set = { supplies: input.supplies, areas: input.areas, deposits: input.deposits, region: input.region, income: input.income ?? null, rev: rev + 1, updatedAt: at, updatedBy: by };
  if (rev === 0) {
    try {
      await EligibilityFiguresDoc.create({ _id: FIGURES_ID, ...set });
    } catch (err) {
      if ((err as { code?: number }).code === 11000) throw new HttpError(409, FIGURES_CONFLICT);
      throw err;
    }
  } else {
    const res = await EligibilityFiguresDoc.updateOne({ _id: FIGURES_ID, rev }, { $set: set, $unset: { noticeDate: 1 } });
    if (res.modifiedCount !== 1) throw new HttpError(409, FIGURES_CONFLICT);
  }
  await EligibilityFiguresChange.create({ at, by, rev: rev + 1, figures: input });
  return rev + 1;
}

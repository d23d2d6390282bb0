/** Server data of the score page (the desk's cut-offs, and a form posted without JavaScript) and of its desk. */
import { kstDay } from '../../../shared/kst';
import { computeScore, readScoreInput } from '../../../shared/tools/score';
import type { AdminScoreCutoffsData, ScorePageData, ScorePosted } from '../../../shared/tools/score-cutoffs';
import { isDbReady } from '../../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../../http/errors';
import type { PageLoaderTable } from '../../http/page-loaders';
import { currentSchedule } from '../../schedule/service';
import { currentCutoffs } from './cutoffs';

/** The posted fields as typed (strings only, for the form shown again): never logged or kept. */
const POSTED_FIELDS = ['birthDate', 'marriageDate', 'homeSoldOn', 'neverOwned', 'owned', 'dependents', 'accountOpenedOn', 'spouseAccountOpenedOn', 'asOf'] as const;

function posted(body: unknown, today: string): ScorePosted {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const input: Record<string, string> = {};
  for (const f of POSTED_FIELDS) if (typeof raw[f] === 'string') input[f] = (raw[f] as string).slice(0, 20);
  const read = readScoreInput(raw, today);
  if ('error' in read) return { input, error: read };
  const result = computeScore(read);
  return 'error' in result ? { input, error: result } : { input, result };
}

export const scorePages = {
  'sales-score': async ({ req, now, app }) => {
    const today = kstDay(now);
    // The reference cut-offs and the schedule's 모집공고 date are optional: without the database the calculator still works.
    const [cutoffs, schedule] = isDbReady() ? await Promise.all([currentCutoffs().then((c) => c.items), currentSchedule(app.schedule.site)]) : [[], null];
    const announced = (schedule?.items ?? app.schedule.site.schedule).find((s) => s.key === 'announcement')?.start;
    const asOf = announced && announced > today ? announced : today;
    const value: ScorePageData = { cutoffs, asOf, ...(req.method === 'POST' ? { posted: posted(req.body, today) } : {}) };
    return { value };
  },
  'admin-score-cutoffs': async ({ req }) => {
    const email = req.account?.email ?? null;
    const role = req.account?.role ?? null;
    if (!email) return { value: { email, role, items: [], rev: 0, updatedAt: null, updatedBy: null } satisfies AdminScoreCutoffsData };
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    const current = await currentCutoffs();
    const value: AdminScoreCutoffsData = { email, role, ...current, updatedAt: current.updatedAt?.toISOString() ?? null };
    return { value };
  },
} satisfies PageLoaderTable;

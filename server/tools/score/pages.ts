/** Server data of the score page (the desk's cut-offs, and a form posted without JavaScript) and of its desk. */
import { computeScore, readScoreInput } from '../../../shared/tools/score';
import type { AdminScoreCutoffsData, ScorePageData, ScorePosted } from '../../../shared/tools/score-cutoffs';
import { isDbReady } from '../../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../../http/errors';
import type { PageLoaderTable } from '../../http/page-loaders';
import { announcementDay } from '../../schedule/service';
import { currentCutoffs } from './cutoffs';

/** The posted fields as typed (strings only, for the form shown again): never logged or kept. */
const POSTED_FIELDS = ['birthDate', 'marriageDate', 'homeSoldOn', 'neverOwned', 'owned', 'dependents', 'accountOpenedOn', 'spouseAccountOpenedOn', 'asOf'] as const;

function posted(body: unknown, noticeDay: string): ScorePosted {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const input: Record<string, string> = {};
  for (const f of POSTED_FIELDS) if (typeof raw[f] === 'string') input[f] = (raw[f] as string).slice(0, 20);
  const read = readScoreInput(raw, noticeDay);
  if ('error' in read) return { input, error: read };
  const result = computeScore(read);
  return 'error' in result ? { input, error: result } : { input, result };
}

export const scorePages = {
  'sales-score': async ({ req, app }) => {
    // The 기준일 is the 모집공고일, before it and after (가점 counted to a later day is 가점 오기).
    // The reference cut-offs are optional: without the database the calculator still works.
    const ready = isDbReady();
    const [cutoffs, asOf] = await Promise.all([ready ? currentCutoffs().then((c) => c.items) : [], announcementDay(app.schedule.site, ready)]);
    const value: ScorePageData = { cutoffs, asOf, ...(req.method === 'POST' ? { posted: posted(req.body, asOf) } : {}) };
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

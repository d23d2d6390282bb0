/** Server data of the eligibility pages: the questionnaire (and its result after a form post) and the desk. */
import type { AdminEligibilityData, AnswerField, EligibilityPageData } from '../../../shared/tools/eligibility';
import { ANSWER_FIELDS } from '../../../shared/tools/eligibility';
import { isDbReady } from '../../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../../http/errors';
import type { PageLoaderTable } from '../../http/page-loaders';
import { currentFigures } from './service';
import { evaluate } from './routes';

/** What was posted, for the form to show again: the questionnaire's fields only, short strings. */
function postedValues(body: Record<string, unknown>): Partial<Record<AnswerField, string>> {
  const out: Partial<Record<AnswerField, string>> = {};
  for (const f of ANSWER_FIELDS) if (typeof body[f] === 'string') out[f] = (body[f] as string).slice(0, 40);
  return out;
}

export const eligibilityPages = {
  'sales-eligibility': async ({ req, app }) => {
    if (req.method !== 'POST') {
      const current = await currentFigures(app.schedule.site);
      return { value: current ? { configured: true, figures: current.figures } : { configured: false } };
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const answer = await evaluate(app.schedule.site, body);
    if (!answer.configured) return { value: { configured: false } satisfies EligibilityPageData };
    const value: EligibilityPageData = { configured: true, figures: answer.figures, posted: postedValues(body) };
    if ('error' in answer) value.error = { field: answer.field, message: answer.error };
    else value.result = answer.result;
    return { value };
  },
  'admin-eligibility': async ({ req, app }) => {
    const email = req.account?.email ?? null;
    const role = req.account?.role ?? null;
    if (!email) return { value: { email, role, figures: null, rev: 0, updatedBy: null } satisfies AdminEligibilityData };
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    const current = await currentFigures(app.schedule.site);
    return { value: { email, role, figures: current?.figures ?? null, rev: current?.rev ?? 0, updatedBy: current?.updatedBy ?? null } };
  },
} satisfies PageLoaderTable;

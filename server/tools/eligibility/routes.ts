/**
 * The eligibility questionnaire's HTTP surface: `POST /api/tools/eligibility` (JSON, no session),
 * the page's own form post without JavaScript (`POST /SalesInfo/eligibility`, answered with the
 * page and its result; the address stays the same and carries nothing typed), and the desk's
 * `GET`/`PUT /api/admin/eligibility` (permission `schedule`). What a buyer answers is computed and
 * answered, never stored and never logged (the request log names the path only).
 */
import express, { Router } from 'express';
import { need } from '../../accounts/permission';
import { HttpError, requireDb } from '../../http/errors';
import { appContext } from '../../app-context';
import type { SiteConfig } from '../../../shared/site.config';
import { ANSWER_MESSAGES, RULES_VERSION, checkEligibility, parseAnswers, type AnswerField, type EligibilityFigures, type SupplyResult } from '../../../shared/tools/eligibility';
import { saveAnnouncementDay } from '../../schedule/service';
import { currentFigures, saveFigures } from './service';
import { FIGURES_MESSAGES, FiguresInput, firstProblem } from './validate';

export const ELIGIBILITY_PAGE = '/SalesInfo/eligibility';

export type Evaluation =
  | { configured: false }
  | { configured: true; figures: EligibilityFigures; result: SupplyResult[] }
  | { configured: true; figures: EligibilityFigures; field: AnswerField; error: string };

/** The figures in force and, for usable answers, each supply's verdict (or the first unusable field). */
export async function evaluate(site: SiteConfig, body: Record<string, unknown>): Promise<Evaluation> {
  const current = await currentFigures(site);
  if (!current) return { configured: false };
  const { figures } = current;
  const parsed = parseAnswers(body);
  if ('error' in parsed) return { configured: true, figures, field: parsed.field, error: parsed.error };
  if (!site.units.some((u) => u.label === parsed.answers.unit)) return { configured: true, figures, field: 'unit', error: ANSWER_MESSAGES.unit };
  return { configured: true, figures, result: checkEligibility(figures, parsed.answers, site.units) };
}

/** Public, mounted under /api. */
export function eligibilityApi(site: SiteConfig) {
  const router = Router();
  router.post('/tools/eligibility', async (req, res) => {
    // The answers as the body's own fields, or wrapped as {answers: {...}}.
    const body = (req.body ?? {}) as Record<string, unknown>;
    const wrapped = body.answers && typeof body.answers === 'object' && !Array.isArray(body.answers);
    const answer = await evaluate(site, (wrapped ? body.answers : body) as Record<string, unknown>);
    if (!answer.configured) return res.json({ configured: false });
    if ('error' in answer) throw new HttpError(400, answer.error, { [answer.field]: answer.error });
    res.json({ configured: true, noticeDate: answer.figures.noticeDate, rules: RULES_VERSION, supplies: answer.result });
  });
  return router;
}

/** The questionnaire posted without JavaScript: the same page, with its result (the page's loader computes it). */
export function eligibilityPageRoutes(site: SiteConfig) {
  const router = Router();
  router.post(ELIGIBILITY_PAGE, express.urlencoded({ extended: false, limit: '8kb' }), async (req, res) => {
    const answer = await evaluate(site, (req.body ?? {}) as Record<string, unknown>);
    await appContext(req).renderPage(req, res, ELIGIBILITY_PAGE, {}, answer.configured && 'error' in answer ? 400 : 200);
  });
  return router;
}

/** The desk, behind the admin guard under /api/admin. */
export function eligibilityAdminApi(deps: { now: () => Date; site: SiteConfig }) {
  const router = Router();
  router.get('/eligibility', need('schedule'), requireDb, async (_req, res) => {
    const current = await currentFigures(deps.site);
    res.json({ figures: current?.figures ?? null, rev: current?.rev ?? 0, updatedBy: current?.updatedBy ?? null });
  });
  router.put('/eligibility', need('schedule'), requireDb, async (req, res) => {
    const parsed = FiguresInput.safeParse(req.body ?? {});
    if (!parsed.success) throw new HttpError(400, firstProblem(parsed.error, req.body) || FIGURES_MESSAGES.invalid);
    const by = req.account!.email;
    const { noticeDate, ...figures } = parsed.data.figures;
    const rev = await saveFigures(figures, parsed.data.rev, by, deps.now());
    // An older client may still send the 모집공고일: it is the schedule's, so it is saved there.
    if (noticeDate) await saveAnnouncementDay(deps.site, noticeDate, by, deps.now());
    req.log.info({ rev }, 'eligibility figures saved');
    res.json({ ok: true, rev });
  });
  return router;
}

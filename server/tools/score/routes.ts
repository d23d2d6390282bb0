/**
 * The 청약 가점 calculator's routes. Guarantee: what a buyer posts is read, scored and answered,
 * never stored, logged or sent on — the request log keeps only method, path and status (no body),
 * and neither route opens a session.
 *  - `POST /api/tools/score` (JSON, no session): `{total, parts}`, or 400 with a Korean message;
 *    without `asOf` it counts to the 모집공고일 (the schedule's 입주자모집공고 step), never today.
 *  - `POST /SalesInfo/score` (the page's form without JavaScript): the page again, with the result
 *    the same function computes in the browser (the address stays the page's, carrying no dates).
 *  - `GET/PUT /api/admin/score-cutoffs` (desk, `schedule`): the past 당첨 가점 the page compares with.
 */
import express, { Router } from 'express';
import type { SiteConfig } from '../../../shared/site.config';
import { computeScore, readScoreInput } from '../../../shared/tools/score';
import { CUTOFF_MESSAGES } from '../../../shared/tools/score-cutoffs';
import { need } from '../../accounts/permission';
import { appContext } from '../../app-context';
import { HttpError, requireDb } from '../../http/errors';
import { isDbReady } from '../../db/connection';
import { announcementDay } from '../../schedule/service';
import { firstProblem } from '../../schedule/validate';
import { currentCutoffs, CutoffsInput, saveCutoffs } from './cutoffs';

export const SCORE_PAGE_PATH = '/SalesInfo/score';

/** Mounted under /api with the other visitor routes. */
export function scoreApi(now: () => Date, site: SiteConfig) {
  const router = Router();
  router.post('/tools/score', async (req, res) => {
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const input = readScoreInput(body, await announcementDay(site, isDbReady()));
    const result = 'error' in input ? input : computeScore(input);
    if ('error' in result) throw new HttpError(400, result.error, { [result.field]: result.error });
    res.json({ total: result.total, parts: result.parts });
  });
  return router;
}

/** The page's own form post: answered with the page (its loader reads the posted fields). */
export function scorePageRoutes() {
  const router = Router();
  router.post(SCORE_PAGE_PATH, express.urlencoded({ extended: false, limit: '4kb' }), async (req, res, next) => {
    try {
      const input = readScoreInput((req.body ?? {}) as Record<string, unknown>, await announcementDay(appContext(req).schedule.site, isDbReady()));
      const usable = !('error' in input) && !('error' in computeScore(input));
      await appContext(req).renderPage(req, res, SCORE_PAGE_PATH, {}, usable ? 200 : 400);
    } catch (err) {
      next(err);
    }
  });
  return router;
}

/** Mounted under /api/admin, behind the desk's guard. */
export function scoreAdminApi(now: () => Date) {
  const router = Router();
  router.get('/score-cutoffs', need('schedule'), requireDb, async (_req, res) => {
    const current = await currentCutoffs();
    res.json({ ...current, updatedAt: current.updatedAt?.toISOString() ?? null });
  });
  router.put('/score-cutoffs', need('schedule'), requireDb, async (req, res) => {
    const parsed = CutoffsInput.safeParse(req.body ?? {});
    if (!parsed.success) {
      const { fields } = firstProblem(parsed.error);
      const issue = parsed.error.issues[0]!;
      const row = typeof issue.path[1] === 'number' ? `${issue.path[1] + 1}번째 줄: ` : '';
      throw new HttpError(400, `${row}${issue.message || CUTOFF_MESSAGES.invalid}`, fields);
    }
    const saved = await saveCutoffs(parsed.data.items, parsed.data.rev, req.account!.email, now());
    req.log.info({ rev: saved.rev, rows: saved.items.length }, 'score cut-offs saved');
    res.json({ ok: true, ...saved, updatedAt: saved.updatedAt?.toISOString() ?? null });
  });
  return router;
}

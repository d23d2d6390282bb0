/**
 * The cash plan on the server: `POST /api/tools/cost` (JSON, no session), `GET /api/tools/options`
 * (the option catalogue per type) and the page's own form post without JavaScript, answered with
 * the page computed by the same function the browser runs (shared/tools/cost.ts). What the buyer
 * chose is read from the body and answered; it is never stored, and the request log names only
 * the path (server/app.ts logs method, path and status, never a body).
 */
import express, { Router, type Request } from 'express';
import type { SiteConfig } from '../../../shared/site.config';
import { COST_MESSAGES, costPlan, type CostError, type CostInput } from '../../../shared/tools/cost';
import { HOME_CASES, type HomeCase } from '../../../shared/tools/cost-rates';
import type { OptionsByType } from '../../../shared/options';
import { HttpError, requireDb } from '../../http/errors';
import { appContext } from '../../app-context';
import { listOptions } from '../../options/catalogue';
import { kstDay } from '../../../shared/kst';

export const COST_PAGE_PATH = '/SalesInfo/cost';

/** A home count as a number (0: none before this one, read as a first home) or one of the cases. */
function homesOf(v: unknown): HomeCase | undefined {
  if (v === undefined || v === '') return 'first';
  if (typeof v === 'number' && Number.isInteger(v)) return v <= 0 ? 'first' : v >= 4 ? '4' : (String(v) as HomeCase);
  return typeof v === 'string' && v in HOME_CASES ? (v as HomeCase) : undefined;
}

/** The buyer's choice from a JSON body or a form post, or the first field it cannot use. */
export function readCostInput(body: unknown): CostInput | { error: CostError } {
  if (!body || typeof body !== 'object') return { error: 'invalid' };
  const b = body as Record<string, unknown>;
  if (typeof b.unit !== 'string' || !b.unit.trim()) return { error: 'unit' };
  if (b.band !== undefined && typeof b.band !== 'string') return { error: 'band' };
  const raw = b.options === undefined || b.options === '' ? [] : Array.isArray(b.options) ? b.options : [b.options];
  if (raw.length > 50 || !raw.every((o) => typeof o === 'string' && o.length <= 40)) return { error: 'options' };
  const homes = homesOf(b.homes);
  if (!homes) return { error: 'homes' };
  return { unit: b.unit.trim().slice(0, 10), band: String(b.band ?? '').trim().slice(0, 40), options: raw as string[], homes };
}

/** POST /api/tools/cost and GET /api/tools/options. */
export function costToolApi(site: SiteConfig, now: () => Date) {
  const router = Router();
  router.post('/cost', requireDb, async (req, res) => {
    const input = readCostInput(req.body);
    if ('error' in input) throw new HttpError(400, COST_MESSAGES[input.error], { [input.error]: COST_MESSAGES[input.error] });
    const plan = costPlan(site.pricing, site.units, await listOptions(input.unit.toUpperCase()), input, kstDay(now()));
    if ('error' in plan) throw new HttpError(400, COST_MESSAGES[plan.error], { [plan.error]: COST_MESSAGES[plan.error] });
    res.json({
      unit: plan.unit,
      band: plan.band,
      price: plan.price,
      priceVat: plan.priceVat,
      optionsTotal: plan.optionsTotal,
      optionsVat: plan.optionsVat,
      total: plan.total,
      options: plan.options,
      payments: plan.payments.map(({ label, kind, dueDate, dueText, amount, loan }) => ({ label, kind, ...(dueDate ? { dueDate } : {}), ...(dueText ? { dueText } : {}), amount, loan })),
      loan: plan.loan,
      tax: plan.tax,
      steps: plan.steps,
      cashTotal: plan.cashTotal,
      cashIfRepaid: plan.cashIfRepaid,
    });
  });
  router.get('/options', requireDb, async (req, res) => {
    const unit = typeof req.query.unit === 'string' ? req.query.unit.trim().toUpperCase() : undefined;
    const all = await listOptions(unit);
    const types = Object.keys(site.pricing.prices).filter((u) => !unit || u === unit);
    const body: OptionsByType = { types: types.map((u) => ({ unit: u, options: all.filter((o) => o.unitType === u) })) };
    // The same for every visitor: a minute in a shared cache at most.
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json(body);
  });
  return router;
}

/**
 * The page's form posted without JavaScript: the page again, its loader computing from the body
 * (server/tools/cost/pages.ts). A post it cannot use answers 400 with the page and its message.
 */
export function costPageRoutes() {
  const router = Router();
  router.post(COST_PAGE_PATH, express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 60 }), async (req: Request, res, next) => {
    try {
      const input = readCostInput(req.body);
      await appContext(req).renderPage(req, res, COST_PAGE_PATH, {}, 'error' in input ? 400 : 200);
    } catch (err) {
      next(err);
    }
  });
  return router;
}

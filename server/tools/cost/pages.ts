/**
 * /SalesInfo/cost's server data: the option catalogue, read at every render, today (Korea time),
 * and a posted choice. A post is never answered with the defaults: what the buyer chose is kept
 * where it can be (a type changed with the other type's options ticked is priced for the new type,
 * those options left out and said so).
 */
import type { CostInput, CostPageData } from '../../../shared/tools/cost';
import { COST_MESSAGES, costPlan } from '../../../shared/tools/cost';
import { HOME_CASES, type HomeCase } from '../../../shared/tools/cost-rates';
import { kstDay } from '../../../shared/kst';
import { isDbReady } from '../../db/connection';
import type { PageLoaderTable } from '../../http/page-loaders';
import { listOptions } from '../../options/catalogue';
import { readCostInput } from './routes';

/** What a refused post still says of the buyer's choice (the calculator keeps what is valid). */
function keptInput(body: unknown): CostInput | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b.unit !== 'string') return undefined;
  const options = (Array.isArray(b.options) ? b.options : [b.options]).filter((o): o is string => typeof o === 'string');
  const homes = typeof b.homes === 'string' && b.homes in HOME_CASES ? (b.homes as HomeCase) : 'first';
  return { unit: b.unit.trim().slice(0, 10), band: typeof b.band === 'string' ? b.band.slice(0, 40) : '', options: options.slice(0, 50), homes };
}

export const costPages = {
  'sales-cost': async ({ req, app, now }) => {
    const ready = isDbReady();
    const options = ready ? await listOptions() : [];
    const today = kstDay(now);
    const value: CostPageData = { options, today, ...(ready ? {} : { optionsUnavailable: true }) };
    if (req.method !== 'POST') return { value };
    const input = readCostInput(req.body);
    const kept = keptInput(req.body);
    if ('error' in input) return { value: { ...value, error: COST_MESSAGES[input.error], ...(kept ? { input: kept } : {}) }, status: 400 };
    const site = app.schedule.site;
    const plan = costPlan(site.pricing, site.units, options, input, today);
    if ('error' in plan && plan.error === 'options') {
      const own = input.options.filter((id) => options.some((o) => o.id === id && o.unitType === input.unit.toUpperCase()));
      const retried = { ...input, options: own };
      if (!('error' in costPlan(site.pricing, site.units, options, retried, today))) return { value: { ...value, input: retried, error: COST_MESSAGES.optionsDropped } };
    }
    if ('error' in plan) return { value: { ...value, input, error: COST_MESSAGES[plan.error] }, status: 400 };
    return { value: { ...value, input } };
  },
} satisfies PageLoaderTable;

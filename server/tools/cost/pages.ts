/** /SalesInfo/cost's server data: the option catalogue, read at every render, and a posted choice. */
import type { CostPageData } from '../../../shared/tools/cost';
import { COST_MESSAGES, costPlan } from '../../../shared/tools/cost';
import { isDbReady } from '../../db/connection';
import type { PageLoaderTable } from '../../http/page-loaders';
import { listOptions } from '../../options/catalogue';
import { readCostInput } from './routes';

export const costPages = {
  'sales-cost': async ({ req, app }) => {
    const ready = isDbReady();
    const options = ready ? await listOptions() : [];
    const value: CostPageData = { options, ...(ready ? {} : { optionsUnavailable: true }) };
    if (req.method !== 'POST') return { value };
    const input = readCostInput(req.body);
    if ('error' in input) return { value: { ...value, error: COST_MESSAGES[input.error] }, status: 400 };
    const site = app.schedule.site;
    const plan = costPlan(site.pricing, site.units, options, input);
    if ('error' in plan) return { value: { ...value, error: COST_MESSAGES[plan.error] }, status: 400 };
    return { value: { ...value, input } };
  },
} satisfies PageLoaderTable;

/** Server data of the unit pages: the desk's units and winners (each with its unit), the public remaining-units grid. */
import type { AdminUnitsData, AdminWinnersData, RemainingPageData } from '../../shared/page-data';
import { isDbReady } from '../db/connection';
import type { LoaderContext, PageLoaderTable } from '../http/page-loaders';
import { recordAccess } from '../access-log/record';
import { listWinners } from '../winners/service';
import { listUnits, publicUnits } from './service';
import { withUnits } from './links';
import { currentSale, DEFAULT_SALE, saleView } from './sale';

export const unitPages = {
  'admin-units': async (ctx) => ({ value: await adminUnits(ctx) }),
  'sales-remaining': async () => ({ value: await remainingPage() }),
  // Here rather than in winners/: the list shows each winner's unit, and units/ already depends on winners/.
  'admin-winners': async (ctx) => ({ value: await adminWinners(ctx) }),
} satisfies PageLoaderTable;

async function adminWinners({ req, identity }: LoaderContext): Promise<AdminWinnersData> {
  const { email, role } = await identity();
  if (!email) return { email, role, items: [] };
  const items = await withUnits(await listWinners());
  await recordAccess(req, { action: 'search', subject: 'winners', count: items.length });
  return { email, role, items };
}

async function adminUnits({ req, now, identity }: LoaderContext): Promise<AdminUnitsData> {
  const { email, role } = await identity();
  if (!email) return { email, role, items: [], sale: saleView(DEFAULT_SALE) };
  const [items, sale] = await Promise.all([listUnits({}, now), currentSale()]);
  if (items.some((u) => u.hold)) await recordAccess(req, { action: 'search', subject: 'units', count: items.length });
  return { email, role, items, sale: saleView(sale) };
}

/** The remaining units as anyone may see them (the grid is readable without JavaScript). */
async function remainingPage(): Promise<RemainingPageData> {
  if (!isDbReady()) return { visible: false, opensAt: null, units: [] };
  const sale = await currentSale();
  if (!sale.visible) return { visible: false, opensAt: null, units: [] };
  return { visible: true, opensAt: sale.opensAt?.toISOString() ?? null, units: await publicUnits() };
}

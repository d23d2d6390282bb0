/** Server data of the campaigns desk (/admin/campaigns?from=&to=&touch=&by=): the period is a plain GET form. */
import type { AdminCampaignsData } from '../../shared/page-data';
import type { LoaderContext, PageLoaderTable } from '../http/page-loaders';
import { addDays, isDay, kstDay } from '../../shared/kst';
import { funnel } from './funnel';
import { live, traffic } from './traffic';
import { costsIn } from './cost-view';
import { speedRows } from './speed';

const pick = (v: unknown) => (typeof v === 'string' && isDay(v) ? v : undefined);

export const campaignPages = {
  'admin-campaigns': async (ctx) => ({ value: await adminCampaigns(ctx) }),
} satisfies PageLoaderTable;

async function adminCampaigns({ req, identity, now }: LoaderContext): Promise<AdminCampaignsData> {
  const { email, role } = await identity();
  const today = kstDay(now);
  let to = pick(req.query.to) ?? today;
  let from = pick(req.query.from) ?? addDays(to, -6);
  if (from > to) [from, to] = [to, from];
  if (Date.parse(to) - Date.parse(from) > 366 * 86_400_000) from = addDays(to, -366);
  const touch = req.query.touch === 'first' ? 'first' : 'last';
  const by = req.query.by === 'campaign' ? 'campaign' : 'channel';
  const thisWeek = { from: addDays(today, -6), to: today };
  const lastWeek = { from: addDays(today, -13), to: addDays(today, -7) };
  const empty: AdminCampaignsData = {
    email,
    role,
    from,
    to,
    touch,
    by,
    funnel: { first: [], last: [] },
    traffic: { days: [], pages: [], channels: [], byChannel: [], devices: [] },
    live: { visitorsNow: 0, today, leadsToday: [] },
    week: { thisWeek: { ...thisWeek, rows: [] }, lastWeek: { ...lastWeek, rows: [] } },
    costs: [],
    speed: [],
  };
  if (!email) return empty;
  const [first, last, t, l, a, b, costs, speed] = await Promise.all([
    funnel({ from, to, touch: 'first', by }),
    funnel({ from, to, touch: 'last', by }),
    traffic(from, to),
    live(now),
    funnel({ ...thisWeek, touch, by: 'channel' }),
    funnel({ ...lastWeek, touch, by: 'channel' }),
    costsIn(from, to),
    speedRows(from, to),
  ]);
  return { ...empty, funnel: { first, last }, traffic: t, live: l, week: { thisWeek: { ...thisWeek, rows: a }, lastWeek: { ...lastWeek, rows: b } }, costs, speed };
}

/**
 * The funnel per channel (or channel and campaign) for a period of KST days: visitors and page
 * views from the counters; then the people who registered in the period (leads, one per phone) and
 * what became of them, whenever it happened: a model-house booking, a check-in (visited), a place on
 * the winners' list, a contracted unit (matched by phone, or by the winner's 동·호). A person falls in
 * the channel of their first touch (their earliest lead's first touch) or last touch (their latest
 * lead's last touch). The bundled engine ignores aggregation expressions, so sums are made here
 * after plain finds on fields stored at write time.
 */
import { Lead } from '../leads/model';
import { Reservation } from '../visits/model';
import { Winner } from '../winners/model';
import { Unit, UnitHold } from '../units/model';
import { CHANNEL_LABELS, touchChannel, type Channel } from '../../shared/channels';
import type { FunnelRow } from '../../shared/campaigns';
import { addDays } from '../../shared/kst';
import type { LeadType } from '../../shared/leads';
import type { Types } from 'mongoose';
import { countersIn } from './counters';
import { visitorsByDay } from './visitors';
import { knownValues, shownCampaign } from './vocabulary';
import { costsIn } from './cost-view';

export type Touch = 'first' | 'last';
export type By = 'channel' | 'campaign';
/** Lead types that count as a lead: registrations and bookings (a 청약 reminder subscription is not one). */
export const FUNNEL_LEAD_TYPES: LeadType[] = ['interest', 'visit-request', 'reservation'];

export const periodDays = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let d = from; d <= to && days.length < 400; d = addDays(d, 1)) days.push(d);
  return days;
};

const digits = (p: string | null | undefined) => (p ?? '').replace(/\D/g, '');

interface LeadDoc {
  phone: string;
  phoneKey?: string;
  createdAt: Date;
  day: string;
  attribution?: { first?: { source: string; medium?: string | null; campaign?: string | null; referrer?: string | null } | null; last?: { source: string; medium?: string | null; campaign?: string | null; referrer?: string | null } | null };
}

/** The period's leads, one per person: their channel and campaign under the chosen touch. */
export async function peopleIn(from: string, to: string, touch: Touch) {
  const leads = await Lead.find(
    { day: { $gte: from, $lte: to }, spam: { $ne: true }, type: { $in: FUNNEL_LEAD_TYPES } },
    { phone: 1, phoneKey: 1, createdAt: 1, day: 1, attribution: 1 },
  )
    .sort({ createdAt: 1 })
    .lean<LeadDoc[]>();
  const people = new Map<string, { channel: Channel; campaign: string; day: string }>();
  for (const l of leads) {
    const key = l.phoneKey || digits(l.phone);
    const t = touch === 'first' ? l.attribution?.first : l.attribution?.last;
    const seen = people.get(key);
    // First touch: the earliest lead decides; last touch: each later lead replaces it.
    if (seen && touch === 'first') continue;
    people.set(key, { channel: touchChannel(t), campaign: t?.campaign ?? '', day: seen?.day ?? l.day });
  }
  return people;
}

/** What became of these people (phone digits): booked, visited, listed as winners, contracted. */
export async function outcomes(keys: string[]) {
  const booked = new Set<string>();
  const visited = new Set<string>();
  const winners = new Set<string>();
  const contracts = new Set<string>();
  if (!keys.length) return { booked, visited, winners, contracts };
  const phones = keys.map((k) => (k.length === 11 ? `${k.slice(0, 3)}-${k.slice(3, 7)}-${k.slice(7)}` : k));
  const wanted = new Set(keys);
  const [reservations, listed, contracted] = await Promise.all([
    Reservation.find({ phone: { $in: phones }, kind: { $in: ['visit', null] } }, { phone: 1, status: 1 }).lean<{ phone: string; status: string }[]>(),
    Winner.find({ phone: { $in: phones } }, { phone: 1, rank: 1, promotedAt: 1, dong: 1, ho: 1 }).lean<{ phone: string; rank: string; promotedAt?: Date; dong?: string; ho?: string }[]>(),
    Unit.find({ state: 'contracted' }, { dong: 1, ho: 1, 'hold.phone': 1, 'hold.id': 1 }).lean<{ _id: Types.ObjectId; dong: string; ho: string; hold?: { phone?: string } }[]>(),
  ]);
  for (const r of reservations) {
    if (r.status === 'cancelled') continue;
    booked.add(digits(r.phone));
    if (r.status === 'visited') visited.add(digits(r.phone));
  }
  const contractedUnits = new Set(contracted.map((u) => `${u.dong}|${u.ho}`));
  for (const w of listed) {
    if (w.rank === 'winner' || w.promotedAt) winners.add(digits(w.phone));
    if (w.dong && w.ho && contractedUnits.has(`${w.dong}|${w.ho}`)) contracts.add(digits(w.phone));
  }
  // A unit taken on the site (first-come sale) carries its buyer's hold.
  for (const u of contracted) if (u.hold?.phone && wanted.has(digits(u.hold.phone))) contracts.add(digits(u.hold.phone));
  const holds = await UnitHold.find({ unitId: { $in: contracted.map((u) => u._id) }, phone: { $in: phones } }, { phone: 1 }).lean<{ phone: string }[]>();
  for (const h of holds) contracts.add(digits(h.phone));
  return { booked, visited, winners, contracts };
}

const emptyRow = (channel: Channel, campaign?: string | null): FunnelRow => ({
  channel: CHANNEL_LABELS[channel],
  channelKey: channel,
  ...(campaign !== undefined ? { campaign } : {}),
  visitors: 0,
  pageviews: 0,
  leads: 0,
  bookings: 0,
  visited: 0,
  winners: 0,
  contracts: 0,
  cost: 0,
});

export async function funnel(q: { from: string; to: string; touch: Touch; by: By }): Promise<FunnelRow[]> {
  const rows = new Map<string, FunnelRow>();
  const row = (channel: string, campaign: string) => {
    const ch = (channel in CHANNEL_LABELS ? channel : 'other') as Channel;
    const key = q.by === 'campaign' ? `${ch}|${campaign}` : ch;
    let r = rows.get(key);
    if (!r) rows.set(key, (r = emptyRow(ch, q.by === 'campaign' ? campaign || null : undefined)));
    return r;
  };

  // A counted campaign name shows only when the site knows it: a lead's, a cost row's, a link of its own (vocabulary.ts).
  const [people, costs, known] = await Promise.all([peopleIn(q.from, q.to, q.touch), costsIn(q.from, q.to), q.by === 'campaign' ? knownValues().then((k) => k.campaign) : new Set<string>()]);
  const real = new Set([...[...people.values()].map((p) => p.campaign), ...costs.map((c) => c.utmCampaign)]);
  const shown = (c: string) => shownCampaign(c, known, real);

  const days = periodDays(q.from, q.to);
  for (const counts of (await visitorsByDay(days, q.by === 'campaign' ? shown : undefined)).values()) {
    for (const [k, n] of counts) {
      const [channel, campaign] = k.split('|') as [string, string];
      if (channel === '*') continue;
      if (q.by === 'channel' ? campaign === '*' : campaign !== '*') row(channel, campaign).visitors += n;
    }
  }
  for (const c of await countersIn(q.from, q.to)) row(c.channel, q.by === 'campaign' ? shown(c.campaign) : c.campaign).pageviews += c.views;

  const o = await outcomes([...people.keys()]);
  for (const [key, p] of people) {
    const r = row(p.channel, p.campaign);
    r.leads++;
    if (o.booked.has(key)) r.bookings++;
    if (o.visited.has(key)) r.visited++;
    if (o.winners.has(key)) r.winners++;
    if (o.contracts.has(key)) r.contracts++;
  }
  for (const c of costs) row(c.channelKey, c.utmCampaign).cost += c.amount;
  return [...rows.values()].sort((a, b) => b.visitors - a.visitors || b.leads - a.leads || b.cost - a.cost);
}

/**
 * Daily traffic for a period: visitors, page views and leads per KST day, the pages read most (and
 * where visits began), visitors per channel, and per day and channel for the desk's chart. Plus the
 * live view: visitors in the last 5 minutes and today's leads by channel (last touch).
 */
import { Lead } from '../leads/model';
import { CHANNEL_LABELS, CHANNELS, touchChannel, type Channel } from '../../shared/channels';
import type { CampaignsLive, Traffic } from '../../shared/campaigns';
import { kstDay } from '../core/time';
import { countersIn } from './counters';
import { visitorsByDay, visitorsNow } from './visitors';
import { FUNNEL_LEAD_TYPES, periodDays } from './funnel';

type LeadTouch = { day: string; phone: string; phoneKey?: string; attribution?: { last?: { source: string; medium?: string | null; referrer?: string | null } | null } };

const leadsIn = (from: string, to: string) =>
  Lead.find({ day: { $gte: from, $lte: to }, spam: { $ne: true }, type: { $in: FUNNEL_LEAD_TYPES } }, { _id: 0, day: 1, phone: 1, phoneKey: 1, attribution: 1 }).lean<LeadTouch[]>();

export async function traffic(from: string, to: string): Promise<Traffic> {
  const days = periodDays(from, to);
  const [visitors, counters, leads] = await Promise.all([
    visitorsByDay(days),
    countersIn(from, to),
    leadsIn(from, to),
  ]);
  const perDay = new Map(days.map((d) => [d, { date: d, visitors: visitors.get(d)?.get('*|*') ?? 0, pageviews: 0, leads: 0 }]));
  const pages = new Map<string, { path: string; pageviews: number; entries: number }>();
  const devices = new Map<string, number>();
  const cell = new Map<string, { visitors: number; leads: number }>();
  const at = (day: string, ch: Channel) => {
    const k = `${day}|${ch}`;
    let c = cell.get(k);
    if (!c) cell.set(k, (c = { visitors: 0, leads: 0 }));
    return c;
  };
  for (const c of counters) {
    perDay.get(c.day)!.pageviews += c.views;
    const p = pages.get(c.path) ?? { path: c.path, pageviews: 0, entries: 0 };
    p.pageviews += c.views;
    p.entries += c.entries;
    pages.set(c.path, p);
    devices.set(c.device, (devices.get(c.device) ?? 0) + c.views);
  }
  // People, not submissions: a registration and a booking of one phone on one day are one lead.
  const seen = new Set<string>();
  for (const l of leads) {
    const who = `${l.day}|${l.phoneKey || l.phone.replace(/\D/g, '')}`;
    if (seen.has(who)) continue;
    seen.add(who);
    perDay.get(l.day)!.leads++;
    at(l.day, touchChannel(l.attribution?.last)).leads++;
  }
  const channelTotals = new Map<Channel, number>();
  for (const [day, counts] of visitors) {
    for (const [k, n] of counts) {
      const [ch, campaign] = k.split('|') as [Channel, string];
      if (ch === ('*' as string) || campaign !== '*') continue;
      at(day, ch).visitors += n;
      channelTotals.set(ch, (channelTotals.get(ch) ?? 0) + n);
    }
  }
  const byChannel = [...cell].map(([k, v]) => {
    const [date, ch] = k.split('|') as [string, Channel];
    return { date, channel: CHANNEL_LABELS[ch], channelKey: ch, ...v };
  });
  byChannel.sort((a, b) => a.date.localeCompare(b.date) || CHANNELS.indexOf(a.channelKey) - CHANNELS.indexOf(b.channelKey));
  return {
    days: [...perDay.values()],
    pages: [...pages.values()].sort((a, b) => b.pageviews - a.pageviews).slice(0, 50),
    channels: [...channelTotals].sort((a, b) => b[1] - a[1]).map(([ch, n]) => ({ channel: CHANNEL_LABELS[ch], channelKey: ch, visitors: n })),
    byChannel,
    devices: [...devices].map(([device, pageviews]) => ({ device, pageviews })),
  };
}

export async function live(now: Date): Promise<CampaignsLive> {
  const today = kstDay(now);
  const [visitorsNowCount, leads] = await Promise.all([visitorsNow(now), leadsIn(today, today)]);
  const byChannel = new Map<Channel, number>();
  const seen = new Set<string>();
  for (const l of leads) {
    const who = l.phoneKey || l.phone.replace(/\D/g, '');
    if (seen.has(who)) continue;
    seen.add(who);
    const ch = touchChannel(l.attribution?.last);
    byChannel.set(ch, (byChannel.get(ch) ?? 0) + 1);
  }
  return {
    visitorsNow: visitorsNowCount,
    today,
    leadsToday: [...byChannel].sort((a, b) => b[1] - a[1]).map(([ch, n]) => ({ channel: CHANNEL_LABELS[ch], channelKey: ch, leads: n })),
  };
}

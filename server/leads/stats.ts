/**
 * Dashboard numbers for a period of Korea-time days. Each lead's Korean day is stored when it is
 * written (`day`), so a lead at 23:30 KST counts on that day whatever the server's zone; the
 * counting is done here in code over one indexed query, which behaves the same on every MongoDB.
 */
import { z } from 'zod';
import { LEAD_DESK_MESSAGES, type LeadStats, type LeadStatus, type LeadType } from '../../shared/leads';
import { Lead } from './model';
import { addDays, isDay, kstDay, kstEnd, kstStart } from '../../shared/kst';
import { HttpError } from '../http/errors';

const blank = z.literal('').transform(() => undefined);
export const StatsQuery = z.object({
  from: z.string().refine(isDay).optional().or(blank),
  to: z.string().refine(isDay).optional().or(blank),
});

export const DEFAULT_PERIOD_DAYS = 30;
const MAX_PERIOD_DAYS = 366;

/** The period asked for; by default the 30 Korean days ending today. */
export function statsPeriod(q: z.infer<typeof StatsQuery>, now: Date): { from: string; to: string } {
  const to = q.to ?? (q.from ? addDays(q.from, DEFAULT_PERIOD_DAYS - 1) : kstDay(now));
  const from = q.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (span < 0 || span >= MAX_PERIOD_DAYS) throw new HttpError(400, LEAD_DESK_MESSAGES.badPeriod);
  return { from, to };
}

interface Row {
  type: LeadType;
  status?: LeadStatus;
  createdAt: Date;
  day?: string;
  attribution?: { first?: { source?: string; campaign?: string | null } | null } | null;
  history?: { to?: LeadStatus }[];
}

// A contracted lead has visited; a closed one counts for what it reached before closing.
const reached = (r: Row, s: 'visited' | 'contracted') => {
  const seen = new Set<LeadStatus | undefined>([r.status, ...(r.history ?? []).map((h) => h.to)]);
  return s === 'visited' ? seen.has('visited') || seen.has('contracted') : seen.has('contracted');
};

export async function leadStats(period: { from: string; to: string }, now: Date, scope: Record<string, unknown> = {}): Promise<LeadStats> {
  const today = kstDay(now);
  const start = kstStart(period.from < today ? period.from : today);
  const end = kstEnd(period.to > today ? period.to : today);
  const rows = await Lead.find(
    { createdAt: { $gte: start, $lte: end }, ...scope },
    { type: 1, status: 1, createdAt: 1, day: 1, 'attribution.first.source': 1, 'attribution.first.campaign': 1, 'history.to': 1 },
  ).lean<Row[]>();

  const days = new Map<string, LeadStats['days'][number]>();
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) days.set(d, { date: d, interest: 0, visit: 0, customer: 0 });
  const sources = new Map<string, LeadStats['sources'][number]>();
  const todayCount = { leads: 0, visits: 0 };

  for (const r of rows) {
    const day = r.day ?? kstDay(r.createdAt); // leads stored before `day` existed
    if (day === today) {
      todayCount.leads++;
      if (r.type !== 'interest') todayCount.visits++;
    }
    const bucket = days.get(day);
    if (!bucket) continue;
    bucket[r.type]++;
    const source = r.attribution?.first?.source ?? 'direct';
    const campaign = r.attribution?.first?.campaign ?? null;
    const key = JSON.stringify([source, campaign]);
    const s = sources.get(key) ?? { source, campaign, leads: 0, visited: 0, contracted: 0 };
    s.leads++;
    if (reached(r, 'visited')) s.visited++;
    if (reached(r, 'contracted')) s.contracted++;
    sources.set(key, s);
  }
  return {
    days: [...days.values()],
    sources: [...sources.values()].sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source)),
    today: todayCount,
  };
}

/**
 * Dashboard numbers for a period of Korea-time days. Each lead's Korean day is stored when it is
 * written (`day`), so a lead at 23:30 KST counts on that day whatever the server's zone; the
 * counting is done here in code over one indexed query, which behaves the same on every MongoDB.
 */
import { z } from 'zod';
import { LEAD_DESK_MESSAGES, type LeadStats, type LeadStatus, type LeadType } from '../../shared/leads';
import { Lead } from './model';
import { phoneKey } from '../core/phone';
import { addDays, isDay, kstDay, kstEnd, kstStart } from '../../shared/kst';
import { HttpError } from '../http/errors';
import { sourceLabel } from '../../shared/labels';
import { NOT_SPAM } from './quarantine';

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
  phone: string;
  phoneKey?: string;
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

/**
 * Submissions and people: one person (normalised phone) who registered twice is two submissions
 * and one person. Rates are people who visited or contracted ÷ people, never ÷ submissions.
 */
export async function leadStats(period: { from: string; to: string }, now: Date, scope: Record<string, unknown> = {}): Promise<LeadStats> {
  const today = kstDay(now);
  const start = kstStart(period.from < today ? period.from : today);
  const end = kstEnd(period.to > today ? period.to : today);
  const rows = await Lead.find(
    { createdAt: { $gte: start, $lte: end }, ...NOT_SPAM, ...scope },
    { type: 1, status: 1, phone: 1, phoneKey: 1, createdAt: 1, day: 1, 'attribution.first.source': 1, 'attribution.first.campaign': 1, 'history.to': 1 },
  ).lean<Row[]>();

  const days = new Map<string, LeadStats['days'][number] & { keys: Set<string> }>();
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) days.set(d, { date: d, people: 0, interest: 0, 'visit-request': 0, reservation: 0, 'schedule-reminder': 0, keys: new Set() });
  type Source = Omit<LeadStats['sources'][number], 'people' | 'visited' | 'contracted'> & { keys: Set<string>; visited: Set<string>; contracted: Set<string> };
  const sources = new Map<string, Source>();
  const todayCount = { leads: 0, visits: 0, keys: new Set<string>() };
  const whole = { leads: 0, keys: new Set<string>(), visited: new Set<string>(), contracted: new Set<string>() };

  for (const r of rows) {
    const day = r.day ?? kstDay(r.createdAt); // leads stored before `day` existed
    const person = r.phoneKey ?? phoneKey(r.phone);
    if (day === today) {
      todayCount.leads++;
      todayCount.keys.add(person);
      if (r.type === 'visit-request' || r.type === 'reservation') todayCount.visits++;
    }
    const bucket = days.get(day);
    if (!bucket) continue;
    if (r.type in bucket) bucket[r.type]++;
    bucket.keys.add(person);
    whole.leads++;
    whole.keys.add(person);
    if (reached(r, 'visited')) whole.visited.add(person);
    if (reached(r, 'contracted')) whole.contracted.add(person);
    const source = r.attribution?.first?.source ?? 'direct';
    const campaign = r.attribution?.first?.campaign ?? null;
    const key = JSON.stringify([source, campaign]);
    const s = sources.get(key) ?? { source, label: sourceLabel(source), campaign, leads: 0, keys: new Set(), visited: new Set(), contracted: new Set() };
    s.leads++;
    s.keys.add(person);
    if (reached(r, 'visited')) s.visited.add(person);
    if (reached(r, 'contracted')) s.contracted.add(person);
    sources.set(key, s);
  }
  return {
    days: [...days.values()].map(({ keys, ...d }) => ({ ...d, people: keys.size })),
    sources: [...sources.values()]
      .map(({ keys, visited, contracted, ...s }) => ({ ...s, people: keys.size, visited: visited.size, contracted: contracted.size }))
      .sort((a, b) => b.people - a.people || b.leads - a.leads || a.source.localeCompare(b.source)),
    today: { leads: todayCount.leads, visits: todayCount.visits, people: todayCount.keys.size },
    totals: { leads: whole.leads, people: whole.keys.size, visited: whole.visited.size, contracted: whole.contracted.size },
  };
}

/** Server data of the lead pages: a form's no-JavaScript result, the desk's dashboard, today's list, the inbox and one lead. */
import type { Request } from 'express';
import type { AdminAccountsData, AdminDashboardData, AdminLeadData, AdminLeadsData, AdminTodayData, LeadResultData, VisitFailure } from '../../shared/page-data';
import { LEAD_MESSAGES, type LeadField } from '../../shared/leads';
import { kstDay, VISIT_MESSAGES } from '../../shared/visits';
import { can, handlesContracts, type Permission } from '../../shared/permissions';
import type { AppContext } from '../app-context';
import type { LoaderContext, PageLoaderTable } from '../http/page-loaders';
import { recordAccess, searchSubject } from '../access-log/record';
import { listAccounts } from '../accounts/service';
import { smsBudgetStatus } from '../outbox/admin';
import { findLeads, LeadFilter, leadDetail, spamCount, statusCounts } from './inbox';
import { personCard } from './people';
import { leadStats, StatsQuery, statsPeriod } from './stats';
import { Lead } from './model';
import { viewOf as leadView } from './admin-routes';
import { assignmentMode, leadScope, seesAll } from './assignment';
import { lateLeads, teamNumbers, todayList } from './today';

export const leadPages = {
  'lead-result': async ({ req }) => ({ value: leadResult(req) }),
  'admin-dashboard': async (ctx) => {
    const value = await adminDashboard(ctx);
    // A counselor's desk starts with today's calls.
    return value.role === 'counselor' ? { redirect: '/admin/today' } : { value };
  },
  'admin-leads': async (ctx) => ({ value: await adminLeads(ctx) }),
  'admin-lead': async (ctx) => ({ value: await adminLead(ctx, ctx.match.params.id!) }),
  'admin-today': async (ctx) => ({ value: await adminToday(ctx) }),
  // The accounts screen also sets how new leads are assigned (a setting of the lead desk).
  'admin-accounts': async (ctx) => ({ value: await adminAccounts(ctx) }),
} satisfies PageLoaderTable;

/** The outcome of a form posted without JavaScript (see api/leads.ts), from the query string. */
function leadResult(req: Request): LeadResultData {
  const q = req.query;
  const status = q.status === 'ok' || q.status === 'limited' || q.status === 'visit' || q.status === 'received' || q.status === 'booked' ? q.status : 'invalid';
  const known = [...Object.keys(LEAD_MESSAGES.fields), ...Object.keys(VISIT_MESSAGES.fields)];
  const fields = String(q.fields ?? '')
    .split(',')
    .filter((f): f is LeadField => known.includes(f));
  const back = typeof q.back === 'string' && /^\/(?!\/)[\w\-/.%]{0,200}$/.test(q.back) ? q.back : '/';
  const reasons: VisitFailure[] = ['full', 'closed', 'past', 'busy', 'duplicate', 'invalid', 'limited', 'not-listed'];
  const reason = reasons.find((r) => r === q.reason);
  // Only a day and a time are echoed back (never free text from the address bar).
  const at = typeof q.at === 'string' && /^\d{1,2}월 \d{1,2}일\([일월화수목금토]\) \d{2}:\d{2}$/.test(q.at) ? q.at : undefined;
  const landline = status === 'ok' && q.landline === '1' ? { landline: true } : {};
  return { status, fields, back, ...landline, ...(status === 'visit' ? { reason: reason ?? 'invalid', at } : {}) };
}

async function adminLeads({ req, identity }: LoaderContext): Promise<AdminLeadsData> {
  const { email, role } = await identity();
  const parsed = LeadFilter.safeParse(req.query);
  const filter = parsed.success ? parsed.data : {};
  if (!email) return { email, role, filter, leads: [], nextCursor: null, counts: null };
  const view = leadView(req);
  const [page, counts, spam] = await Promise.all([findLeads(filter, undefined, view), statusCounts(view.scope), spamCount()]);
  await recordAccess(req, { action: 'search', subject: await searchSubject('leads', filter), count: page.items.length });
  return { email, role, filter, leads: page.items, nextCursor: page.nextCursor, counts, spam };
}

async function adminLead({ req, app, identity }: LoaderContext, id: string): Promise<AdminLeadData> {
  const { email, role } = await identity();
  if (!email) return { email, role, lead: null };
  const scope = leadScope(req.account);
  const lead = await leadDetail(id, app.leadBookings, scope);
  if (lead) await recordAccess(req, { action: 'view', subject: `lead ${lead.id}` });
  const may = (p: Permission) => can(role, p);
  const assignable = may('assignment') ? (await listAccounts()).filter((a) => a.active).map((a) => ({ id: a.id, name: a.name })) : [];
  const person = lead ? await personCard(lead.phone, app.leadBookings, scope, { contracts: handlesContracts(role) }) : null;
  return { email, role, lead, person, me: req.account!.id, assignable, canDelete: may('erasure') };
}

async function adminDashboard({ req, now, app, identity }: LoaderContext): Promise<AdminDashboardData> {
  const { email, role } = await identity();
  if (!email) return { email, role, stats: null, period: null, waiting: 0 };
  if (role === 'counselor') return { email, role, stats: null, period: null, waiting: 0 };
  const parsed = StatsQuery.safeParse(req.query);
  let period;
  try {
    period = statsPeriod(parsed.success ? parsed.data : {}, now);
  } catch {
    period = statsPeriod({}, now); // a bad period in the address bar shows the default one
  }
  const rules = app.deskRules;
  const [stats, waiting, counselors, late, smsBudget] = await Promise.all([
    leadStats(period, now),
    Lead.countDocuments({ status: { $in: ['new', null] }, spam: { $ne: true } }),
    can(role, 'team') ? teamNumbers(period) : null,
    can(role, 'team') ? lateLeads(now, rules) : null,
    budgetOf(app),
  ]);
  if (late?.length) await recordAccess(req, { action: 'search', subject: 'team first-contact flags', count: late.length });
  const spooled = app.leadSpool.depth;
  const team = counselors && late ? { counselors, late, firstContactMinutes: rules.firstContactMinutes } : null;
  return { email, role, stats, period: { ...period, today: kstDay(now) }, waiting, spooled, team, ...(smsBudget ? { smsBudget } : {}) };
}

async function adminToday({ req, now, app, identity }: LoaderContext): Promise<AdminTodayData> {
  const { email, role } = await identity();
  const rules = app.deskRules;
  if (!email) return { email, role, list: null, firstContactMinutes: rules.firstContactMinutes };
  const list = await todayList(leadScope(req.account), req.account!.id, !seesAll(req.account), now, rules);
  await recordAccess(req, { action: 'search', subject: 'today', count: list.callbacks.length + list.uncalled.length });
  return { email, role, list, firstContactMinutes: rules.firstContactMinutes };
}

async function adminAccounts({ identity }: LoaderContext): Promise<AdminAccountsData> {
  const { email, role } = await identity();
  if (!email) return { email, role, accounts: [], mode: null };
  const [accounts, mode] = await Promise.all([listAccounts(), assignmentMode()]);
  return { email, role, accounts, mode };
}

/** The hourly budget of visitor texts, for the banner (absent when the app has none). */
function budgetOf(app: AppContext) {
  return smsBudgetStatus(app.visitorBudget);
}

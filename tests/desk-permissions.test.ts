/**
 * The permission table, end to end: every admin API route answered for every role (and signed
 * out), from one table. A route added without a permission check fails the last test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Router } from 'express';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAccount, signedInAs } from './helpers/admin';
import { Lead } from '../server/leads/model';
import { adminApi } from '../server/leads/admin-routes';
import { visitsAdminApi } from '../server/visits/admin-routes';
import { leadBookings } from '../server/visits/lead-bookings';
import { messagesAdminApi } from '../server/outbox/admin-routes';
import { consentAdminApi } from '../server/consent/routes';
import { announcementsAdminApi } from '../server/announcements/admin-routes';
import { accountsAdminApi } from '../server/accounts/routes';
import { securityAdminApi } from '../server/auth/security-routes';
import { accessLogAdminApi } from '../server/access-log/routes';
import { winnersAdminApi } from '../server/winners/admin-routes';
import { scheduleAdminApi } from '../server/schedule/routes';
import { scoreAdminApi } from '../server/tools/score/routes';
import { privacyAdminApi } from '../server/privacy/routes';
import { mediaAdminApi } from '../server/media/routes';
import { documentsAdminApi } from '../server/documents/routes';
import { campaignsAdminApi } from '../server/campaigns/routes';
import { contentAdminApi, type ContentContext } from '../server/content/routes';
import { noticesAdminApi } from '../server/notices/routes';
import { contractsAdminApi } from '../server/contracts/admin-routes';
import { contractLifeAdminApi } from '../server/contract-life/routes';
import { siteConfig } from '../shared/site.config';
import { defectsAdminApi, type DefectsDeskContext } from '../server/defects/admin-routes';
import { moveInAdminApi } from '../server/movein/desk-routes';
import { isAdminPath, pages } from '../shared/routes';
import { menuFor } from '../shared/desk-menu';
import type { Outbox } from '../server/outbox/outbox';
import type { SubscribeContext } from '../server/schedule/subscribe';
import type { WinnersContext } from '../server/winners/admin-routes';
import type { ConsentContext } from '../server/consent/notify';
import type { VisitContext } from '../server/visits/reservations';

const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0' });
const ROLES = ['counselor', 'manager', 'owner'] as const;
type Role = (typeof ROLES)[number];
type Agent = Awaited<ReturnType<typeof signedInAs>>;

const ids: Record<string, string> = {};
const agents = {} as Record<Role, Agent>;
let n = 0;

async function lead(assignee: string | null) {
  const doc = await Lead.create({
    type: 'interest', name: `고객${++n}`, phone: `010-5555-${String(1000 + n)}`, phoneKey: `0105555${1000 + n}`, consentAt: new Date(), createdAt: new Date(),
    day: '2026-03-01', expiresAt: new Date(Date.now() + 86_400_000), forward: { state: 'stored', attempts: 0 }, ...(assignee ? { assignee } : {}),
  });
  return String(doc._id);
}

beforeAll(async () => {
  await testDb();
  await clearDb();
  for (const role of ROLES) ids[role] = await createAccount(`${role}@example.com`, role);
  ids.spare = await createAccount('spare@example.com', 'counselor');
  for (const role of ROLES) agents[role] = await signedInAs(app, `${role}@example.com`);
  ids.lead = await lead(ids.counselor!);
});

// [route as the router declares it, method, path (fresh per call where the call changes things), body, statuses for counselor/manager/owner]
type Row = { route: string; path: string | (() => Promise<string> | string); body?: object; expect: [number, number, number] };
const all = (s: number): [number, number, number] => [s, s, s];
const staff = (s: number): [number, number, number] => [403, s, s];
const owner = (s: number): [number, number, number] => [403, 403, s];
const FAKE = '65f000000000000000000000';
const REASON = `reason=${encodeURIComponent('주간 보고')}`;

const TABLE: Row[] = [
  { route: 'GET /leads', path: '/api/admin/leads', expect: all(200) },
  { route: 'GET /leads.csv', path: `/api/admin/leads.csv?${REASON}`, expect: staff(200) },
  { route: 'GET /leads/:id', path: () => `/api/admin/leads/${ids.lead}`, expect: all(200) },
  { route: 'PATCH /leads/:id', path: () => `/api/admin/leads/${ids.lead}`, body: { status: 'contacted' }, expect: all(200) },
  { route: 'PATCH /leads/:id (assignee)', path: () => `/api/admin/leads/${ids.lead}`, body: { assignee: null }, expect: staff(200) },
  { route: 'POST /leads/:id/notes', path: () => `/api/admin/leads/${ids.lead}/notes`, body: { text: '메모' }, expect: all(201) },
  { route: 'POST /leads/:id/calls', path: () => `/api/admin/leads/${ids.lead}/calls`, body: { outcome: 'talked' }, expect: all(201) },
  { route: 'POST /leads/:id/claim', path: async () => `/api/admin/leads/${await lead(null)}/claim`, expect: all(200) },
  { route: 'DELETE /leads/:id', path: async () => `/api/admin/leads/${await lead(ids.counselor!)}`, expect: owner(204) },
  { route: 'GET /stats', path: '/api/admin/stats', expect: all(200) },
  { route: 'GET /today', path: '/api/admin/today', expect: all(200) },
  { route: 'GET /team', path: '/api/admin/team', expect: staff(200) },
  { route: 'GET /settings/assignment', path: '/api/admin/settings/assignment', expect: staff(200) },
  { route: 'PUT /settings/assignment', path: '/api/admin/settings/assignment', body: { mode: 'round-robin' }, expect: staff(200) },
  { route: 'GET /', path: '/api/admin/visits', expect: all(200) },
  { route: 'POST /slots', path: '/api/admin/visits/slots', body: { dates: [] }, expect: staff(400) },
  { route: 'PATCH /slots/:id', path: `/api/admin/visits/slots/${FAKE}`, body: {}, expect: staff(400) },
  { route: 'GET /export.csv', path: `/api/admin/visits/export.csv?date=2026-03-01&${REASON}`, expect: staff(200) },
  { route: 'PATCH /reservations/:code', path: '/api/admin/visits/reservations/ZZZZ9999', body: { status: 'visited' }, expect: all(404) },
  { route: 'DELETE /slots/:id', path: `/api/admin/visits/slots/${FAKE}`, expect: staff(404) },
  { route: 'GET /week', path: '/api/admin/visits/week?from=2026-03-01', expect: all(200) },
  { route: 'POST /reservations', path: '/api/admin/visits/reservations', body: {}, expect: all(400) },
  { route: 'POST /quarantine/:leadId/restore', path: `/api/admin/visits/quarantine/${FAKE}/restore`, expect: all(404) },
  { route: 'GET /people', path: '/api/admin/people?phone=010-5555-1001', expect: all(200) },
  { route: 'GET / (messages)', path: '/api/admin/messages', expect: staff(200) },
  { route: 'POST /:id/resend', path: `/api/admin/messages/${FAKE}/resend`, expect: staff(404) },
  { route: 'GET /costs', path: '/api/admin/messages/costs', expect: staff(200) },
  { route: 'GET /budget', path: '/api/admin/messages/budget', expect: staff(200) },
  { route: 'POST /erasure', path: '/api/admin/erasure', body: { phone: 'not a phone' }, expect: owner(400) },
  { route: 'GET /schedule', path: '/api/admin/schedule', expect: staff(200) },
  { route: 'PUT /schedule', path: '/api/admin/schedule', body: {}, expect: staff(400) },
  { route: 'GET /score-cutoffs', path: '/api/admin/score-cutoffs', expect: staff(200) },
  { route: 'PUT /score-cutoffs', path: '/api/admin/score-cutoffs', body: {}, expect: staff(400) },
  { route: 'GET / (winners)', path: '/api/admin/winners', expect: staff(200) },
  { route: 'POST / (winners)', path: '/api/admin/winners', body: {}, expect: staff(400) },
  { route: 'PATCH /:id', path: `/api/admin/winners/${FAKE}`, body: { ineligible: true }, expect: staff(404) },
  { route: 'PATCH /:id (unit)', path: `/api/admin/winners/${FAKE}`, body: { dong: '101', ho: '1201' }, expect: staff(404) },
  { route: 'POST /promote', path: '/api/admin/winners/promote', body: {}, expect: staff(400) },
  { route: 'POST /notify', path: '/api/admin/winners/notify', body: { round: 'nothing' }, expect: staff(400) },
  { route: 'GET /export.csv (winners)', path: `/api/admin/winners/export.csv?${REASON}`, expect: staff(200) },
  { route: 'GET /consents', path: '/api/admin/consents?phone=010-2222-3333', expect: staff(200) },
  { route: 'POST /consents/optout', path: '/api/admin/consents/optout', body: { phone: '010-2222-3333' }, expect: staff(200) },
  { route: 'GET /announcements', path: '/api/admin/announcements', expect: staff(200) },
  { route: 'POST /announcements/preview', path: '/api/admin/announcements/preview', body: {}, expect: staff(400) },
  { route: 'POST /announcements/test', path: '/api/admin/announcements/test', body: {}, expect: staff(400) },
  { route: 'POST /announcements', path: '/api/admin/announcements', body: {}, expect: staff(400) },
  { route: 'GET /announcements/:id', path: `/api/admin/announcements/${FAKE}`, expect: staff(404) },
  { route: 'POST /announcements/:id/cancel', path: `/api/admin/announcements/${FAKE}/cancel`, expect: staff(404) },
  { route: 'GET /accounts', path: '/api/admin/accounts', expect: owner(200) },
  { route: 'POST /accounts', path: () => '/api/admin/accounts', body: { get email() { return `new${++n}@example.com`; }, name: '신규 상담사', role: 'counselor' }, expect: owner(201) },
  { route: 'PATCH /accounts/:id', path: () => `/api/admin/accounts/${ids.spare}`, body: { name: '예비 상담사' }, expect: owner(200) },
  { route: 'POST /accounts/:id/setup-link', path: () => `/api/admin/accounts/${ids.spare}/setup-link`, expect: owner(201) },
  { route: 'GET /access-log', path: '/api/admin/access-log', expect: owner(200) },
  { route: 'GET /access-log.csv', path: '/api/admin/access-log.csv', expect: owner(200) },
  { route: 'GET /me', path: '/api/admin/me', expect: all(200) },
  { route: 'GET /security', path: '/api/admin/security', expect: all(200) },
  { route: 'POST /security/totp', path: '/api/admin/security/totp', expect: all(201) },
  { route: 'POST /security/totp/confirm', path: '/api/admin/security/totp/confirm', body: { code: '000000' }, expect: all(400) },
  { route: 'POST /security/totp/disable', path: '/api/admin/security/totp/disable', body: { code: '000000' }, expect: all(400) },
  // Content (media library, documents): managers and the owner. A JSON post carries no file: 400 past the permission.
  { route: 'GET /media', path: '/api/admin/media', expect: staff(200) },
  { route: 'POST /media', path: '/api/admin/media', body: {}, expect: staff(400) },
  { route: 'PATCH /media/:id', path: `/api/admin/media/${FAKE}`, body: { alt: '사진' }, expect: staff(404) },
  { route: 'DELETE /media/:id', path: `/api/admin/media/${FAKE}`, expect: staff(404) },
  { route: 'GET /documents', path: '/api/admin/documents', expect: staff(200) },
  { route: 'PUT /documents/:slug', path: '/api/admin/documents/brochure', body: { mediaId: FAKE }, expect: staff(404) },
  // Ad performance (/api/admin/campaigns): managers and the owner; a counselor sees no figure and no spend.
  { route: 'GET /funnel', path: '/api/admin/campaigns/funnel?from=2026-03-01&to=2026-03-07', expect: staff(200) },
  { route: 'GET /traffic', path: '/api/admin/campaigns/traffic', expect: staff(200) },
  { route: 'GET /speed', path: '/api/admin/campaigns/speed', expect: staff(200) },
  { route: 'GET /live', path: '/api/admin/campaigns/live', expect: staff(200) },
  { route: 'GET /compare', path: '/api/admin/campaigns/compare', expect: staff(200) },
  { route: 'GET /costs (campaigns)', path: '/api/admin/campaigns/costs', expect: staff(200) },
  { route: 'POST /costs', path: '/api/admin/campaigns/costs', body: {}, expect: staff(400) },
  { route: 'DELETE /costs/:id', path: `/api/admin/campaigns/costs/${encodeURIComponent('2026-03-01|naver-ads||manual')}`, expect: staff(404) },
  { route: 'PUT /names', path: '/api/admin/campaigns/names', body: {}, expect: staff(400) },
  { route: 'GET /funnel.csv', path: `/api/admin/campaigns/funnel.csv?${REASON}`, expect: staff(200) },
  // Popups and the main visual (/api/admin/content/…): managers and the owner.
  { route: 'GET /popups', path: '/api/admin/content/popups', expect: staff(200) },
  { route: 'POST /popups', path: '/api/admin/content/popups', body: {}, expect: staff(400) },
  { route: 'PATCH /popups/:id', path: `/api/admin/content/popups/${FAKE}`, body: { title: '견본주택 오픈' }, expect: staff(404) },
  { route: 'DELETE /popups/:id', path: `/api/admin/content/popups/${FAKE}`, expect: staff(404) },
  { route: 'GET /slides', path: '/api/admin/content/slides', expect: staff(200) },
  { route: 'POST /slides', path: '/api/admin/content/slides', body: {}, expect: staff(400) },
  { route: 'PATCH /slides/:id', path: `/api/admin/content/slides/${FAKE}`, body: { title: '메인 비주얼' }, expect: staff(404) },
  { route: 'DELETE /slides/:id', path: `/api/admin/content/slides/${FAKE}`, expect: staff(404) },
  // Notices (/api/admin/notices): managers and the owner.
  { route: 'GET / (notices)', path: '/api/admin/notices', expect: staff(200) },
  { route: 'GET /:id (notices)', path: `/api/admin/notices/${FAKE}`, expect: staff(404) },
  { route: 'POST / (notices)', path: '/api/admin/notices', body: {}, expect: staff(400) },
  { route: 'PATCH /:id (notices)', path: `/api/admin/notices/${FAKE}`, body: { title: '정정공고' }, expect: staff(404) },
  { route: 'GET /:id/revisions', path: `/api/admin/notices/${FAKE}/revisions`, expect: staff(404) },
  { route: 'POST /:id/revisions/:rev/restore', path: `/api/admin/notices/${FAKE}/revisions/1/restore`, expect: staff(404) },
  { route: 'DELETE /:id (notices)', path: `/api/admin/notices/${FAKE}`, expect: staff(404) },
  // The contract ledger: a counselor reads their own customers' contracts (none here), imports are staff's.
  { route: 'GET / (contracts)', path: '/api/admin/contracts', expect: all(200) },
  { route: 'GET /:id (contracts)', path: `/api/admin/contracts/${FAKE}`, expect: all(404) },
  { route: 'POST /import', path: '/api/admin/contracts/import', body: {}, expect: staff(400) },
  { route: 'POST /:id/price', path: `/api/admin/contracts/${FAKE}/price`, body: { price: 500_000_000 }, expect: staff(404) },
  { route: 'PUT /:id/counselor', path: `/api/admin/contracts/${FAKE}/counselor`, body: { counselorId: null }, expect: staff(404) },
  { route: 'POST /:id/cancel', path: `/api/admin/contracts/${FAKE}/cancel`, body: { on: '2026-11-20', reason: '합의 해약' }, expect: staff(404) },
  // A contract's life (해약's money, 명의변경, 전매제한): owners and managers; the 전매제한 day is read by every contract desk.
  { route: 'POST /:id/refunds', path: `/api/admin/contracts/${FAKE}/refunds`, body: { amount: 1_000_000, on: '2026-11-20', reference: 'TX-1' }, expect: staff(404) },
  { route: 'PUT /:id/penalty', path: `/api/admin/contracts/${FAKE}/penalty`, body: { penalty: 0 }, expect: staff(404) },
  { route: 'POST /:id/transfer', path: `/api/admin/contracts/${FAKE}/transfer`, body: { holders: [{ name: '새계약', phone: '010-2468-1357' }], on: '2026-11-20', reason: '증여' }, expect: staff(404) },
  { route: 'GET /resale-limit', path: '/api/admin/contracts/resale-limit', expect: all(200) },
  { route: 'PUT /resale-limit', path: '/api/admin/contracts/resale-limit', body: { until: null }, expect: staff(200) },
  { route: 'GET /export.csv (contracts)', path: `/api/admin/contracts/export.csv?${REASON}`, expect: staff(200) },
  // 하자 접수 (/api/admin/defects): managers and the owner (a contractor account: its own, tests/defects.test.ts).
  { route: 'GET /defects', path: '/api/admin/defects', expect: staff(200) },
  { route: 'POST /defects', path: '/api/admin/defects', body: {}, expect: staff(404) },
  { route: 'PATCH /defects/:id', path: `/api/admin/defects/${FAKE}`, body: { state: 'assigned', assignee: '한빛도배', note: '' }, expect: staff(404) },
  { route: 'GET /defects/assignees', path: '/api/admin/defects/assignees', expect: staff(200) },
  { route: 'POST /defects/companies', path: '/api/admin/defects/companies', body: {}, expect: staff(400) },
  // 입주·사전점검 (/api/admin/movein): managers and the owner.
  { route: 'GET /period', path: '/api/admin/movein/period', expect: staff(200) },
  { route: 'PUT /period', path: '/api/admin/movein/period', body: { from: '2027-03-20', to: '2027-04-30' }, expect: staff(200) },
  { route: 'POST /contracts/:id/exception', path: `/api/admin/movein/contracts/${FAKE}/exception`, body: { reason: '잔금 대출 확인' }, expect: staff(404) },
  { route: 'DELETE /contracts/:id/exception', path: `/api/admin/movein/contracts/${FAKE}/exception`, expect: staff(404) },
  { route: 'GET /exceptions', path: '/api/admin/movein/exceptions', expect: staff(200) },
  { route: 'GET /calendar', path: '/api/admin/movein/calendar', expect: staff(200) },
  { route: 'GET /check-in', path: '/api/admin/movein/check-in', expect: staff(200) },
  { route: 'GET /day', path: '/api/admin/movein/day', expect: staff(200) },
  { route: 'POST /pass/:code/keys', path: '/api/admin/movein/pass/ABCDEFGH/keys', body: {}, expect: staff(404) },
  { route: 'PATCH /check-in/:code', path: '/api/admin/movein/check-in/ABCDEF', body: { arrived: true }, expect: staff(404) },
  { route: 'GET /pass/:code', path: '/api/admin/movein/pass/ABCDEFGH', expect: staff(404) },
  { route: 'GET /defects.csv', path: `/api/admin/defects.csv?${REASON}`, expect: staff(200) },
];

const pathOf = (row: Row) => (typeof row.path === 'function' ? row.path() : row.path);

function send(a: request.Agent | ReturnType<typeof request>, method: string, path: string, body?: object, csrf?: string) {
  const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let r = a[m](path);
  if (csrf) r = r.set('X-CSRF-Token', csrf);
  return body ? r.send(JSON.parse(JSON.stringify(body))) : r;
}

describe('every admin API × every role', () => {
  it('answers each role as the permission table says, and 401 to nobody signed in', async () => {
    const seen: string[] = [];
    for (const row of TABLE) {
      const method = row.route.split(' ')[0]!;
      for (const [i, role] of ROLES.entries()) {
        const { agent, csrfToken } = agents[role];
        const res = await send(agent, method, await pathOf(row), row.body, csrfToken);
        seen.push(`${row.route} as ${role}: ${res.status}`);
        expect.soft(res.status, `${row.route} as ${role}: ${res.text.slice(0, 200)}`).toBe(row.expect[i]);
      }
      const anon = await send(request(app), method, await pathOf(row), row.body);
      expect.soft(anon.status, `${row.route} signed out`).toBe(401);
    }
    expect(seen.length).toBe(TABLE.length * 3);
    // 432 requests (108 routes × 3 roles and signed out), one after another: 9.5 s alone on a loaded machine, 20 s beside six other files.
  }, 60_000);

  it('admin pages follow the same table: a counselor lands on 오늘 할 일 and is refused the owner’s pages', async () => {
    const PAGES: [string, [number, number, number]][] = [
      ['/admin/today', all(200)],
      ['/admin/leads', all(200)],
      ['/admin/visits', all(200)],
      ['/admin/messages', staff(200)],
      ['/admin/announcements', staff(200)],
      ['/admin/winners', staff(200)],
      ['/admin/units', staff(200)],
      ['/admin/contracts', all(200)],
      ['/admin/schedule', staff(200)],
      ['/admin/score-cutoffs', staff(200)],
      ['/admin/campaigns', staff(200)],
      ['/admin/accounts', owner(200)],
      ['/admin/access-log', owner(200)],
      ['/admin/defects', staff(200)],
      ['/admin/movein', staff(200)],
      ['/admin/movein/check-in', staff(200)],
      ['/admin/movein/pass', staff(200)],
      ['/admin/security', all(200)],
    ];
    for (const [path, expected] of PAGES) {
      for (const [i, role] of ROLES.entries()) {
        expect.soft((await agents[role].agent.get(path)).status, `${path} as ${role}`).toBe(expected[i]);
      }
    }
    const landing = await agents.counselor.agent.get('/admin');
    expect(landing.status).toBe(302);
    expect(landing.headers.location).toBe('/admin/today');
    const dash = await agents.manager.agent.get('/admin');
    expect(dash.status).toBe(200);
    expect(dash.text).not.toContain('(삭제된 계정)'); // a lead back in the pool is nobody's number
    // The menu a page is rendered with holds only what the role may use.
    const menu = (await agents.counselor.agent.get('/admin/today')).text;
    expect(menu).toContain('오늘 할 일');
    expect(menu).not.toContain('계정 관리');
    expect(menu).not.toContain('href="/admin/winners"');
    const managerMenu = (await agents.manager.agent.get('/admin/leads')).text;
    expect(managerMenu).toContain('href="/admin/winners"');
    expect(managerMenu).toContain('href="/admin/schedule"');
    expect((await agents.owner.agent.get('/admin/today')).text).toContain('계정 관리');
  });

  it('every desk page names its permission in the route table; each role opens exactly the desk pages its menu links', async () => {
    const desk = pages.filter((r) => isAdminPath(r.path) && r.page !== 'admin-setup');
    for (const r of desk) expect(r.permission, `${r.path} declares no permission`).toBeDefined();
    for (const role of ROLES) {
      const linked = new Set(menuFor(role).map((m) => m.href));
      for (const r of desk.filter((d) => !d.path.includes(':') && d.page !== 'admin-security' && d.page !== 'admin-dashboard')) {
        const status = (await agents[role].agent.get(r.path)).status;
        expect.soft(status, `${r.path} as ${role}`).toBe(linked.has(r.path) ? 200 : 403);
      }
    }
  });

  it('a counselor finds no person card for someone whose leads belong to another counselor (404); a manager does', async () => {
    const other = await lead(ids.spare!);
    const phone = (await Lead.findById(other).lean())!.phone;
    const path = `/api/admin/people?phone=${encodeURIComponent(phone)}`;
    expect((await agents.counselor.agent.get(path)).status).toBe(404);
    const card = await agents.manager.agent.get(path);
    expect(card.status).toBe(200);
    expect(card.body.leads.map((l: { id: string }) => l.id)).toContain(other);
  });

  it('press articles are written by managers and the owner, never by a counselor', async () => {
    const body = { site: 'haeon-lakecity', title: '보도자료', summary: '요약' };
    expect((await send(agents.counselor.agent, 'POST', '/api/press', body, agents.counselor.csrfToken)).status).toBe(403);
    expect((await send(agents.manager.agent, 'POST', '/api/press', body, agents.manager.csrfToken)).status).toBe(201);
    expect((await send(agents.owner.agent, 'POST', '/api/press', body, agents.owner.csrfToken)).status).toBe(201);
  });

  it('a write without the CSRF token is refused (403) for every role, whatever its permission', async () => {
    for (const role of ROLES) {
      const res = await agents[role].agent.post(`/api/admin/leads/${ids.lead}/notes`).send({ text: '토큰 없음' });
      expect(res.status).toBe(403);
    }
  });

  it('every route of every admin router declares a permission, and the table above covers it', () => {
    const ctx = {} as ConsentContext & VisitContext;
    const routers: Router[] = [
      adminApi({ rules: { firstContactMinutes: 30, hours: { open: 540, close: 1140 } }, bookings: leadBookings }),
      visitsAdminApi(ctx),
      messagesAdminApi({} as Outbox),
      winnersAdminApi({} as WinnersContext),
      scheduleAdminApi({} as SubscribeContext),
      scoreAdminApi(() => new Date()),
      consentAdminApi(ctx),
      announcementsAdminApi(ctx),
      accountsAdminApi({ siteUrl: 'https://example.com', now: () => new Date() }),
      securityAdminApi({ issuer: 'x', required: false, now: () => new Date() }),
      accessLogAdminApi(),
      privacyAdminApi(() => new Date()),
      mediaAdminApi({ uploadsAtOnce: 1 }),
      documentsAdminApi({ now: () => new Date(), onReplaced: () => {} }),
      campaignsAdminApi({ now: () => new Date() }),
      contentAdminApi({} as ContentContext),
      noticesAdminApi(() => new Date()),
      contractsAdminApi({ now: () => new Date(), pricing: siteConfig.pricing }),
      contractLifeAdminApi({ ...ctx, now: () => new Date() }),
      defectsAdminApi({} as DefectsDeskContext),
      moveInAdminApi({ now: () => new Date(), visits: ctx }),
    ];
    const declared = new Set(TABLE.map((r) => r.route.replace(/ \(.*\)$/, '')));
    for (const router of routers) {
      for (const layer of (router as unknown as { stack: { route?: { path: string; methods: Record<string, boolean>; stack: { handle: { permission?: string } }[] } }[] }).stack) {
        if (!layer.route) continue;
        const method = Object.keys(layer.route.methods)[0]!.toUpperCase();
        const name = `${method} ${layer.route.path}`;
        expect(layer.route.stack.some((s) => typeof s.handle.permission === 'string'), `${name} declares no permission`).toBe(true);
        expect(declared.has(name), `${name} is missing from the permission table test`).toBe(true);
      }
    }
  });
});

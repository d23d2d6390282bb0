/**
 * The dashboard counts in Korea-time days with an injected clock: a lead at 23:30 KST on the 1st
 * counts on the 1st (UTC says the 1st too, but 00:10 KST on the 2nd is still the 1st in UTC).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { Lead } from '../server/leads/model';
import { setLeadStatus } from '../server/leads/status';

let clock = new Date();
const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0' }, { now: () => clock });
const kst = (local: string) => new Date(`${local}+09:00`);

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  await createAdmin();
});

/** A visitor who lands (optionally from a campaign) and registers at the given Korean time. */
async function register(at: string, type: string, name: string, landing = '/') {
  clock = kst(at);
  const visitor = request.agent(app);
  await visitor.get(landing);
  const res = await visitor.post('/api/leads').send({ type, name, phone: '010-1212-3434', consent: true });
  expect(res.status).toBe(201);
  return String((await Lead.findOne({ name }).lean())!._id);
}

async function seed() {
  const naver = await register('2025-03-01T23:30:00', 'interest', '네이버', '/?utm_source=naver&utm_medium=cpc&utm_campaign=launch');
  const early = await register('2025-03-01T00:05:00', 'visit-request', '이른아침');
  const night = await register('2025-03-02T00:10:00', 'visit-request', '자정직후');
  await register('2025-03-02T12:00:00', 'visit-request', '카카오', '/?utm_source=kakao&utm_campaign=retarget');
  await register('2025-02-28T23:59:00', 'interest', '기간밖');
  await setLeadStatus(naver, 'visited', 'a@example.com');
  await setLeadStatus(naver, 'contracted', 'a@example.com');
  await setLeadStatus(night, 'visited', 'a@example.com');
  await setLeadStatus(night, 'closed', 'a@example.com'); // visited, then gave up: still a visit
  await setLeadStatus(early, 'contacted', 'a@example.com');
  clock = kst('2025-03-02T18:00:00');
}

describe('GET /api/admin/stats', () => {
  it('counts per Korean day and type, per first-touch source with its funnel, and today, in submissions and people', async () => {
    await seed();
    const { agent } = await signedIn(app);
    const res = await agent.get('/api/admin/stats').query({ from: '2025-03-01', to: '2025-03-02' });
    expect(res.status).toBe(200);
    // Every submission comes from one phone number: one person.
    expect(res.body.days).toEqual([
      { date: '2025-03-01', interest: 1, 'visit-request': 1, reservation: 0, 'schedule-reminder': 0, people: 1 },
      { date: '2025-03-02', interest: 0, 'visit-request': 2, reservation: 0, 'schedule-reminder': 0, people: 1 },
    ]);
    expect(res.body.sources).toEqual([
      { source: 'direct', label: '직접 방문', campaign: null, leads: 2, people: 1, visited: 1, contracted: 0 },
      { source: 'kakao', label: '카카오', campaign: 'retarget', leads: 1, people: 1, visited: 0, contracted: 0 },
      { source: 'naver', label: '네이버', campaign: 'launch', leads: 1, people: 1, visited: 1, contracted: 1 },
    ]);
    expect(res.body.today).toEqual({ leads: 2, visits: 2, people: 1 });
    expect(res.body.totals).toEqual({ leads: 4, people: 1, visited: 1, contracted: 1 });
    expect(Object.keys(res.body).sort()).toEqual(['days', 'sources', 'today', 'totals']);
  });

  it('defaults to the 30 Korean days ending today, with empty days present', async () => {
    await seed();
    const { agent } = await signedIn(app);
    const { body } = await agent.get('/api/admin/stats');
    expect(body.days).toHaveLength(30);
    expect(body.days[0].date).toBe('2025-02-01');
    expect(body.days.at(-1)).toEqual({ date: '2025-03-02', interest: 0, 'visit-request': 2, reservation: 0, 'schedule-reminder': 0, people: 1 });
    expect(body.days.find((d: { date: string }) => d.date === '2025-02-28')).toEqual({ date: '2025-02-28', interest: 1, 'visit-request': 0, reservation: 0, 'schedule-reminder': 0, people: 1 });
    expect(body.days.find((d: { date: string }) => d.date === '2025-02-15')).toEqual({ date: '2025-02-15', interest: 0, 'visit-request': 0, reservation: 0, 'schedule-reminder': 0, people: 0 });
  });

  it('a reversed or over-long period is a 400 in Korean; signed out is 401', async () => {
    const { agent } = await signedIn(app);
    for (const q of [{ from: '2025-03-02', to: '2025-03-01' }, { from: '2024-01-01', to: '2025-03-01' }, { from: '2025-02-30' }]) {
      const res = await agent.get('/api/admin/stats').query(q);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/조회 기간이 올바르지 않습니다/);
    }
    expect((await request(app).get('/api/admin/stats')).status).toBe(401);
  });
});

describe('the /admin dashboard page', () => {
  it('shows today, a chart with an accessible table of the same numbers, and the source funnel', async () => {
    await seed();
    const { agent } = await signedIn(app);
    const res = await agent.get('/admin?from=2025-03-01&to=2025-03-02');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const doc = html(res.text);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    const svg = doc.querySelector('svg.chart-svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    const table = doc.querySelector(`#${svg.getAttribute('aria-describedby')}`)!;
    const rows = table.querySelectorAll('tbody tr').map((tr) => [tr.querySelector('th')!.text, ...tr.querySelectorAll('td').map((td) => td.text)]);
    expect(rows).toEqual([
      ['2025-03-02', '0', '2', '0', '0', '2', '1'],
      ['2025-03-01', '1', '1', '0', '0', '2', '1'],
    ]);
    expect(svg.querySelectorAll('rect')).toHaveLength(3); // one segment per non-zero type and day
    const kpis = doc.querySelectorAll('.kpi-value').map((k) => k.text);
    expect(kpis[0]).toBe('1명'); // today: two submissions, one person
    expect(kpis[1]).toBe('2건');
    expect(kpis[2]).toBe('2건'); // still 신규: the kakao lead and the one before the period
    const naver = doc.querySelectorAll('.source-table tbody tr').find((tr) => tr.text.includes('네이버'))!;
    expect(naver.querySelectorAll('td').map((td) => td.text)).toEqual(['launch', '1', '1', '100.0%', '1', '100.0%', '1', '100.0%']);
    expect(doc.querySelector('.source-table tbody tr th')!.text).toBe('직접 방문');
    expect(res.text).not.toContain('site-header'); // the admin tool frame, not the visitor header

    const signedOut = await request(app).get('/admin');
    expect(signedOut.text).toContain('관리자 로그인이 필요합니다');
    expect(html(signedOut.text).querySelector('.source-table')).toBeNull(); // no figures before sign-in
  });

  it("hands a signed-in administrator's page its CSRF token, so its buttons work from the first paint", async () => {
    const { agent, csrfToken } = await signedIn(app);
    const res = await agent.get('/admin/campaigns');
    expect(res.status).toBe(200);
    const state = JSON.parse(html(res.text).querySelector('#app-state')!.text) as { deskToken?: string };
    expect(state.deskToken).toBe(csrfToken);
    // The cost form's save button is rendered enabled (it used to wait for a fetch of the token).
    const save = html(res.text).querySelector('.cost-typed button[type="submit"]')!;
    expect(save.hasAttribute('disabled')).toBe(false);

    const signedOut = await request(app).get('/admin/campaigns');
    expect(signedOut.text).not.toContain('deskToken');
  });

  it("renders a lead's controls and the inbox's status menus enabled for a signed-in administrator", async () => {
    const id = await register('2025-03-02T12:00:00', 'visit-request', '상담대기');
    const { agent } = await signedIn(app);
    // They used to wait for a fetch of the session, and a page caught before it came was all greyed out.
    const page = html((await agent.get(`/admin/leads/${id}`)).text);
    const controls = page.querySelectorAll('main button, main select');
    expect(controls.length).toBeGreaterThan(5);
    const disabled = controls.filter((c) => c.hasAttribute('disabled')).map((c) => c.text.trim() || c.getAttribute('id'));
    // Only the button of the status the lead already has is disabled.
    expect(disabled).toEqual([expect.stringContaining('신규')]);
    const inbox = html((await agent.get('/admin/leads')).text);
    const menus = inbox.querySelectorAll('select.status-select');
    expect(menus.length).toBe(1);
    expect(menus[0]!.hasAttribute('disabled')).toBe(false);
  });
});

/**
 * The campaigns funnel end to end, on an injected clock: visitors from two campaigns, leads from
 * some of them, bookings and check-ins, a winners' list and a contracted unit, costs imported from
 * a Naver 검색광고 report saved in EUC-KR (decoded as the desk decodes it); the funnel shows each
 * step's count, rate and cost per contract per campaign, first-touch and last-touch.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAccount, createAdmin, signedIn, signedInAs } from './helpers/admin';
import { signedToken } from './helpers/verification';
import { createLogger } from '../server/logger';
import { Counting } from '../server/campaigns/counting';
import { Reservation, VisitSlot } from '../server/visits/model';
import { Unit } from '../server/units/model';
import { costPer, stepRate, type FunnelRow } from '../shared/campaigns';
import { decodeReport } from '../client/desk/ui/report-text';

let clock = new Date('2026-11-20T03:00:00Z'); // 12:00 KST, 20 November
const now = () => clock;
const counting = new Counting({ now, site: 'www.haeon-lakecity.co.kr', log: createLogger('silent') });
const { app } = testApp({ TRUST_PROXY: '1', LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0' }, { now, counting });

const A = { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'launch_a' };
const B = { utm_source: 'kakao', utm_medium: 'display', utm_campaign: 'moment_b' };
const UA = (n: number) => `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1 #${n}`;
const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();

const beacon = (n: number, q: Record<string, string>, p = '/', e = true) =>
  request(app)
    .post('/api/v')
    .set('User-Agent', UA(n))
    .set('X-Forwarded-For', `203.0.113.${n}`)
    .set('Content-Type', 'text/plain')
    .send(JSON.stringify({ p, q, ...(e ? { e: 1 } : {}) }));

const PEOPLE = {
  p1: { name: '김일번', phone: '010-1111-0001' },
  p2: { name: '이이번', phone: '010-1111-0002' },
  p3: { name: '박삼번', phone: '010-1111-0003' },
  p4: { name: '최사번', phone: '010-1111-0004' },
};

/** A Naver 검색광고 daily campaign report as Korean Excel saves it: a title line, quoted amounts, a total line. */
const NAVER_REPORT = [
  '캠페인 보고서(2026.11.19.~2026.11.20.),,,,,,',
  '일별,캠페인,노출수,클릭수,클릭률(%),"평균클릭비용(VAT포함,원)","총비용(VAT포함,원)"',
  '2026.11.19.,런칭_A,1000,40,4.00,"2,500","100,000"',
  '2026.11.20.,런칭_A,1200,50,4.17,"3,000","150,000"',
  '2026.11.20.,런칭_A,300,10,3.33,"5,000","50,000"',
  '합계,,2500,100,4.00,"3,000","300,000"',
  '2026.11.32.,런칭_A,10,1,10.00,"1,000","1,000"',
].join('\r\n');

let desk: Awaited<ReturnType<typeof signedIn>>;
const deskPost = (url: string, body: object) => desk.agent.post(url).set('X-CSRF-Token', desk.csrfToken).send(body);
const funnel = async (touch: string, by: string) =>
  (await desk.agent.get(`/api/admin/campaigns/funnel?from=2026-11-19&to=2026-11-20&touch=${touch}&by=${by}`)).body as { rows: FunnelRow[] };

beforeAll(async () => {
  await testDb();
  await clearDb();
  await createAdmin();
  desk = await signedIn(app);

  // Visitors: campaign A (people 1, 2, 4 and one who never registers), campaign B (people 3, 4, and another).
  for (const n of [1, 2, 4, 5]) {
    await beacon(n, A);
    await beacon(n, A, '/FloorPlan/84A', false);
  }
  for (const n of [3, 4, 6]) await beacon(n, B);
  await counting.flush();

  // Leads: each landed on a campaign link (the attribution cookie), person 4 first by B, later by A.
  const agents: Record<string, ReturnType<typeof request.agent>> = {};
  for (const [key, q] of [['p1', A], ['p2', A], ['p3', B], ['p4', B]] as const) {
    agents[key] = request.agent(app);
    await agents[key].get(`/?${qs(q)}`);
  }
  clock = new Date('2026-11-20T03:30:00Z');
  await agents.p4!.get(`/FloorPlan/84A?${qs(A)}`);
  for (const key of ['p1', 'p2', 'p3', 'p4'] as const) {
    const res = await agents[key]!.post('/api/leads').send({ type: 'interest', ...PEOPLE[key], consent: true });
    expect(res.status).toBe(201);
  }

  // Bookings for this afternoon (persons 1, 2, 4); 1 and 4 are checked in.
  expect((await deskPost('/api/admin/visits/slots', { dates: ['2026-11-20'], times: ['15:00'], minutes: 30, capacity: 10, kind: 'visit' })).status).toBe(201);
  const slotId = String((await VisitSlot.findOne({ date: '2026-11-20', start: '15:00' }).lean())!._id);
  for (const key of ['p1', 'p2', 'p4'] as const) {
    const res = await agents[key]!.post('/api/visits').send({ slotId, ...PEOPLE[key], party: 2, consent: true, verificationToken: signedToken(PEOPLE[key].phone, clock) });
    expect(res.status).toBe(201);
  }
  clock = new Date('2026-11-20T06:10:00Z'); // 15:10 KST
  for (const key of ['p1', 'p4'] as const) {
    const r = await Reservation.findOne({ phone: PEOPLE[key].phone }).lean();
    expect((await desk.agent.patch(`/api/admin/visits/reservations/${r!.code}`).set('X-CSRF-Token', desk.csrfToken).send({ status: 'visited' })).status).toBe(200);
  }

  // The draw: persons 1 and 4 win; person 1's unit is contracted.
  const list = ['이름,연락처,주택형,동,호,구분', `${PEOPLE.p1.name},${PEOPLE.p1.phone},84A,101,1201,당첨`, `${PEOPLE.p4.name},${PEOPLE.p4.phone},84B,102,803,당첨`, '정외부,010-1111-0099,84A,103,101,당첨'].join('\r\n');
  expect((await deskPost('/api/admin/winners', { csv: list })).status).toBe(201);
  const at = new Date();
  await Unit.create({ dong: '101', ho: '1201', unitType: '84A', state: 'contracted', createdAt: at, updatedAt: at });
  await Unit.create({ dong: '102', ho: '803', unitType: '84B', state: 'pending', createdAt: at, updatedAt: at });
});

describe('costs imported from a Naver 검색광고 report in EUC-KR', () => {
  it('sums the ad groups per day and campaign, names each rejected line, and a second import adds nothing', async () => {
    const text = decodeReport(iconv.encode(NAVER_REPORT, 'euc-kr'));
    expect(text).toContain('총비용(VAT포함,원)');
    const first = await deskPost('/api/admin/campaigns/costs', { csv: text, format: 'naver' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      added: 2,
      updated: 0,
      rejected: [
        { line: 6, reason: '합계 줄이라 더하지 않았습니다.' },
        { line: 7, reason: expect.stringContaining('날짜(2026.11.32.)') },
      ],
    });
    const again = await deskPost('/api/admin/campaigns/costs', { csv: text, format: 'naver' });
    expect(again.body).toMatchObject({ added: 0, updated: 0 });
    // The report's campaign name is matched to the utm_campaign the ads carry.
    expect((await desk.agent.put('/api/admin/campaigns/names').set('X-CSRF-Token', desk.csrfToken).send({ channel: 'naver-ads', name: '런칭_A', utmCampaign: 'launch_a' })).status).toBe(200);
    const plain = await deskPost('/api/admin/campaigns/costs', { csv: '날짜,채널,캠페인,비용\n2026-11-20,Kakao,moment_b,"50,000원"\n2026-11-20,라디오,x,1000', format: 'plain' });
    expect(plain.body).toEqual({ added: 1, updated: 0, rejected: [{ line: 3, reason: expect.stringContaining('채널(라디오)') }] });
  });
});

describe('the funnel per campaign', () => {
  const pick = (rows: FunnelRow[], campaign: string) => rows.find((r) => r.campaign === campaign)!;

  it('last touch: counts, rates and cost per contract', async () => {
    const { rows } = await funnel('last', 'campaign');
    const a = pick(rows, 'launch_a');
    const b = pick(rows, 'moment_b');
    expect(a).toMatchObject({ channel: 'Naver 검색광고', visitors: 4, pageviews: 8, leads: 3, bookings: 3, visited: 2, winners: 2, contracts: 1, cost: 300_000 });
    expect(b).toMatchObject({ channel: 'Kakao', visitors: 3, pageviews: 3, leads: 1, bookings: 0, visited: 0, winners: 0, contracts: 0, cost: 50_000 });
    expect([stepRate(a.leads, a.visitors), stepRate(a.visited, a.bookings), stepRate(a.contracts, a.winners)]).toEqual([0.75, 2 / 3, 0.5]);
    expect(costPer(a.cost, a.leads)).toBe(100_000);
    expect(costPer(a.cost, a.contracts)).toBe(300_000);
    expect(costPer(b.cost, b.contracts)).toBeNull();
  });

  it('first touch: person 4 counts for the campaign that brought them first', async () => {
    const { rows } = await funnel('first', 'campaign');
    expect(pick(rows, 'launch_a')).toMatchObject({ visitors: 4, leads: 2, bookings: 2, visited: 1, winners: 1, contracts: 1, cost: 300_000 });
    expect(pick(rows, 'moment_b')).toMatchObject({ visitors: 3, leads: 2, bookings: 1, visited: 1, winners: 1, contracts: 0, cost: 50_000 });
  });

  it('per channel, and the daily traffic', async () => {
    const { rows } = await funnel('last', 'channel');
    expect(rows.find((r) => r.channel === 'Naver 검색광고')).toMatchObject({ visitors: 4, leads: 3, contracts: 1, cost: 300_000 });
    expect(rows.every((r) => !('campaign' in r))).toBe(true);
    const traffic = (await desk.agent.get('/api/admin/campaigns/traffic?from=2026-11-19&to=2026-11-20')).body;
    expect(traffic.days).toEqual([
      { date: '2026-11-19', visitors: 0, pageviews: 0, leads: 0 },
      { date: '2026-11-20', visitors: 6, pageviews: 11, leads: 4 },
    ]);
    const live = (await desk.agent.get('/api/admin/campaigns/live')).body;
    expect(live.leadsToday).toEqual([expect.objectContaining({ channel: 'Naver 검색광고', leads: 3 }), expect.objectContaining({ channel: 'Kakao', leads: 1 })]);
    expect(traffic.pages[0]).toMatchObject({ path: '/', pageviews: 7 });
    expect(traffic.channels).toEqual(expect.arrayContaining([expect.objectContaining({ channel: 'Naver 검색광고', visitors: 4 }), expect.objectContaining({ channel: 'Kakao', visitors: 3 })]));
  });

  it('exports the funnel as CSV with a reason, with rates and cost per contract', async () => {
    expect((await desk.agent.get('/api/admin/campaigns/funnel.csv?from=2026-11-19&to=2026-11-20&by=campaign')).status).toBe(400);
    const res = await desk.agent.get('/api/admin/campaigns/funnel.csv?from=2026-11-19&to=2026-11-20&by=campaign&reason=주간 보고');
    expect(res.status).toBe(200);
    const [header, ...lines] = parse(res.text.replace(/^\uFEFF/, '')) as string[][];
    const a = lines.find((l) => l[3] === 'launch_a')!;
    expect(a[header!.indexOf('계약당 비용')]).toBe('300000');
    expect(a[header!.indexOf('관심고객 전환율')]).toBe('75.0%');
  });

  it('a counselor gets 403; a manager sees it', async () => {
    await createAccount('counselor@example.com', 'counselor');
    await createAccount('manager@example.com', 'manager');
    const counselor = await signedInAs(app, 'counselor@example.com');
    for (const path of ['funnel', 'traffic', 'live', 'costs']) expect((await counselor.agent.get(`/api/admin/campaigns/${path}`)).status).toBe(403);
    expect((await counselor.agent.post('/api/admin/campaigns/costs').set('X-CSRF-Token', counselor.csrfToken).send({ csv: 'x', format: 'plain' })).status).toBe(403);
    expect((await counselor.agent.get('/admin/campaigns')).status).toBe(403);
    const manager = await signedInAs(app, 'manager@example.com');
    expect((await manager.agent.get('/api/admin/campaigns/funnel')).status).toBe(200);
    const page = await manager.agent.get('/admin/campaigns?from=2026-11-19&to=2026-11-20&by=campaign');
    expect(page.status).toBe(200);
    expect(page.text).toContain('launch_a');
    expect(page.text).toContain('300,000원');
  });
});

describe('this week against last week (GET /api/admin/campaigns/compare)', () => {
  type Week = { from: string; to: string; rows: FunnelRow[] };
  const compare = async () => (await desk.agent.get('/api/admin/campaigns/compare?touch=last')).body as { thisWeek: Week; lastWeek: Week };
  const naver = (w: Week) => w.rows.find((r) => r.channelKey === 'naver-ads');

  it('the last 7 days to today against the 7 before, per channel; a week later the same numbers are last week', async () => {
    const during = await compare();
    expect([during.thisWeek.from, during.thisWeek.to, during.lastWeek.from, during.lastWeek.to]).toEqual(['2026-11-14', '2026-11-20', '2026-11-07', '2026-11-13']);
    expect(naver(during.thisWeek)).toMatchObject({ visitors: 4, leads: 3, contracts: 1, cost: 300_000 });
    expect(naver(during.lastWeek)?.visitors ?? 0).toBe(0);

    const before = clock;
    try {
      clock = new Date('2026-11-27T03:00:00Z'); // 12:00 KST a week later: one new visitor from campaign A
      await beacon(7, A);
      await counting.flush();
      const later = await compare();
      expect([later.thisWeek.from, later.thisWeek.to, later.lastWeek.from, later.lastWeek.to]).toEqual(['2026-11-21', '2026-11-27', '2026-11-14', '2026-11-20']);
      expect(naver(later.thisWeek)).toMatchObject({ visitors: 1, leads: 0, contracts: 0, cost: 0 });
      expect(naver(later.lastWeek)).toMatchObject({ visitors: 4, leads: 3, contracts: 1, cost: 300_000 });
      expect(later.lastWeek.rows.find((r) => r.channelKey === 'kakao')).toMatchObject({ visitors: 3, leads: 1, cost: 50_000 });
    } finally {
      clock = before;
    }
  });
});

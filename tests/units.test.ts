/**
 * 잔여세대: the unit list, its states and history, the waiting room and holds on one app
 * (an injected clock moves time), and what the public sees.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, testDb } from './helpers/app';
import { createAccount, signedInAs } from './helpers/admin';
import { buyers, freshDesk, offerUnits, saveSale, uploadUnits, type Desk } from './helpers/units';
import { testClock } from './helpers/consent';
import { signedToken } from './helpers/verification';
import { Unit, UnitHold, UnitQueue } from '../server/units/model';
import { sweepHolds } from '../server/units/holds';
import { OutboxMessage } from '../server/outbox/model';
import { Reservation, VisitSlot } from '../server/visits/model';
import { UNIT_MESSAGES } from '../shared/units';

const clock = testClock('2026-12-01T09:50:00+09:00');
const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000' }, { now: clock.now });
const OPENS = '2026-12-01T10:00:00+09:00';

const LIST = [
  '\uFEFF동,호,주택형,층,라인',
  '101,1201,84A,12,1',
  '101동,1202호,84A,12,2',
  '101,1101,84A,,',
  ',1102,84A,11,2',
  '102,301,59B,3,1',
  '102,302,59B,3,abcdefghijklmnop',
  '102,301,59B,3,1',
].join('\r\n');

let desk: Desk;

beforeAll(() => testDb());
beforeEach(async () => {
  desk = await freshDesk(app, clock, '2026-12-01T09:50:00+09:00');
});

const { phoneOf, person } = buyers(clock, { name: '구매자', series: 5, base: 1000 });

/** The list uploaded, its units (or those of one 주택형) on sale, the sale saved: two admitted a minute. */
async function setUp(units = 'all', sale: Partial<{ opensAt: string; admitPerMinute: number; holdMinutes: number; visible: boolean }> = {}) {
  await uploadUnits(desk, LIST);
  const offered = await Unit.find(units === 'all' ? {} : { unitType: units }).lean();
  await offerUnits(desk, offered.map((u) => String(u._id)));
  await saveSale(desk, { opensAt: OPENS, admitPerMinute: 2, ...sale });
}

const join = (i: number) => request(app).post('/api/units/queue').send(person(i));
const hold = (unitId: string, i: number, ticket: string) => request(app).post(`/api/units/${unitId}/hold`).set('X-Queue-Ticket', ticket).send(person(i));
const unitId = async (dong: string, ho: string) => String((await Unit.findOne({ dong, ho }).lean())!._id);

describe('the unit list upload', () => {
  it('stores good rows, reports each bad one by its line (header = line 1) in Korean, and a repeat upload adds nothing', async () => {
    const first = await desk.post('/api/admin/units', { csv: LIST });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      added: 4,
      updated: 0,
      rejected: [
        { line: 5, reason: '동이 비어 있습니다.' },
        { line: 7, reason: '라인은 10자 이내로 입력해 주세요.' },
        { line: 8, reason: '102동 301호가 위에 이미 있습니다.' },
      ],
    });
    const units = await Unit.find({}).sort({ dong: 1, ho: 1 }).lean();
    expect(units.map((u) => [u.dong, u.ho, u.unitType, u.floor, u.line, u.state])).toEqual([
      ['101', '1101', '84A', 11, '1', 'unreleased'],
      ['101', '1201', '84A', 12, '1', 'unreleased'],
      ['101', '1202', '84A', 12, '2', 'unreleased'],
      ['102', '301', '59B', 3, '1', 'unreleased'],
    ]);
    const again = await desk.post('/api/admin/units', { csv: LIST.replace('\uFEFF', '') });
    expect(again.body).toMatchObject({ added: 0, updated: 0 });
    expect(await Unit.countDocuments()).toBe(4);
    // A changed 주택형 is an update, never a new unit.
    const changed = await desk.post('/api/admin/units', { csv: '동,호,주택형\n101,1201,84B' });
    expect(changed.body).toMatchObject({ added: 0, updated: 1, rejected: [] });
  });

  it('a file without the 동, 호, 주택형 columns is refused as a whole', async () => {
    const res = await desk.post('/api/admin/units', { csv: '동,호\n101,1201' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(UNIT_MESSAGES.header);
  });

  it('the board lists by 동, 주택형 and state; every change keeps from, to, who, when and why', async () => {
    await desk.post('/api/admin/units', { csv: LIST });
    const id = await unitId('101', '1201');
    expect((await desk.patch(`/api/admin/units/${id}`, { state: 'reserved' })).status).toBe(400); // no reason
    expect((await desk.patch(`/api/admin/units/${id}`, { state: 'held', reason: '손으로 홀드' })).status).toBe(400);
    clock.advance(60_000);
    const res = await desk.patch(`/api/admin/units/${id}`, { state: 'reserved', reason: '시행사 보유분' });
    expect(res.status).toBe(200);
    const list = await desk.get('/api/admin/units?dong=101&type=84A&state=reserved');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ dong: '101', ho: '1201', state: 'reserved' });
    expect(list.body.items[0].history.at(-1)).toEqual({ from: 'unreleased', to: 'reserved', by: 'press-admin@example.com', at: clock.now().toISOString(), reason: '시행사 보유분' });
    expect((await desk.get('/api/admin/units?type=59B')).body.items.map((u: { ho: string }) => u.ho)).toEqual(['301']);
  });

  it('a counselor may not see or change the board', async () => {
    await createAccount('counselor@example.com', 'counselor');
    const { agent, csrfToken } = await signedInAs(app, 'counselor@example.com');
    expect((await agent.get('/api/admin/units')).status).toBe(403);
    expect((await agent.post('/api/admin/units').set('X-CSRF-Token', csrfToken).send({ csv: LIST })).status).toBe(403);
    expect((await agent.put('/api/admin/units/sale').set('X-CSRF-Token', csrfToken).send({ opensAt: OPENS, admitPerMinute: 1, holdMinutes: 1, visible: true })).status).toBe(403);
  });

  it('the export needs a reason and goes through the CSV writer (formulas neutralised)', async () => {
    expect((await desk.post('/api/admin/units', { csv: '동,호,주택형\n101,1201,=1+2' })).body.added).toBe(1);
    expect((await desk.get('/api/admin/units/export.csv')).status).toBe(400);
    const res = await desk.get('/api/admin/units/export.csv?reason=' + encodeURIComponent('계약 현황 보고'));
    expect(res.status).toBe(200);
    expect(res.text.replace(/^\uFEFF/, '')).toMatch(/^"동","호","층","라인","주택형","상태"/);
    expect(res.text).toContain(`"'=1+2"`);
  });
});

describe('the waiting room', () => {
  it('before the opening, joining answers 425 with the opening time in Korean', async () => {
    await setUp();
    const res = await join(1);
    expect(res.status).toBe(425);
    expect(res.body.error).toBe('잔여세대 선착순 분양은 2026년 12월 1일 10:00에 시작합니다. 그때 다시 접속해 주세요.');
  });

  it('admits in arrival order at admitPerMinute, the same phone keeps its place, and the wait shrinks as time passes', async () => {
    await setUp();
    clock.set(OPENS);
    const tickets: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await join(i);
      expect(res.status).toBe(201);
      tickets.push(res.body.ticket);
    }
    const status = async (t: string) => (await request(app).get(`/api/units/queue/${t}`)).body;
    expect(await Promise.all(tickets.map(status))).toEqual([
      { position: 0, admitted: true, estimatedSeconds: 0 },
      { position: 0, admitted: true, estimatedSeconds: 0 },
      { position: 1, admitted: false, estimatedSeconds: 60 },
      { position: 2, admitted: false, estimatedSeconds: 60 },
      { position: 3, admitted: false, estimatedSeconds: 120 },
    ]);
    // Joining again (a reload, another device) keeps the place.
    const again = await join(3);
    expect(again.body).toMatchObject({ position: 1, estimatedSeconds: 60 });
    clock.advance(61_000);
    expect((await status(tickets[2]!)).admitted).toBe(true);
    expect(await status(tickets[4]!)).toEqual({ position: 1, admitted: false, estimatedSeconds: 59 });
  });

  it('a forged or altered ticket is refused with 403', async () => {
    await setUp();
    clock.set(OPENS);
    const { ticket } = (await join(1)).body as { ticket: string };
    const [payload, sig] = ticket.split('.') as [string, string];
    const content = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { s: number };
    // A number moved forward, and a signature with its first character changed (always other bytes).
    const altered = Buffer.from(JSON.stringify({ ...content, s: content.s + 1000 })).toString('base64url');
    const forged = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    for (const bad of [`${altered}.${sig}`, `${payload}.${forged}`, 'not-a-ticket']) {
      expect((await request(app).get(`/api/units/queue/${bad}`)).status).toBe(403);
      expect((await hold(await unitId('101', '1201'), 1, bad)).status).toBe(403);
    }
    // Another phone's ticket.
    expect((await hold(await unitId('101', '1201'), 2, ticket)).status).toBe(403);
  });
});

describe('holds', () => {
  it('an admitted buyer holds a unit: 201 with its booking link, a text to the holder, the unit taken on the public list', async () => {
    await setUp();
    clock.set(OPENS);
    const { ticket } = (await join(1)).body as { ticket: string };
    const id = await unitId('101', '1201');
    const res = await hold(id, 1, ticket);
    expect(res.status).toBe(201);
    expect(res.body.hold).toEqual({ unitId: id, expiresAt: new Date(clock.now().getTime() + 10 * 60_000).toISOString(), bookingUrl: expect.stringMatching(/\/winner#winner-contract$/) });
    const text = await OutboxMessage.findOne({ kind: 'unit-held' }).lean();
    expect(text?.to).toBe('010-5001-1001');
    expect(text?.text).toContain('101동 1201호');
    expect(text?.alimtalk).toMatchObject({ templateCode: 'HL_UNIT_HELD' });
    // Its booking link is tagged, so the visits the text brings count as 문자 under its kind.
    expect(text?.text).toContain('/winner?utm_source=sms&utm_medium=sms&utm_campaign=unit-held#winner-contract');
    const pub = await request(app).get('/api/units');
    expect(pub.body.units.find((u: { id: string }) => u.id === id).state).toBe('taken');
  });

  it('not yet admitted, or without verification: 403; a unit not available: 409', async () => {
    await setUp('all', { admitPerMinute: 1 });
    clock.set(OPENS);
    await join(1);
    const second = (await join(2)).body.ticket as string;
    const id = await unitId('101', '1201');
    const waiting = await hold(id, 2, second);
    expect(waiting.status).toBe(403);
    expect(waiting.body.error).toBe(UNIT_MESSAGES.notAdmitted);
    clock.advance(60_000);
    const unverified = await request(app).post(`/api/units/${id}/hold`).set('X-Queue-Ticket', second).send({ name: '구매자2', phone: phoneOf(2) });
    expect(unverified.status).toBe(403);
    const unreleased = await desk.patch(`/api/admin/units/${id}`, { state: 'unreleased', reason: '공급 보류' });
    expect(unreleased.status).toBe(200);
    expect((await hold(id, 2, second)).status).toBe(409);
  });

  it('twenty parallel holds on one unit: exactly one 201, the others 409, the unit held once', async () => {
    await setUp('all', { admitPerMinute: 100 });
    clock.set(OPENS);
    const tickets = await Promise.all(Array.from({ length: 20 }, async (_, i) => (await join(i)).body.ticket as string));
    const id = await unitId('101', '1201');
    const answers = await Promise.all(tickets.map((t, i) => hold(id, i, t)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    expect(answers.every((r) => r.status === 409 ? r.body.error === UNIT_MESSAGES.taken : true)).toBe(true);
    expect(await UnitHold.countDocuments({ active: true })).toBe(1);
    expect((await Unit.findById(id).lean())!.history.filter((h) => h.to === 'held')).toHaveLength(1);
  });

  it('one phone holds one unit: parallel holds of four units by one phone give one 201', async () => {
    await setUp();
    clock.set(OPENS);
    const { ticket } = (await join(7)).body as { ticket: string };
    const ids = await Promise.all([['101', '1201'], ['101', '1202'], ['101', '1101'], ['102', '301']].map(([d, h]) => unitId(d!, h!)));
    const answers = await Promise.all(ids.map((id) => hold(id, 7, ticket)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await Unit.countDocuments({ state: 'held' })).toBe(1);
    const later = await hold(ids.find((id) => id !== answers.find((r) => r.status === 201)!.body.hold.unitId)!, 7, ticket);
    expect(later.status).toBe(409);
    expect(later.body.error).toBe(UNIT_MESSAGES.phoneHolds);
  });

  it('a hold not confirmed in time goes back to available by the sweep; a confirmed one stays; the desk may release', async () => {
    await setUp();
    clock.set(OPENS);
    const a = (await join(1)).body.ticket as string;
    const b = (await join(2)).body.ticket as string;
    const first = await unitId('101', '1201');
    const second = await unitId('101', '1202');
    expect((await hold(first, 1, a)).status).toBe(201);
    expect((await hold(second, 2, b)).status).toBe(201);
    expect((await desk.post(`/api/admin/units/${second}/confirm`, {})).status).toBe(200);
    clock.advance(9 * 60_000);
    expect(await sweepHolds(clock.now())).toEqual({ released: 0 });
    clock.advance(60_000);
    expect(await sweepHolds(clock.now())).toEqual({ released: 1 });
    expect(await sweepHolds(clock.now())).toEqual({ released: 0 });
    const unit = (await Unit.findById(first).lean())!;
    expect(unit.state).toBe('available');
    expect(unit.history.at(-1)).toMatchObject({ from: 'held', to: 'available', by: 'system', reason: '홀드 시간 만료' });
    expect((await Unit.findById(second).lean())!.state).toBe('pending');
    // The expired holder may choose again.
    expect((await hold(first, 1, a)).status).toBe(201);
    // The desk releases the confirmed one with a reason: its phone is free too.
    expect((await desk.post(`/api/admin/units/${second}/release`, {})).status).toBe(400);
    expect((await desk.post(`/api/admin/units/${second}/release`, { reason: '계약 포기' })).status).toBe(200);
    expect(await UnitHold.countDocuments({ phone: phoneOf(2), active: true })).toBe(0);
  });
});

describe('what the public sees', () => {
  it('GET /api/units names no person: only place, type and available or taken, with an ETag', async () => {
    await setUp('84A');
    clock.set(OPENS);
    const { ticket } = (await join(1)).body as { ticket: string };
    await hold(await unitId('101', '1201'), 1, ticket);
    const res = await request(app).get('/api/units');
    expect(res.status).toBe(200);
    expect(res.body.opensAt).toBe(new Date(OPENS).toISOString());
    for (const u of res.body.units) expect(Object.keys(u).sort()).toEqual(['dong', 'floor', 'ho', 'id', 'line', 'state', 'unitType']);
    expect(res.body.units.map((u: { dong: string; ho: string; state: string }) => [u.dong, u.ho, u.state])).toEqual([
      ['101', '1101', 'available'],
      ['101', '1201', 'taken'],
      ['101', '1202', 'available'],
      ['102', '301', 'taken'], // not released (59B): taken, never why
    ]);
    expect(res.text).not.toMatch(/구매자|010-/);
    const again = await request(app).get('/api/units').set('If-None-Match', res.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('the page is in the 분양안내 menu and the sitemap only once the desk makes it visible; its grid is in the HTML', async () => {
    await setUp('all', { visible: false });
    const hidden = await request(app).get('/SalesInfo/announcement');
    expect(hidden.text).not.toContain('/SalesInfo/remaining');
    expect((await request(app).get('/sitemap.xml')).text).not.toContain('/SalesInfo/remaining');
    await desk.put('/api/admin/units/sale', { opensAt: OPENS, admitPerMinute: 2, holdMinutes: 10, visible: true });
    const shown = await request(app).get('/SalesInfo/announcement');
    expect(shown.text).toContain('href="/SalesInfo/remaining"');
    const page = await request(app).get('/SalesInfo/remaining');
    expect(page.status).toBe(200);
    expect(page.text).toContain('잔여세대 현황');
    expect(page.text).toContain('1201');
    expect(page.text).toContain('선택 가능');
  });
});

describe('units, winners and contracts', () => {
  async function contractSlot() {
    const res = await desk.post('/api/admin/visits/slots', { dates: ['2026-12-03'], times: ['10:00'], minutes: 30, capacity: 5, kind: 'contract' });
    expect(res.status).toBe(201);
    return String((await VisitSlot.findOne({ kind: 'contract' }).lean())!._id);
  }
  const bookContract = (slotId: string, name: string, phone: string) =>
    request(app).post('/api/visits').send({ slotId, name, phone, party: 1, consent: true, verificationToken: signedToken(phone, clock.now()) });

  it("the winners' list links each winner to their unit; booking the contract makes it 계약대기 and the visit done 계약완료", async () => {
    await desk.post('/api/admin/units', { csv: LIST });
    await desk.post('/api/admin/winners', { csv: '이름,연락처,주택형,동,호,구분\n김당첨,010-1111-2222,84A,101,1201,당첨' });
    const id = await unitId('101', '1201');
    const winners = (await desk.get('/api/admin/winners')).body.items as { name: string; unitId?: string }[];
    expect(winners[0]).toMatchObject({ name: '김당첨', unitId: id });
    const slotId = await contractSlot();
    const booked = await bookContract(slotId, '김당첨', '010-1111-2222');
    expect(booked.status).toBe(201);
    expect((await Unit.findById(id).lean())!.state).toBe('pending');
    clock.set('2026-12-03T10:30:00+09:00');
    const code = (await Reservation.findOne({}).lean())!.code;
    expect((await desk.patch(`/api/admin/visits/reservations/${code}`, { status: 'visited' })).status).toBe(200);
    const unit = (await Unit.findById(id).lean())!;
    expect(unit.state).toBe('contracted');
    expect(unit.history.map((h) => [h.from, h.to, h.by])).toEqual([
      [null, 'unreleased', 'press-admin@example.com'],
      ['unreleased', 'pending', 'visitor'], // booked by the winner on the site
      ['pending', 'contracted', 'press-admin@example.com'], // marked done at the desk
    ]);
  });

  it("a winner ruled ineligible keeps the unit until a manager releases it", async () => {
    await desk.post('/api/admin/units', { csv: LIST });
    await desk.post('/api/admin/winners', { csv: '이름,연락처,주택형,동,호,구분\n김당첨,010-1111-2222,84A,101,1201,당첨' });
    const id = await unitId('101', '1201');
    await desk.patch(`/api/admin/units/${id}`, { state: 'reserved', reason: '당첨자 계약 대기' });
    const winner = (await desk.get('/api/admin/winners')).body.items[0] as { id: string };
    expect((await desk.patch(`/api/admin/winners/${winner.id}`, { ineligible: true })).status).toBe(200);
    expect((await Unit.findById(id).lean())!.state).toBe('reserved');
    expect((await desk.patch(`/api/admin/units/${id}`, { state: 'available', reason: '부적격 세대 잔여 전환' })).status).toBe(200);
    expect((await Unit.findById(id).lean())!.state).toBe('available');
  });

  it("a buyer holding a unit books the contract visit on the winners' contract slots, which confirms the hold", async () => {
    await setUp();
    clock.set(OPENS);
    const { ticket } = (await join(3)).body as { ticket: string };
    const id = await unitId('102', '301');
    expect((await hold(id, 3, ticket)).status).toBe(201);
    const slotId = await contractSlot();
    // Someone neither listed nor holding is refused as before.
    expect((await bookContract(slotId, '모르는분', '010-9999-8888')).status).toBe(403);
    const booked = await bookContract(slotId, '구매자3', phoneOf(3));
    expect(booked.status).toBe(201);
    expect((await Unit.findById(id).lean())!.state).toBe('pending');
    // Past the hold time the sweep leaves a confirmed unit alone.
    clock.advance(60 * 60_000);
    expect(await sweepHolds(clock.now())).toEqual({ released: 0 });
    expect((await Unit.findById(id).lean())!.state).toBe('pending');
  });
});

describe('the waiting room under a burst', () => {
  it('two hundred parallel arrivals are all taken in, each with a number of their own, and a page sending its ticket back keeps its place', async () => {
    await setUp('all', { admitPerMinute: 1000 });
    clock.set(OPENS);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => join(200 + i)));
    expect(answers.filter((r) => r.status !== 201).map((r) => [r.status, r.body.error])).toEqual([]);
    const numbers = answers.map((r) => JSON.parse(Buffer.from((r.body.ticket as string).split('.')[0]!, 'base64url').toString()).s as number);
    // Each number is given once, on MongoDB and on the bundled engine (where a number read twice is
    // drawn again by one of the two, leaving a place nobody holds: the range may pass 200).
    expect(new Set(numbers).size).toBe(200);
    const last = (await UnitQueue.findById(`seq:${new Date(OPENS).getTime()}`).lean())!.seq!;
    expect(numbers.every((n) => n >= 1 && n <= last)).toBe(true);
    const again = await request(app).post('/api/units/queue').send({ ...person(200), ticket: answers[0]!.body.ticket });
    expect(again.body.ticket).toBe(answers[0]!.body.ticket);
  });
});

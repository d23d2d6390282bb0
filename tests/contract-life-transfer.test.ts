/**
 * 명의변경 (권리의무승계, issue 64 items 6–7): the desk hands a live contract to other holders. The
 * contract keeps its money and bookings (now under the new holder's phone, with a new link); the former
 * holder's session and old links stop at once; the history names the reason and the documents. A 전매
 * within the 전매제한 is refused with its last day in words unless a 주택법 시행령 제73조제4항 ground and a
 * note are given; 상속 is no 전매. A counselor may not; ten at once hand it over once.
 * Then the former holder's walk through every /my route (read from the routers) and every link it was
 * texted, after a 명의변경 and after a 해약 and a sale again: none acts, none shows the new holder.
 */
import { siteConfig } from '../shared/site.config';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Router } from 'express';
import { prepareTest } from './helpers/prepared-test';
import { createAccount, deskClient, signedInAs } from './helpers/admin';
import { BUYER, buyerAgent, makeContract } from './helpers/my';
import { Contract } from '../server/contracts/model';
import { Reservation, VisitSlot } from '../server/visits/model';
import { Defect } from '../server/defects/model';
import { myApi, type MyContext } from '../server/my/routes';
import { LIFE_MESSAGES } from '../shared/contract-life';
import type { AdminContractDetail } from '../shared/contract-ledger';

const { clock, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', env: { LEAD_RATE_LIMIT: '1000' } });

const NEW = { name: '오새봄', phone: '010-8765-4321' };
const NEW_PHONES = [NEW.phone, NEW.phone.replace(/-/g, ''), '8765-4321'];
type Desk = Awaited<ReturnType<typeof deskClient>>;
type Agent = Awaited<ReturnType<typeof buyerAgent>>;

async function inspectionSlots(desk: Desk) {
  expect((await desk.post('/api/admin/visits/slots', { dates: ['2027-03-10'], times: ['10:00', '13:00'], minutes: 180, capacity: 3, kind: 'inspection', dong: '101' })).status).toBe(201);
  return (await VisitSlot.find({ kind: 'inspection' }).sort({ start: 1 }).lean()).map((s) => String(s._id)) as [string, string];
}

async function bookAndFile(agent: Agent, contractId: string, slotId: string) {
  const booked = await agent.post('/api/my/bookings').send({ contractId, slotId, party: 1 });
  expect(booked.status).toBe(201);
  const filed = await agent.post('/api/my/defects').field('contractId', contractId).field('room', '거실').field('kind', '도배').field('text', '거실 벽지가 들떠 있습니다.');
  expect(filed.status).toBe(201);
  const r = (await Reservation.findOne({ code: booked.body.code }).lean())!;
  return { code: booked.body.code as string, token: r.token!, defect: filed.body.id as string };
}

const transfer = (desk: Desk, id: string, body: object) => desk.post(`/api/admin/contracts/${id}/transfer`, { holders: [NEW], on: '2027-03-03', ...body });
const historyText = async (desk: Desk, id: string) => ((await desk.get(`/api/admin/contracts/${id}`)).body as AdminContractDetail).history.map((h) => [h.what, ...h.lines].join(' ')).join('\n');

describe('명의변경', () => {
  it('hands the contract over: the former session stops, the new holder signs in, bookings move with a new link, the history names reason and documents', async () => {
    const desk = await deskClient(app);
    const [ten] = await inspectionSlots(desk);
    const id = await makeContract(clock.now());
    const former = await buyerAgent(app, clock.now());
    const old = await bookAndFile(former, id, ten);
    const before = (await Contract.findById(id).lean())!;

    const done = await transfer(desk, id, { reason: '증여', documents: ['계약서', '인감증명서', '신분증'], note: '부모에서 자녀로 증여' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id, holders: [NEW], on: '2027-03-03', reason: '증여' });

    // The former holder's session stops at once.
    for (const path of ['/api/my', `/api/my/contracts/${id}`, `/api/my/contracts/${id}/move-in`]) expect([401, 404], path).toContain((await former.get(path)).status);
    // The new holder signs in with their verified phone to the same contract, its money kept.
    const holder = await buyerAgent(app, clock.now(), { phone: NEW.phone, dong: '101', ho: '1203' });
    expect((await holder.get(`/api/my/contracts/${id}`)).status).toBe(200);
    const after = (await Contract.findById(id).lean())!;
    expect(after.instalments).toEqual(before.instalments);
    expect(after.holderPhones).toEqual([NEW.phone]);
    // The booking is the new holder's, with a new link; the old link answers 404.
    const r = (await Reservation.findOne({ code: old.code }).lean())!;
    expect(r).toMatchObject({ status: 'booked', phone: NEW.phone, name: NEW.name });
    expect(r.token).not.toBe(old.token);
    expect((await request(app).post(`/api/visits/manage/${old.token}/cancel`).send({})).status).toBe(404);
    expect((await Reservation.findOne({ code: old.code }).lean())!.status).toBe('booked');
    expect((await Defect.findById(old.defect).lean())!.notifyPhone).toBe(NEW.phone);
    expect((await holder.get(`/api/my/contracts/${id}/move-in`)).body.inspection.booking).toMatchObject({ code: old.code });

    const words = await historyText(desk, id);
    expect(words).toContain('명의변경 (사유: 증여, 변경일 2027-03-03');
    for (const doc of ['계약서', '인감증명서', '신분증']) expect(words).toContain(doc);
    expect(words).toContain(BUYER.name);
    expect(words).toContain(NEW.name);
  });

  it('전매 within the 전매제한 is refused with its day in words; a 시행령 제73조제4항 ground with a note passes and is recorded; 상속 passes', async () => {
    const desk = await deskClient(app);
    expect((await desk.put('/api/admin/contracts/resale-limit', { until: '2027-12-31' })).status).toBe(200);
    expect((await desk.get('/api/admin/contracts/resale-limit')).body).toEqual({ until: '2027-12-31' });
    const id = await makeContract(clock.now());

    const refused = await transfer(desk, id, { reason: '전매' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('2027년 12월 31일까지');
    expect(refused.body.error).toBe(LIFE_MESSAGES.resaleLimited('2027-12-31'));
    const gift = await transfer(desk, id, { reason: '증여' });
    expect(gift.status).toBe(409);
    const noNote = await transfer(desk, id, { reason: '전매', exception: '4' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.error).toBe(LIFE_MESSAGES.transferNoteRequired);
    expect((await Contract.findById(id).lean())!.holderPhones).toEqual([BUYER.phone]);

    const passed = await transfer(desk, id, { reason: '전매', exception: '4', note: '이혼에 따른 배우자 이전, 사업주체 동의서 제2027-15호' });
    expect(passed.status).toBe(200);
    expect(passed.body.exception).toBe('4');
    const words = await historyText(desk, id);
    expect(words).toContain('주택법 시행령 제73조제4항');
    expect(words).toContain('이혼');

    // 상속 is no 전매 (주택법 제64조제1항): it passes within the 전매제한 without a ground.
    const other = await makeContract(clock.now(), { ho: '1502', holders: [{ name: '박도윤', phone: '010-2222-3333' }] });
    const inherited = await desk.post(`/api/admin/contracts/${other}/transfer`, { holders: [{ name: '박상속', phone: '010-2222-4444' }], on: '2027-03-03', reason: '상속' });
    expect(inherited.status).toBe(200);
  });

  it('is the desk owner’s: a counselor gets 403; a landline or a day ahead is refused; the same one ten times at once is made once; ten others at once lose none', async () => {
    const id = await makeContract(clock.now());
    await createAccount('life-counselor@example.com', 'counselor');
    const counselor = await signedInAs(app, 'life-counselor@example.com');
    const asCounselor = await counselor.agent.post(`/api/admin/contracts/${id}/transfer`).set('X-CSRF-Token', counselor.csrfToken).send({ holders: [NEW], on: '2027-03-03', reason: '증여' });
    expect(asCounselor.status).toBe(403);
    const desk = await deskClient(app);
    expect((await desk.post(`/api/admin/contracts/${id}/transfer`, { holders: [{ name: '유선', phone: '02-123-4567' }], on: '2027-03-03', reason: '증여' })).status).toBe(400);
    expect((await transfer(desk, id, { reason: '증여', on: '2027-03-04' })).body.error).toBe(LIFE_MESSAGES.transferDay);

    // The same 명의변경 sent ten times at once (a desk tapping again): it is made once.
    clock.set('2027-03-03T11:00:00+09:00');
    const same = await Promise.all(Array.from({ length: 10 }, () => transfer(desk, id, { reason: '증여' })));
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of same.filter((x) => x.status !== 200)) expect([400, 409]).toContain(r.status);
    expect((await Contract.findById(id).lean())!.holderPhones).toEqual([NEW.phone]);
    expect(((await desk.get(`/api/admin/contracts/${id}`)).body as AdminContractDetail).history.filter((h) => h.what.startsWith('명의변경'))).toHaveLength(1);

    // Ten to different holders at once: each one made is made from the holders it read, none lost
    // (the history is one chain from the former holder to the holders the contract has now).
    const other = await makeContract(clock.now(), { ho: '1502' });
    clock.set('2027-03-03T12:00:00+09:00');
    const all = await Promise.all(Array.from({ length: 10 }, (_, i) => desk.post(`/api/admin/contracts/${other}/transfer`, { holders: [{ name: `새계약${i}`, phone: `010-7000-${String(1000 + i)}` }], on: '2027-03-03', reason: '증여' })));
    for (const r of all) expect([200, 409]).toContain(r.status);
    const rows = ((await desk.get(`/api/admin/contracts/${other}`)).body as AdminContractDetail).history.filter((h) => h.what.startsWith('명의변경'));
    expect(rows).toHaveLength(all.filter((r) => r.status === 200).length);
    // Rows share one time (the clock stands still): the chain is followed from the former holder.
    const next = new Map(rows.map((h) => h.lines[0]!.replace(/^[^:]+: /, '').split(' → ') as [string, string]));
    expect(next.size, 'two 명의변경 made from the same holders').toBe(rows.length);
    let holders = `${BUYER.name} ${BUYER.phone}`;
    for (let i = 0; i < rows.length; i++) holders = next.get(holders)!;
    const now = (await Contract.findById(other).lean())!.holders[0]!;
    expect(`${now.name} ${now.phone}`).toBe(holders);
  });
});

/** Every route of /my, read from its router and the routers it mounts: [method, path]. */
function myRoutes(): [string, string][] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; rawPath?: string; slash?: boolean; handle: { stack?: Layer[] } };
  const walk = (stack: Layer[], prefix: string): [string, string][] =>
    stack.flatMap((l) => {
      if (l.route) return Object.keys(l.route.methods).map((m): [string, string] => [m.toUpperCase(), `${prefix}${l.route!.path}`]);
      if (l.handle.stack) return walk(l.handle.stack, `${prefix}${l.slash ? '' : (l.rawPath ?? '')}`);
      return [];
    });
  return walk((myApi({ site: siteConfig } as MyContext) as unknown as Router & { stack: Layer[] }).stack, '/api/my');
}

/** An answer's text: JSON, HTML, or a PDF's bytes. */
const textOf = (res: request.Response) => res.text ?? (Buffer.isBuffer(res.body) ? res.body.toString('latin1') : JSON.stringify(res.body ?? ''));

interface Targets {
  contracts: string[];
  codes: string[];
  defects: string[];
  tokens: string[];
  slot: string;
}

/**
 * The former holder's walk: every /my route with every contract, booking and defect of the unit, and
 * every booking link it was texted. No write answers 2xx; no answer shows `hidden` (the new holder's
 * name, phone, figures). Signing in and out (/session) are the holder's own and left aside.
 */
async function formerHolderWalk(former: Agent, t: Targets, hidden: string[]) {
  const routes = myRoutes().filter(([, p]) => !p.endsWith('/session'));
  expect(routes.length).toBeGreaterThan(15);
  const fill = (path: string, contract: string, code: string, defect: string) =>
    path
      .replace(/\/defects\/:id/, `/defects/${defect}`)
      .replace(/:id/g, contract)
      .replace(/:code/g, code);
  let calls = 0;
  for (const [method, path] of routes) {
    for (const contract of t.contracts)
      for (const code of t.codes)
        for (const defect of t.defects) {
          const url = `${fill(path, contract, code, defect)}?contractId=${contract}`;
          const body = { contractId: contract, slotId: t.slot, party: 1, optionIds: [], room: '욕실', kind: '타일', text: '욕실 타일이 깨져 있습니다.', note: '확인했습니다', reason: '다시 봐 주세요' };
          const res = await former[method.toLowerCase() as 'get'](url).send(method === 'GET' ? undefined : body);
          calls++;
          if (method !== 'GET') expect(res.status, `${method} ${url} acted`).toBeGreaterThanOrEqual(400);
          for (const h of hidden) expect(textOf(res), `${method} ${url} shows ${h}`).not.toContain(h);
          if (!path.includes(':')) break;
        }
  }
  for (const token of t.tokens) {
    const links: [string, request.Response][] = [
      ['POST cancel', await request(app).post(`/api/visits/manage/${token}/cancel`).send({})],
      ['POST move', await request(app).post(`/api/visits/manage/${token}/move`).send({ slotId: t.slot })],
      ['GET page', await request(app).get(`/reservation/${token}`)],
    ];
    for (const [what, res] of links) {
      if (what.startsWith('POST')) expect(res.status, `${what} of a texted link acted`).toBeGreaterThanOrEqual(400);
      for (const h of hidden) expect(textOf(res), `${what} of a texted link shows ${h}`).not.toContain(h);
    }
  }
  return calls;
}

describe('a former holder walks every /my route and every link it was texted', () => {
  it('after a 명의변경 (still holding another unit, so still signed in): none acts, none shows the new holder', async () => {
    const desk = await deskClient(app);
    const [ten, one] = await inspectionSlots(desk);
    const id = await makeContract(clock.now());
    const own = await makeContract(clock.now(), { ho: '1502' });
    await Contract.updateOne({ _id: own }, { $set: { account: '신한은행 562-100-150201', accountKey: '562100150201' } });
    const former = await buyerAgent(app, clock.now());
    const old = await bookAndFile(former, id, ten);
    expect((await transfer(desk, id, { reason: '증여' })).status).toBe(200);
    // The new holder pays in, books and files: their own figures and rows.
    expect((await desk.post('/api/admin/contracts/deposits', { csv: `거래일,입금자,계좌,금액\r\n2027-03-03,${NEW.name},신한은행 562-100-145501,"3,456,789"\r\n` })).body.matched).toBe(1);
    const holder = await buyerAgent(app, clock.now(), { phone: NEW.phone, dong: '101', ho: '1203' });
    const filed = await holder.post('/api/my/defects').field('contractId', id).field('room', '주방').field('kind', '가구').field('text', '주방 상부장 문이 처져 있습니다.');
    expect(filed.status).toBe(201);
    const heldBefore = await Reservation.findOne({ code: old.code }).lean();
    const defectsBefore = await Defect.find({ contractId: id }).sort({ _id: 1 }).lean();

    const hidden = [NEW.name, ...NEW_PHONES, '3,456,789', '3456789', '30,389,789', '30389789'];
    // The scan is not blind: the new holder's own answers show their figures.
    expect(textOf(await holder.get(`/api/my/contracts/${id}`))).toContain('30389789');
    const calls = await formerHolderWalk(former, { contracts: [id], codes: [old.code], defects: [old.defect, filed.body.id as string], tokens: [old.token], slot: one }, hidden);
    expect(calls).toBeGreaterThan(15);
    expect(await Reservation.findOne({ code: old.code }).lean()).toEqual(heldBefore);
    expect(await Defect.find({ contractId: id }).sort({ _id: 1 }).lean()).toEqual(defectsBefore);
    // Their own other contract still answers them.
    expect((await former.get(`/api/my/contracts/${own}`)).status).toBe(200);
  });

  it('after a 해약 and a sale again: none acts, none shows the new holder', async () => {
    const desk = await deskClient(app);
    const [ten, one] = await inspectionSlots(desk);
    const head = '동,호,계약자,연락처,계약일,분양가,가상계좌';
    expect((await desk.post('/api/admin/contracts/import', { csv: [head, `101,1203,${BUYER.name},${BUYER.phone},2027-01-05,538670000,562-100-145501`].join('\n') })).status).toBe(201);
    const ended = String((await Contract.findOne({ unitKey: '101-1203' }).lean())!._id);
    const former = await buyerAgent(app, clock.now());
    const old = await bookAndFile(former, ended, ten);
    expect((await desk.post(`/api/admin/contracts/${ended}/cancel`, { on: '2027-03-02', reason: '합의 해약' })).status).toBe(200);
    expect((await desk.post('/api/admin/contracts/import', { csv: [head, `101,1203,${NEW.name},${NEW.phone},2027-03-03,552000000,562-100-145599`].join('\n') })).body.added).toBe(1);
    const fresh = String((await Contract.findOne({ unitKey: '101-1203', cancelledOn: { $exists: false } }).lean())!._id);
    const holder = await buyerAgent(app, clock.now(), { phone: NEW.phone, dong: '101', ho: '1203' });
    const mine = await bookAndFile(holder, fresh, ten);
    const heldBefore = await Reservation.findOne({ code: mine.code }).lean();
    const defectBefore = await Defect.findById(mine.defect).lean();

    const hidden = [NEW.name, ...NEW_PHONES, '552,000,000', '552000000', '562-100-145599', '562100145599'];
    expect(textOf(await holder.get(`/api/my/contracts/${fresh}`))).toContain('552000000');
    const calls = await formerHolderWalk(former, { contracts: [ended, fresh], codes: [old.code, mine.code], defects: [old.defect, mine.defect], tokens: [old.token], slot: one }, hidden);
    expect(calls).toBeGreaterThan(15);
    expect(await Reservation.findOne({ code: mine.code }).lean()).toEqual(heldBefore);
    expect(await Defect.findById(mine.defect).lean()).toEqual(defectBefore);
    // The ended contract still reads as theirs, ended.
    expect((await former.get(`/api/my/contracts/${ended}`)).body.ended).toMatchObject({ on: '2027-03-02' });
  });
});

import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from './helpers/app';
import { createAccount, signedInAs } from './helpers/admin';
import { adminOncePerTest } from './helpers/per-test';
import { emptyDatabaseEachTest } from './helpers/prepared-test';
import { VisitSlot } from '../server/visits/model';
import { Winner } from '../server/winners/model';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';
import { AccessEntry } from '../server/access-log/model';
import { addDays, kstDay } from '../shared/visits';
import { WINNER_MESSAGES } from '../shared/winners';
import { signedToken } from './helpers/verification';
import { parse } from 'csv-parse/sync';

const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000' });
const D2 = addDays(kstDay(new Date()), 2);

const LIST = [
  '\uFEFF이름,연락처,주택형,동,호,구분',
  '김당첨,010-1111-2222,84A,101,1201,당첨',
  '이당첨,01033334444,84B,102,803,당첨',
  '박당첨,010-5555-6666,84A,,,당첨',
  '최예비,010 7777 8888,84A,103,101,예비',
  '정오류,02-12345,84A,104,902,당첨',
  '"한, 지민",010-9999-0000,99A,105,1501,예비',
].join('\r\n');

emptyDatabaseEachTest();
const admin = adminOncePerTest(app);

async function upload(csv = LIST) {
  const { agent, csrf } = await admin();
  return agent.post('/api/admin/winners').set('X-CSRF-Token', csrf).send({ csv });
}

async function openSlot(kind: 'visit' | 'documents' | 'contract', start = '10:00') {
  const { agent, csrf } = await admin();
  const res = await agent.post('/api/admin/visits/slots').set('X-CSRF-Token', csrf).send({ dates: [D2], times: [start], minutes: 30, capacity: 5, kind });
  expect(res.status).toBe(201);
  return String((await VisitSlot.findOne({ date: D2, start, kind }).lean())!._id);
}

// Every booker proves the phone first (a token signed as POST /api/phone-verifications/confirm signs it).
const book = (slotId: string, name: string, phone: string) =>
  request(app).post('/api/visits').send({ slotId, name, phone, party: 1, consent: true, verificationToken: signedToken(phone) });

describe('the winners list upload', () => {
  it('stores good rows, reports each bad one by its line (header = line 1) in Korean, and a repeat upload adds nothing', async () => {
    const first = await upload();
    expect(first.status).toBe(201);
    expect(first.body.added).toBe(4);
    expect(first.body.updated).toBe(0);
    expect(first.body.rejected).toEqual([
      { line: 4, reason: '동·호가 비어 있습니다.' },
      { line: 6, reason: '연락처(02-12345)가 올바른 휴대폰 번호가 아닙니다.' },
    ]);
    const stored = await Winner.find({}).sort({ name: 1 }).lean();
    expect(stored.map((w) => [w.name, w.phone, w.rank])).toEqual([
      ['김당첨', '010-1111-2222', 'winner'],
      ['이당첨', '010-3333-4444', 'winner'],
      ['최예비', '010-7777-8888', 'reserve'],
      ['한, 지민', '010-9999-0000', 'reserve'],
    ]);
    const again = await upload();
    expect(again.body).toMatchObject({ added: 0, updated: 0 });
    expect(await Winner.countDocuments()).toBe(4);
  });

  it('a list without the expected columns is refused as a whole', async () => {
    const res = await upload('name,phone\n홍길동,010-1111-2222');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(WINNER_MESSAGES.header);
    expect(await Winner.countDocuments()).toBe(0);
  });

  it('needs a signed-in administrator', async () => {
    expect((await request(app).post('/api/admin/winners').send({ csv: LIST })).status).toBe(401);
    expect((await request(app).get('/api/admin/winners')).status).toBe(401);
  });
});

describe('reserves listed without a unit', () => {
  // As reserve lists come: no unit yet (it is drawn at the reserves' 동호 추첨), often five reserves per unit.
  const RESERVES = [
    '이름,연락처,주택형,동,호,구분',
    '김당첨,010-1111-2222,84A,101,1201,당첨',
    '예비하나,010-2000-0001,84A,,,예비',
    '예비둘,010-2000-0002,84A,,,예비',
    '예비셋,010-2000-0003,59A,,,예비입주자',
    '동만씀,010-2000-0004,84A,101,,예비',
    '무동호,010-2000-0005,84A,,,당첨',
  ].join('\n');

  it('a winners list with 예비 rows without 동·호 is accepted; a 당첨 row still needs its unit', async () => {
    const res = await upload(RESERVES);
    expect(res.status).toBe(201);
    expect(res.body.added).toBe(4);
    expect(res.body.rejected).toEqual([
      { line: 6, reason: '동과 호를 함께 적거나, 예비는 둘 다 비워 주세요.' },
      { line: 7, reason: '동·호가 비어 있습니다.' },
    ]);
    const reserves = await Winner.find({ rank: 'reserve' }).sort({ unitType: 1, reserveOrder: 1 }).lean();
    expect(reserves.map((w) => [w.name, w.unitType, w.reserveOrder, w.dong ?? null, w.ho ?? null])).toEqual([
      ['예비셋', '59A', 1, null, null],
      ['예비하나', '84A', 1, null, null],
      ['예비둘', '84A', 2, null, null],
    ]);
    // The same list again adds nothing; the desk lists the reserves without a unit.
    expect((await upload(RESERVES)).body).toMatchObject({ added: 0, updated: 0 });
    expect(await Winner.countDocuments()).toBe(4);
    const { agent } = await admin();
    const items = (await agent.get('/api/admin/winners')).body.items as { name: string; dong?: string }[];
    expect(items.find((w) => w.name === '예비하나')).not.toHaveProperty('dong');
    // One person listed twice without a unit is reported, not dropped in silence.
    const twice = await upload(['이름,연락처,주택형,동,호,구분', '예비하나,010-2000-0001,59B,,,예비'].join('\n'));
    expect(twice.body.rejected).toEqual([{ line: 2, reason: '이 연락처는 다른 주택형의 예비 명단(동·호 없음)에 이미 있습니다.' }]);
  });

  it('the desk gives a called-up reserve its unit; the write is in the access record and a later upload keeps it', async () => {
    await upload(RESERVES);
    const { agent, csrf } = await admin();
    const first = (await Winner.findOne({ name: '예비하나' }).lean())!;
    const assign = (id: unknown, body: object) => agent.patch(`/api/admin/winners/${String(id)}`).set('X-CSRF-Token', csrf).send(body);

    // Not yet called up: no unit to give.
    const early = await assign(first._id, { dong: '102', ho: '304' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(WINNER_MESSAGES.unitOnlyPromoted);
    expect((await agent.post('/api/admin/winners/promote').set('X-CSRF-Token', csrf).send({ unitType: '84A' })).body.winner.name).toBe('예비하나');

    // A unit a winner still holds is refused; once that winner is ruled ineligible it is the one to give.
    const taken = await assign(first._id, { dong: '101', ho: '1201' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(WINNER_MESSAGES.unitTaken('101동 1201호'));
    const winner = (await Winner.findOne({ name: '김당첨' }).lean())!;
    expect((await assign(winner._id, { ineligible: true })).status).toBe(200);
    const given = await assign(first._id, { dong: '101동', ho: '1201호' });
    expect(given.status).toBe(200);
    expect(given.body.winner).toMatchObject({ dong: '101', ho: '1201' });
    expect(await Winner.findById(first._id).lean()).toMatchObject({ dong: '101', ho: '1201', promotedAt: expect.any(Date) });
    // Recorded by the admin guard once the answer is sent, with who did it.
    await expect.poll(() => AccessEntry.countDocuments({ action: 'update', subject: `PATCH /api/admin/winners/${String(first._id)}`, email: { $ne: null } })).toBe(1);

    // An empty 호 is refused in Korean; the list uploaded again keeps the unit and adds no row.
    const empty = await assign(first._id, { dong: '101', ho: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ ho: '호를 입력해 주세요.' });
    expect((await upload(RESERVES)).body).toMatchObject({ added: 0 });
    expect(await Winner.countDocuments({ name: '예비하나' })).toBe(1);
    expect(await Winner.findById(first._id).lean()).toMatchObject({ dong: '101', ho: '1201' });
    const csv = (await agent.get('/api/admin/winners/export.csv?reason=동호 배정 확인')).text;
    expect(csv).toContain('"예비하나","010-2000-0001","84A","101","1201","예비(당첨 전환)"');
    expect(csv).toContain('"예비둘","010-2000-0002","84A","","","예비"');
  });

  it('giving a unit needs the winners desk: a counselor gets 403 and nothing changes', async () => {
    await upload(RESERVES);
    const { agent, csrf } = await admin();
    await agent.post('/api/admin/winners/promote').set('X-CSRF-Token', csrf).send({ unitType: '84A' });
    const id = String((await Winner.findOne({ name: '예비하나' }).lean())!._id);
    await createAccount('counselor@example.com', 'counselor');
    const counselor = await signedInAs(app, 'counselor@example.com');
    const res = await counselor.agent.patch(`/api/admin/winners/${id}`).set('X-CSRF-Token', counselor.csrfToken).send({ dong: '102', ho: '304' });
    expect(res.status).toBe(403);
    expect(await Winner.findById(id).lean()).not.toHaveProperty('dong');
  });
});

describe('documents and contract slots', () => {
  it('only a listed winner books them; a stranger and a wrong name get the same neutral 403; a reserve only once called up', async () => {
    await upload();
    const contract = await openSlot('contract');
    const listed = await book(contract, '김당첨', '010 1111 2222');
    expect(listed.status).toBe(201);
    const stranger = await book(contract, '홍길동', '010-4444-5555');
    const wrongName = await book(contract, '김다른', '010-3333-4444');
    expect(stranger.status).toBe(403);
    expect(wrongName.status).toBe(403);
    expect(stranger.body).toEqual(wrongName.body);
    expect(stranger.body.error).toBe(WINNER_MESSAGES.notListed);
    // Without a verified phone, not even a listed winner books.
    const unverified = await request(app).post('/api/visits').send({ slotId: contract, name: '이당첨', phone: '010-3333-4444', party: 1, consent: true });
    expect(unverified.status).toBe(403);
    expect(unverified.body.error).toBe('휴대폰 인증이 필요합니다');

    const reserve = await book(contract, '최예비', '010-7777-8888');
    expect(reserve.status).toBe(403);
    expect(reserve.body).toEqual(stranger.body);
    const { agent, csrf } = await admin();
    const promoted = await agent.post('/api/admin/winners/promote').set('X-CSRF-Token', csrf).send({ unitType: '84A' });
    expect(promoted.body.winner).toMatchObject({ name: '최예비', reserveOrder: 1 });
    expect((await book(contract, '최예비', '010-7777-8888')).status).toBe(201);
    expect((await agent.post('/api/admin/winners/promote').set('X-CSRF-Token', csrf).send({ unitType: '84A' })).status).toBe(409);

    // Not a sales lead, and the desk sees who booked what.
    expect(await Lead.countDocuments()).toBe(0);
    const list = (await agent.get('/api/admin/winners')).body.items as { name: string; contract: { state: string } }[];
    expect(list.find((w) => w.name === '김당첨')!.contract.state).toBe('booked');
    expect(list.find((w) => w.name === '이당첨')!.contract.state).toBe('none');
    const confirmation = await OutboxMessage.findOne({ kind: 'visit-confirmed', to: '010-1111-2222' }).lean();
    expect(confirmation!.text).toContain('계약 방문 예약이 확정되었습니다');
    // The link to what a winner brings is tagged, so the visits it brings count as 문자 under the text's kind.
    expect(confirmation!.text).toContain('/winner?utm_source=sms&utm_medium=sms&utm_campaign=winner-visit-confirmed');
    const reminder = await OutboxMessage.findOne({ kind: 'visit-reminder', to: '010-1111-2222' }).lean();
    expect(reminder!.text).toContain('/winner?utm_source=sms&utm_medium=sms&utm_campaign=winner-visit-reminder');
  });

  it('a winner ruled ineligible (부적격) can no longer book', async () => {
    await upload();
    const documents = await openSlot('documents');
    const { agent, csrf } = await admin();
    const w = (await Winner.findOne({ name: '이당첨' }).lean())!;
    expect((await agent.patch(`/api/admin/winners/${w._id}`).set('X-CSRF-Token', csrf).send({ ineligible: true })).status).toBe(200);
    expect((await book(documents, '이당첨', '010-3333-4444')).status).toBe(403);
  });

  it('model-house visit lists never show them, and ?kind= lists only that kind', async () => {
    await openSlot('visit', '10:00');
    await openSlot('documents', '10:00');
    await openSlot('contract', '11:00');
    const starts = async (q: string) => ((await request(app).get(`/api/visits/slots?days=7${q}`)).body.days as { slots: { start: string }[] }[]).flatMap((d) => d.slots.map((s) => s.start));
    expect(await starts('')).toEqual(['10:00']);
    expect(await starts('&kind=contract')).toEqual(['11:00']);
    expect(await starts('&kind=documents')).toEqual(['10:00']);
    expect((await request(app).get('/api/visits/slots?kind=other')).status).toBe(400);
    // Anyone may still book a model-house visit.
    const visit = String((await VisitSlot.findOne({ kind: 'visit' }).lean())!._id);
    expect((await book(visit, '홍길동', '010-4444-5555')).status).toBe(201);
  });
});

describe('notifying winners', () => {
  it('pressing notify twice queues one text per winner who has not booked; reserves get nothing until called up', async () => {
    await upload();
    const { agent, csrf } = await admin();
    const first = await agent.post('/api/admin/winners/notify').set('X-CSRF-Token', csrf).send({ round: 'documents' });
    expect(first.body).toEqual({ queued: 2 });
    const second = await agent.post('/api/admin/winners/notify').set('X-CSRF-Token', csrf).send({ round: 'documents' });
    expect(second.body).toEqual({ queued: 0 });
    const texts = await OutboxMessage.find({ kind: 'winner-notice' }).lean();
    expect(texts.map((t) => t.to).sort()).toEqual(['010-1111-2222', '010-3333-4444']);
    expect(texts[0]!.text).toContain('/winner');
    expect(texts[0]!.alimtalk?.templateCode).toBe('HL_WINNER_NOTICE');

    await agent.post('/api/admin/winners/promote').set('X-CSRF-Token', csrf).send({ unitType: '84A' });
    expect((await agent.post('/api/admin/winners/notify').set('X-CSRF-Token', csrf).send({ round: 'documents' })).body).toEqual({ queued: 1 });
  });
});

describe('exporting the list', () => {
  it('needs a reason, and the download is in the access record with its reason and row count', async () => {
    await upload();
    const { agent } = await admin();
    expect((await agent.get('/api/admin/winners/export.csv')).status).toBe(400);
    const res = await agent.get('/api/admin/winners/export.csv?reason=계약 준비');
    expect(res.status).toBe(200);
    expect(res.text.startsWith('\uFEFF"이름","연락처","주택형"')).toBe(true);
    expect(res.text).toContain('김당첨');
    const rows = res.text.trim().split(/\r?\n/).length - 1;
    const entry = await AccessEntry.findOne({ action: 'export', subject: 'winners.csv' }).lean<{ reason?: string; count?: number; email?: string }>();
    expect(entry).toMatchObject({ reason: '계약 준비', count: rows });
    expect(entry?.email).toBeTruthy();
  });

  it('a name a spreadsheet would run as a formula is written as text', async () => {
    const list = ['이름,연락처,주택형,동,호,구분', '"=HYPERLINK(""http://evil.example"",""열기"")",010-3000-0001,84A,101,101,당첨', '@SUM(A1),010-3000-0002,84A,,,예비'].join('\r\n');
    expect((await upload(list)).body.added).toBe(2);
    // A list edited by hand can hold what an upload trims away: a tab or carriage return first.
    const stored = await Winner.findOne({ phone: '010-3000-0001' }).lean();
    const { _id, ...rest } = stored!;
    void _id;
    await Winner.create({ ...rest, phone: '010-3000-0003', name: '\t=1+1', dong: '102' });
    await Winner.create({ ...rest, phone: '010-3000-0004', name: '\r-2+3', dong: '103' });
    const { agent } = await admin();
    const res = await agent.get('/api/admin/winners/export.csv?reason=수식 확인');
    expect(res.status).toBe(200);
    const cells = parse(res.text, { bom: true }).flat();
    expect(cells).toContain(`'=HYPERLINK("http://evil.example","열기")`);
    expect(cells).toContain("'@SUM(A1)");
    expect(cells).toContain("'\t=1+1");
    expect(cells).toContain("'\r-2+3");
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
  });
});

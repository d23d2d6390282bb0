/**
 * 하자 접수: a contract holder files a defect with photos on /my; the photos are private (signed links
 * that expire, opened only by that contract's holders and the desk, no EXIF or location, never
 * cached); the desk moves it 접수 → 배정 → 처리 중 → 처리 완료 and the buyer confirms or reopens it;
 * the buyer is texted at 배정 and 처리 완료, once each; a contractor account sees only its own.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { clearDb, testApp, testDb } from './helpers/app';
import { capturedLog } from './helpers/log-lines';
import { createAccount, signedInAs } from './helpers/admin';
import { testClock } from './helpers/consent';
import { BUYER, buyerAgent, makeContract } from './helpers/my';
import { jpegWithGps } from './helpers/media-files';
import { outboxFor } from '../server/app';
import { loadConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { OutboxMessage } from '../server/outbox/model';
import { AccessEntry } from '../server/access-log/model';
import { Defect } from '../server/defects/model';
import { DefectCompany } from '../server/defects/companies';
import { scrubUrl } from '../server/http/log-scrub';
import { menuFor } from '../shared/desk-menu';
import { can, homeFor, PERMISSIONS, type Permission } from '../shared/permissions';

const clock = testClock('2027-09-01T10:00:00+09:00');
const outbox = outboxFor(loadConfig({ NODE_ENV: 'test' }), createLogger('silent'), clock.now);
const { app } = testApp({ LEAD_RATE_LIMIT: '1000' }, { outbox, now: clock.now });
const NEIGHBOUR = { phone: '010-5555-6666', dong: '102', ho: '501' };

// A second app on the same database whose log is kept line by line (debug: every request is logged).
const { lines: logLines, log } = capturedLog();
const logged = testApp({ LEAD_RATE_LIMIT: '1000' }, { log, outbox, now: clock.now });

type Agent = ReturnType<typeof request.agent>;
interface Row { id: string; state: string; stateLabel: string; assignee: string | null; reopenReason: string | null; photos: { url: string; expiresAt: string }[]; history: { state: string; by: string; note: string }[] }

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  clock.set('2027-09-01T10:00:00+09:00');
  // The 협력업체 the desk keeps without an account (a defect is assigned only to a registered one).
  for (const name of ['한빛도배', '대성타일']) await DefectCompany.create({ name, createdAt: clock.now(), createdBy: 'test' });
});
afterAll(() => outbox.stop());

/** The buyer of 101-1203 files a defect in 거실 with the given photos. */
async function file(agent: Agent, contractId: string, photos: Buffer[], fields: Record<string, string> = {}) {
  let r = agent.post('/api/my/defects').field('contractId', contractId).field('room', fields.room ?? '거실').field('kind', fields.kind ?? '도배').field('text', fields.text ?? '거실 창 쪽 벽지가 들떠 있습니다.');
  photos.forEach((p, i) => (r = r.attach('photos', p, { filename: `IMG_${i}.jpg`, contentType: 'image/jpeg' })));
  return r;
}

async function myDefects(agent: Agent): Promise<Row[]> {
  const res = await agent.get('/api/my/defects');
  expect(res.status).toBe(200);
  return res.body.defects as Row[];
}

async function desk(role: 'manager' | 'counselor' | 'contractor', email = `${role}@example.com`, name?: string) {
  const id = await createAccount(email, role, name ? { name } : {});
  const { agent, csrfToken } = await signedInAs(app, email);
  return { id, agent, csrfToken, patch: (path: string, body: object) => agent.patch(path).set('X-CSRF-Token', csrfToken).send(body) };
}

const texts = (kind: string) => OutboxMessage.find({ kind }).lean();

describe('filing a defect on /my', () => {
  it('takes the room, kind, text and photos (201 {id}) and lists it with the unit type’s rooms', async () => {
    const contractId = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    const res = await file(buyer, contractId, [await jpegWithGps(), await jpegWithGps(640, 480)]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const list = await buyer.get('/api/my/defects');
    expect(list.body.contracts).toEqual([{ id: contractId, dong: '101', ho: '1203', unitType: '84A', rooms: ['거실', '주방', '침실 1', '침실 2', '침실 3', '욕실 1', '욕실 2', '발코니', '현관', '기타'] }]);
    const [row] = list.body.defects as Row[];
    expect(row).toMatchObject({ id: res.body.id, state: 'received', stateLabel: '접수', assignee: null });
    expect(row!.photos).toHaveLength(2);
    expect(row!.history).toEqual([expect.objectContaining({ state: 'received', by: '계약자' })]);
  });

  it('refuses a room the unit does not have, a sixth photo and a file that is not a picture, in Korean', async () => {
    const contractId = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    const room = await file(buyer, contractId, [], { room: '침실 5' });
    expect(room.status).toBe(400);
    expect(room.body.error).toBe('하자 위치(공간)를 목록에서 골라 주세요.');
    const photo = await jpegWithGps(200, 150);
    const six = await file(buyer, contractId, [photo, photo, photo, photo, photo, photo]);
    expect(six.status).toBe(400);
    expect(six.body.error).toBe('사진은 한 건에 5장까지 올릴 수 있습니다.');
    const html = await file(buyer, contractId, [Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(html.status).toBe(415);
    expect(html.body.error).toBe('사진은 JPEG, PNG, WebP, AVIF 이미지로 올려 주세요.');
    expect(await Defect.countDocuments()).toBe(0);
  });

  it('answers 404 for another holder’s contract, and asks a visitor to sign in', async () => {
    await makeContract(clock.now());
    const other = await makeContract(clock.now(), { dong: NEIGHBOUR.dong, ho: NEIGHBOUR.ho, holders: [{ name: '박이웃', phone: NEIGHBOUR.phone }] });
    const buyer = await buyerAgent(app, clock.now());
    const refused = await file(buyer, other, []);
    expect([refused.status, refused.body.error]).toEqual([404, '계약을 찾을 수 없습니다.']);
    expect((await request(app).get('/api/my/defects')).status).toBe(401);
  });
});

describe('a defect photo', () => {
  it('is not guessable, opens for its holder and the desk only, expires, keeps no EXIF or location, and is never cached', async () => {
    const contractId = await makeContract(clock.now());
    await makeContract(clock.now(), { dong: NEIGHBOUR.dong, ho: NEIGHBOUR.ho, holders: [{ name: '박이웃', phone: NEIGHBOUR.phone }] });
    const buyer = await buyerAgent(app, clock.now());
    const upload = await jpegWithGps(2400, 1600);
    expect((await sharp(upload).metadata()).exif).toBeDefined(); // the upload carries GPS
    expect((await file(buyer, contractId, [upload, upload])).status).toBe(201);
    const [row] = await myDefects(buyer);
    const [a, b] = row!.photos.map((p) => p.url);

    // Not guessable: a random 128-bit id per photo (two uploads of the same bytes differ), signed.
    const parts = /^\/api\/defect-photos\/([\w-]{22})\.(\d+)\.([\w-]{43})$/.exec(a!);
    expect(parts).not.toBeNull();
    expect(b!.split('.')[0]).not.toBe(a!.split('.')[0]);
    expect(a).not.toContain(contractId);
    expect(Date.parse(row!.photos[0]!.expiresAt) - clock.now().getTime()).toBe(10 * 60_000);

    const own = await buyer.get(a!);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(own.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect((own.body as Buffer).includes(Buffer.from('GPS'))).toBe(false);
    expect(meta.width).toBe(1600); // resized

    const neighbour = await buyerAgent(app, clock.now(), NEIGHBOUR);
    const denied = [await neighbour.get(a!), await request(app).get(a!), await (await desk('counselor')).agent.get(a!)];
    for (const res of denied) {
      expect(res.status).toBe(403);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body.error).toMatch(/권한이 없거나 링크의 유효 시간이 지났습니다/);
    }
    // A changed signature, another photo's signature, a later expiry: all 403.
    const [id, exp, sig] = a!.slice('/api/defect-photos/'.length).split('.');
    const [, , sigB] = b!.slice('/api/defect-photos/'.length).split('.');
    // The first character changed (every bit of it counts; the last one of a base64url HMAC carries padding).
    const changed = `${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`;
    for (const forged of [`${id}.${exp}.${changed}`, `${id}.${exp}.${sigB}`, `${id}.${Number(exp) + 3600}.${sig}`]) {
      expect((await buyer.get(`/api/defect-photos/${forged}`)).status).toBe(403);
    }
    const manager = await desk('manager');
    expect((await manager.agent.get(a!)).status).toBe(200);

    clock.advance(10 * 60_000 + 1_000);
    expect((await buyer.get(a!)).status).toBe(403);
    expect((await manager.agent.get(a!)).status).toBe(403);
    // A fresh list gives fresh links.
    const [again] = await myDefects(buyer);
    expect((await buyer.get(again!.photos[0]!.url)).status).toBe(200);
  });

  it('never reaches a log line: opened, refused and expired, the log names only /api/defect-photos/:token', async () => {
    const contractId = await makeContract(clock.now());
    const buyer = await buyerAgent(logged.app, clock.now());
    expect((await file(buyer, contractId, [await jpegWithGps(300, 200)])).status).toBe(201);
    const [row] = await myDefects(buyer);
    const url = row!.photos[0]!.url;
    const [id, , sig] = url.slice('/api/defect-photos/'.length).split('.');
    logLines.length = 0;
    expect((await buyer.get(url)).status).toBe(200);
    expect((await request(logged.app).get(url)).status).toBe(403);
    clock.advance(11 * 60_000);
    expect((await buyer.get(url)).status).toBe(403);
    const text = logLines.join('\n');
    expect(text).toContain('/api/defect-photos/:token');
    for (const secret of [id!, sig!]) expect(text).not.toContain(secret);
  });

  it('the scrubber hides the whole link, in any letter case', () => {
    const url = '/api/defect-photos/AbCdEfGhIjKlMnOpQrStUv.1820000000.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
    expect(scrubUrl(url)).toBe('/api/defect-photos/:token');
    expect(scrubUrl(`/API/Defect-Photos/${url.split('/').pop()}?x=1`)).toBe('/API/Defect-Photos/:token?x=1');
  });

  it('is not in the media library', async () => {
    const contractId = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    expect((await file(buyer, contractId, [await jpegWithGps(300, 200)])).status).toBe(201);
    const manager = await desk('manager');
    const media = await manager.agent.get('/api/admin/media');
    expect(media.status).toBe(200);
    expect(JSON.stringify(media.body)).not.toMatch(/IMG_0|defect/i);
  });
});

describe('the flow 접수 → 배정 → 처리 중 → 처리 완료 → 확인', () => {
  it('goes to 확인 with the buyer’s two texts queued once each, and every step keeps who, when and a note', async () => {
    const contractId = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    const { body } = await file(buyer, contractId, []);
    const path = `/api/admin/defects/${body.id}`;
    const manager = await desk('manager', 'manager@example.com', '이팀장');

    const refused = await manager.patch(path, { state: 'done', note: '바로 완료' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('‘접수’ 단계의 하자는 ‘처리 완료’(으)로 바꿀 수 없습니다.');

    expect((await manager.patch(path, { state: 'assigned', assignee: '한빛도배', note: '도배 협력업체 배정' })).status).toBe(200);
    // Assigning again (another trade, or a second click) is a step of its own but texts nothing more.
    expect((await manager.patch(path, { state: '배정', assignee: '한빛도배', note: '다시' })).status).toBe(200);
    expect((await manager.patch(path, { state: 'in-progress', note: '9/3 방문 시공' })).status).toBe(200);
    expect((await manager.patch(path, { state: 'in-progress', note: '또' })).status).toBe(409);
    const done = await manager.patch(path, { state: 'done', note: '벽지 재시공 완료' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'done', stateLabel: '처리 완료', assignee: '한빛도배' });
    expect((await buyer.post(`/api/my/defects/${body.id}/confirm`).send({ note: '확인했습니다' })).status).toBe(200);
    expect((await manager.patch(path, { state: 'done', note: '다시 완료' })).status).toBe(409);

    const [row] = await myDefects(buyer);
    expect(row).toMatchObject({ state: 'confirmed', stateLabel: '확인' });
    expect(row!.history.map((h) => [h.state, h.by, h.note])).toEqual([
      ['received', '계약자', ''],
      ['assigned', '이팀장', '도배 협력업체 배정'],
      ['assigned', '이팀장', '다시'],
      ['in-progress', '이팀장', '9/3 방문 시공'],
      ['done', '이팀장', '벽지 재시공 완료'],
      ['confirmed', '계약자', '확인했습니다'],
    ]);
    const assigned = await texts('defect-assigned');
    const finished = await texts('defect-done');
    expect(assigned).toHaveLength(1);
    expect(finished).toHaveLength(1);
    expect(assigned[0]).toMatchObject({ to: BUYER.phone, channel: 'sms' });
    expect(assigned[0]!.text).toContain('101동 1203호');
    expect(assigned[0]!.text).toContain('담당: 한빛도배');
    expect(finished[0]!.text).toContain('처리가 완료되었습니다');
  });

  it('a reopened defect returns to 배정 with its reason kept, and its next 처리 완료 is texted once more', async () => {
    const contractId = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    const { body } = await file(buyer, contractId, [], { room: '욕실 1', kind: '타일', text: '욕실 바닥 타일에 금이 갔습니다.' });
    const path = `/api/admin/defects/${body.id}`;
    const manager = await desk('manager');
    // Only a finished defect can be reopened or confirmed.
    expect((await buyer.post(`/api/my/defects/${body.id}/reopen`).send({ reason: '아직 안 됨' })).status).toBe(409);
    for (const step of [{ state: 'assigned', assignee: '대성타일' }, { state: 'in-progress' }, { state: 'done' }]) expect((await manager.patch(path, { ...step, note: '' })).status).toBe(200);

    expect((await buyer.post(`/api/my/defects/${body.id}/reopen`).send({})).status).toBe(400);
    const reopened = await buyer.post(`/api/my/defects/${body.id}/reopen`).send({ reason: '줄눈 색이 다르게 시공되었습니다.' });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ state: 'assigned', stateLabel: '배정', assignee: '대성타일', reopenReason: '줄눈 색이 다르게 시공되었습니다.' });
    expect(reopened.body.history.at(-1)).toMatchObject({ state: 'assigned', by: '계약자', note: '줄눈 색이 다르게 시공되었습니다.' });

    expect((await manager.patch(path, { state: 'in-progress', note: '' })).status).toBe(200);
    expect((await manager.patch(path, { state: 'done', note: '줄눈 재시공' })).status).toBe(200);
    const [row] = await myDefects(buyer);
    expect(row).toMatchObject({ state: 'done', reopenReason: '줄눈 색이 다르게 시공되었습니다.' });
    expect(await texts('defect-assigned')).toHaveLength(1);
    expect(await texts('defect-done')).toHaveLength(2);
  });

  it('two desks moving the same defect at once: one wins, the other hears 409 in Korean', async () => {
    const contractId = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    const { body } = await file(buyer, contractId, []);
    const manager = await desk('manager');
    const other = await desk('manager', 'other-manager@example.com');
    const path = `/api/admin/defects/${body.id}`;
    expect((await manager.patch(path, { state: 'assigned', assignee: '한빛도배', note: '' })).status).toBe(200);
    // Whether the two reads meet or follow each other, exactly one 처리 중 is kept.
    const answers = await Promise.all([manager.patch(path, { state: 'in-progress', note: '오전 방문' }), other.patch(path, { state: 'in-progress', note: '오후 방문' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toMatch(/^(다른 분이 먼저 이 하자의 처리 단계를 바꾸었습니다|‘처리 중’ 단계의 하자는 ‘처리 중’\(으\)로 바꿀 수 없습니다)/);
    const [row] = await myDefects(buyer);
    expect(row!.history.filter((h) => h.state === 'in-progress')).toHaveLength(1);
  });

  it('a step taken at night is texted at 08:00 Korea time', async () => {
    const contractId = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    const { body } = await file(buyer, contractId, []);
    const manager = await desk('manager');
    clock.set('2027-09-01T22:30:00+09:00');
    expect((await manager.patch(`/api/admin/defects/${body.id}`, { state: 'assigned', assignee: '한빛도배', note: '' })).status).toBe(200);
    const [text] = await texts('defect-assigned');
    expect(text!.nextAttemptAt!.toISOString()).toBe(new Date('2027-09-02T08:00:00+09:00').toISOString());
  });

  it('the desk files one on a buyer’s behalf by 동·호; the contract’s holder sees it and opens its photo', async () => {
    await makeContract(clock.now());
    const manager = await desk('manager', 'manager@example.com', '이팀장');
    const res = await manager.agent.post('/api/admin/defects').set('X-CSRF-Token', manager.csrfToken).field('dong', '101동').field('ho', '1203').field('room', '주방').field('kind', '가구').field('text', '상부장 문이 닫히지 않습니다.').attach('photos', await jpegWithGps(300, 200), 'a.jpg');
    expect([res.status, res.body.error]).toEqual([201, undefined]);
    const buyer = await buyerAgent(app, clock.now());
    const [row] = await myDefects(buyer);
    expect(row).toMatchObject({ id: res.body.id, state: 'received' });
    expect(row!.history[0]).toMatchObject({ by: '이팀장', note: '계약자 대신 접수' });
    expect((await buyer.get(row!.photos[0]!.url)).status).toBe(200);
  });
});

describe('the defect desk', () => {
  it('lists open defects oldest first with counts by kind and 동, records the view, and filters by state, 동 and kind', async () => {
    const c1 = await makeContract(clock.now());
    const c2 = await makeContract(clock.now(), { dong: NEIGHBOUR.dong, ho: NEIGHBOUR.ho, holders: [{ name: '박이웃', phone: NEIGHBOUR.phone }] });
    // A buyer's session lasts two hours at most: each day's filing signs in again.
    const first = (await file(await buyerAgent(app, clock.now()), c1, [], { kind: '도배' })).body.id as string;
    clock.advance(86_400_000);
    // A room typed without its space is the list's room.
    const second = (await file(await buyerAgent(app, clock.now(), NEIGHBOUR), c2, [], { kind: '타일', room: '욕실2' })).body.id as string;
    clock.advance(86_400_000);
    const third = (await file(await buyerAgent(app, clock.now()), c1, [], { kind: '도배', room: '주방' })).body.id as string;
    const manager = await desk('manager');
    // The first is finished and confirmed: it goes to the end.
    for (const step of [{ state: 'assigned', assignee: '한빛도배' }, { state: 'in-progress' }, { state: 'done' }, { state: 'confirmed' }]) await manager.patch(`/api/admin/defects/${first}`, { ...step, note: '' });

    const list = await manager.agent.get('/api/admin/defects');
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r: Row) => r.id)).toEqual([second, third, first]);
    expect(list.body.rows[0]).toMatchObject({ dong: '102', ho: '501', room: '욕실 2', ageDays: 1 });
    expect(list.body.counts.byKind).toEqual([{ kind: '도배', open: 1, total: 2 }, { kind: '타일', open: 1, total: 1 }]);
    expect(list.body.counts.byDong).toEqual([{ dong: '101', open: 1, total: 2 }, { dong: '102', open: 1, total: 1 }]);
    expect(await AccessEntry.countDocuments({ action: 'view', subject: /^defects/ })).toBe(1);

    expect((await manager.agent.get('/api/admin/defects?state=접수&dong=101&kind=도배')).body.rows.map((r: Row) => r.id)).toEqual([third]);
    expect((await manager.agent.get('/api/admin/defects?state=received')).body.total).toBe(2);
    expect((await manager.agent.get(`/api/admin/defects?state=${encodeURIComponent('처리완료')}`)).body.total).toBe(0);
    expect((await manager.agent.get('/api/admin/defects?state=nonsense')).status).toBe(400);
    expect((await (await desk('counselor')).agent.get('/api/admin/defects')).status).toBe(403);
  });

  it('a contractor account sees, moves and exports only what is assigned to it', async () => {
    const c1 = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    const mine = (await file(buyer, c1, [await jpegWithGps(300, 200)])).body.id as string;
    const others = (await file(buyer, c1, [await jpegWithGps(300, 200)], { kind: '타일', room: '욕실 1' })).body.id as string;
    const manager = await desk('manager');
    const contractor = await desk('contractor', 'hanbit@example.com', '한빛도배');
    // Picked by account id (the desk's list offers contractor accounts), or a registered company.
    expect((await manager.patch(`/api/admin/defects/${mine}`, { state: 'assigned', assignee: contractor.id, note: '' })).body.assignee).toBe('한빛도배');
    expect((await manager.patch(`/api/admin/defects/${others}`, { state: 'assigned', assignee: '대성타일', note: '' })).status).toBe(200);
    expect((await manager.agent.get('/api/admin/defects')).body.contractors).toMatchObject([{ id: `account:${contractor.id}`, name: '한빛도배', hasAccount: true }, { name: '대성타일', hasAccount: false }, { name: '한빛도배', hasAccount: false }]);

    const list = await contractor.agent.get('/api/admin/defects');
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r: Row) => r.id)).toEqual([mine]);
    expect(list.body.total).toBe(1);
    expect(list.body.counts.byKind).toEqual([{ kind: '도배', open: 1, total: 1 }]);
    expect((await contractor.agent.get(list.body.rows[0].photos[0].url)).status).toBe(200);
    const othersPhoto = (await manager.agent.get('/api/admin/defects')).body.rows.find((r: Row) => r.id === others).photos[0].url as string;
    expect((await contractor.agent.get(othersPhoto)).status).toBe(403);

    expect((await contractor.patch(`/api/admin/defects/${others}`, { state: 'in-progress', note: '' })).status).toBe(404);
    expect((await contractor.patch(`/api/admin/defects/${mine}`, { state: 'assigned', assignee: '다른 업체', note: '' })).status).toBe(403);
    expect((await contractor.patch(`/api/admin/defects/${mine}`, { state: 'in-progress', note: '내일 방문' })).status).toBe(200);
    const csv = await contractor.agent.get(`/api/admin/defects.csv?reason=${encodeURIComponent('시공 일정표')}`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('한빛도배');
    expect(csv.text).not.toContain('대성타일');
    expect(csv.text).toMatch(/https?:\/\/[^"]+\/api\/defect-photos\/[\w-]{22}\.\d+\.[\w-]{43}/);
    expect(await AccessEntry.countDocuments({ action: 'export', subject: /^defects\.csv/, reason: '시공 일정표' })).toBe(1);
    expect((await contractor.agent.get('/api/admin/defects.csv')).status).toBe(400);

    // Nothing else at the desk: no lead, visit, contract or account page, and no menu entry but its defects.
    for (const path of ['/api/admin/leads', '/api/admin/visits', '/api/admin/today', '/api/admin/messages', '/api/admin/accounts']) {
      expect((await contractor.agent.get(path)).status, path).toBe(403);
    }
    expect(homeFor('contractor')).toBe('/admin/defects');
    expect(menuFor('contractor').map((m) => m.href)).toEqual(['/admin/defects']);
    const granted = (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can('contractor', p));
    expect(granted).toEqual(['defects.assigned']);
  });
});

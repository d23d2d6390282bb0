/**
 * The contract ledger desk: the 시행사's ledger imported as CSV (UTF-8 or EUC-KR give the same
 * contracts; 동/호 is the key, so a re-import updates and never duplicates; more rows of a 동/호 are
 * 공동명의; each rejected row named with its line and a Korean reason), the list and one contract,
 * a counselor's view without any money, and every view in the access record.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import request from 'supertest';
import { clearDb, filledStamp, html, testApp, testDb } from './helpers/app';
import { createAccount, createAdmin, deskClient, signedIn, signedInAs } from './helpers/admin';
import { testClock } from './helpers/consent';
import { Contract, ContractChange } from '../server/contracts/model';
import { AccessEntry } from '../server/access-log/model';
import { Lead } from '../server/leads/model';
import { siteConfig } from '../shared/site.config';
import { LIFE_MESSAGES } from '../shared/contract-life';

const clock = testClock('2027-01-10T10:00:00+09:00');
const { app } = testApp({}, { now: clock.now });

const LEDGER = [
  '동,호,계약자,연락처,계약일,분양가,가상계좌',
  '101,1201,김계약,010-1111-2222,2027-01-05,"538,670,000",562-910-00012345',
  '101,1201,이공동,01033334444,2027-01-05,538670000,562-910-00012345',
  '101동,201호,박단독,010 5555 6666,2027.1.6,512345000원,562-910-00054321',
  '102,803,,010-7777-8888,2027-01-05,535420000,',
  '102,804,최오류,02-12,2027-01-05,535420000,',
  '102,805,정날짜,010-9999-0000,2027-13-40,535420000,',
  '102,806,한가격,010-1212-3434,2027-01-05,오억,',
  '101,1201,김계약,010-1111-2222,2027-01-05,538670000,',
].join('\r\n');

type Desk = Awaited<ReturnType<typeof deskClient>>;
let desk: Desk;

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  await createAdmin();
  clock.set('2027-01-10T10:00:00+09:00');
  desk = await deskClient(app);
});

const importJson = (csv: string) => desk.post('/api/admin/contracts/import', { csv });

/** Every stored contract as the desk would compare two imports (no ids or times). */
async function ledger() {
  const docs = await Contract.find({}).sort({ unitKey: 1 }).lean();
  return docs.map((c) => ({ unit: c.unitKey, holders: c.holders, date: c.contractDate, price: c.price, account: c.account, instalments: c.instalments }));
}

describe('importing the contract ledger', () => {
  it('stores a contract per 동/호 with its joint holders and its own instalments, and names each rejected line in Korean', async () => {
    const res = await importJson(LEDGER);
    expect(res.status).toBe(201);
    expect(res.body.added).toBe(2);
    expect(res.body.updated).toBe(0);
    expect(res.body.rejected).toEqual([
      { line: 5, reason: '계약자 이름이 비어 있습니다.' },
      { line: 6, reason: '연락처(02-12)가 올바른 전화번호가 아닙니다.' },
      { line: 7, reason: '계약일(2027-13-40)을 2027-01-05 형식의 날짜로 적어 주세요.' },
      { line: 8, reason: '분양가(오억)를 원 단위 숫자로 적어 주세요.' },
      { line: 9, reason: '같은 동·호(101동 1201호)에 같은 연락처의 계약자가 위에 이미 있습니다.' },
    ]);
    const joint = (await Contract.findOne({ unitKey: '101-1201' }).lean())!;
    expect(joint.holders).toEqual([
      { name: '김계약', phone: '010-1111-2222' },
      { name: '이공동', phone: '010-3333-4444' },
    ]);
    expect(joint.holderPhones).toEqual(['010-1111-2222', '010-3333-4444']);
    expect(joint.accountKey).toBe('56291000012345');
    // The site's plan on this contract's own price: 계약금 1차 5 % … 잔금 takes the rest, adding up exactly.
    expect(joint.instalments.map((i) => [i.key, i.amount])[0]).toEqual(['down-1', 26_933_000]);
    expect(joint.instalments.at(-1)!.key).toBe('balance');
    expect(joint.instalments.reduce((s, i) => s + i.amount, 0)).toBe(538_670_000);
    expect(joint.instalments).toHaveLength(siteConfig.pricing.plan.length);
    const single = (await Contract.findOne({ unitKey: '101-201' }).lean())!;
    expect(single).toMatchObject({ dong: '101', ho: '201', contractDate: '2027-01-06', price: 512_345_000 });
  });

  it('reads the same file saved in EUC-KR (posted as the file itself) to the same contracts and the same answer', async () => {
    const utf8 = await importJson(LEDGER);
    const fromUtf8 = await ledger();
    await Contract.deleteMany({});
    const { agent, csrfToken } = await signedIn(app);
    const postFile = (bytes: Buffer) => agent.post('/api/admin/contracts/import').set('X-CSRF-Token', csrfToken).set('Content-Type', 'text/csv').send(bytes);
    const euc = await postFile(iconv.encode(LEDGER, 'euc-kr'));
    expect(euc.status).toBe(201);
    expect(euc.body).toEqual(utf8.body);
    expect(await ledger()).toEqual(fromUtf8);
    // The UTF-8 file itself (with its BOM) reads the same too.
    await Contract.deleteMany({});
    const raw = await postFile(Buffer.from('\uFEFF' + LEDGER, 'utf8'));
    expect(raw.body).toEqual(utf8.body);
    expect(await ledger()).toEqual(fromUtf8);
  });

  it('a re-import of the same file changes nothing, and a changed file updates the contract in place, each change in its history in words', async () => {
    await importJson(LEDGER);
    const again = await importJson(LEDGER);
    expect(again.body).toMatchObject({ added: 0, updated: 0 });
    expect(await Contract.countDocuments()).toBe(2);

    // Stored before contracts had a surplus: updated all the same.
    await Contract.collection.updateOne({ unitKey: '101-1201' }, { $unset: { surplus: 1 } });
    clock.set('2027-01-20T15:00:00+09:00');
    // Other holders are a 명의변경 (issue 64): the row is refused with words, nothing of the unit changes.
    const handedOver = ['동,호,계약자,연락처,계약일,분양가,가상계좌', '101,1201,김계약,010-1111-2222,2027-01-05,540000000,562-910-00012345'].join('\n');
    expect((await importJson(handedOver)).body).toEqual({ added: 0, updated: 0, rejected: [{ line: 2, reason: LIFE_MESSAGES.unitHasLive('101', '1201') }] });
    const changed = ['동,호,계약자,연락처,계약일,분양가,가상계좌', '101,1201,김계약,010-1111-2222,2027-01-05,540000000,562-910-00012345', '101,1201,이공동,010-3333-4444,2027-01-05,540000000,'].join('\n');
    const res = await importJson(changed);
    expect(res.body).toEqual({ added: 0, updated: 1, rejected: [] });
    expect(await Contract.countDocuments({ unitKey: '101-1201' })).toBe(1);
    const c = (await Contract.findOne({ unitKey: '101-1201' }).lean())!;
    expect(c.holders).toEqual([{ name: '김계약', phone: '010-1111-2222' }, { name: '이공동', phone: '010-3333-4444' }]);
    expect(c.price).toBe(540_000_000);
    expect(c.instalments[0]).toMatchObject({ key: 'down-1', amount: 27_000_000, paid: 0 });
    expect(c.instalments.reduce((s, i) => s + i.amount, 0)).toBe(540_000_000);

    const detail = await desk.get(`/api/admin/contracts/${c._id}`);
    const latest = detail.body.history[0];
    expect(latest.at).toBe('2027-01-20T06:00:00.000Z');
    expect(latest.by).toBe('press-admin@example.com');
    expect(latest.what).toBe('계약 원장 가져오기: 계약 변경');
    expect(latest.lines).toEqual(
      expect.arrayContaining([
        '분양가 538,670,000원에서 540,000,000원으로 변경',
        '계약금 1차 납부예정액 27,000,000원으로 변경 (변경 전 26,933,000원)',
      ]),
    );
    expect(JSON.stringify(latest)).not.toMatch(/instalment|down-1|mid-1/);
    expect(await ContractChange.countDocuments({ contractId: c._id })).toBe(2);
  });

  it('a re-import at another price once money is paid is refused, naming the rows and why, and changes nothing of the unit', async () => {
    await importJson(LEDGER);
    const before = (await Contract.findOne({ unitKey: '101-1201' }).lean())!;
    const paid = before.instalments.map((i) => (i.key === 'down-1' ? { ...i, paid: 26_933_000, paidOn: '2027-01-05' } : i));
    await Contract.updateOne({ _id: before._id }, { $set: { instalments: paid } });
    const changed = ['동,호,계약자,연락처,계약일,분양가,가상계좌', '101,1201,김계약,010-1111-2222,2027-01-05,10000000,562-910-00012345', '101,1201,이공동,010-3333-4444,2027-01-05,10000000,'].join('\n');
    const res = await importJson(changed);
    const reason = "101동 1201호는 이미 납부된 금액이 있어 여기서 분양가를 바꿀 수 없습니다. 계약 상세의 '분양가 변경'을 이용해 주세요(납부액이 다시 배분되고 초과 납부액이 표시됩니다).";
    expect(res.body).toEqual({ added: 0, updated: 0, rejected: [{ line: 2, reason }, { line: 3, reason }] });
    const after = (await Contract.findOne({ unitKey: '101-1201' }).lean())!;
    expect(after.price).toBe(538_670_000);
    expect(after.instalments).toEqual(before.instalments.map((i) => (i.key === 'down-1' ? { ...i, paid: 26_933_000, paidOn: '2027-01-05' } : i)));
    // The same file at the price it has is taken (a holder's change, no price change).
    expect((await importJson(changed.replace(/10000000/g, '538670000'))).body).toEqual({ added: 0, updated: 0, rejected: [] });
  });

  it('refuses a file without the ledger columns as a whole, in Korean', async () => {
    const res = await importJson('이름,전화\n홍길동,010-1111-2222');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('첫 줄에 동, 호, 계약자, 연락처, 계약일, 분양가, 가상계좌 열이 있어야 합니다.');
  });
});

describe('reading the ledger', () => {
  it('finds a contract by 동/호, name or phone, one page at a time, and the contract shows its instalments with paid and outstanding', async () => {
    await importJson(LEDGER);
    const byUnit = await desk.get('/api/admin/contracts?q=101-1201');
    expect(byUnit.status).toBe(200);
    expect(byUnit.body.items.map((i: { ho: string }) => i.ho)).toEqual(['1201']);
    expect((await desk.get('/api/admin/contracts?q=' + encodeURIComponent('101동 201호'))).body.items.map((i: { ho: string }) => i.ho)).toEqual(['201']);
    expect((await desk.get('/api/admin/contracts?q=' + encodeURIComponent('이공동'))).body.items.map((i: { ho: string }) => i.ho)).toEqual(['1201']);
    expect((await desk.get('/api/admin/contracts?q=01055556666')).body.items.map((i: { ho: string }) => i.ho)).toEqual(['201']);
    const all = await desk.get('/api/admin/contracts?page=1');
    expect(all.body).toMatchObject({ page: 1, pages: 1, total: 2, money: true });
    // 101-201 before 101-1201: units in number order.
    expect(all.body.items.map((i: { ho: string }) => i.ho)).toEqual(['201', '1201']);
    expect(all.body.items[1]).toMatchObject({ price: 538_670_000, paid: 0, outstanding: 538_670_000 });

    const id = all.body.items[1].id;
    const detail = await desk.get(`/api/admin/contracts/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ dong: '101', ho: '1201', price: 538_670_000, account: '562-910-00012345', paid: 0, outstanding: 538_670_000 });
    expect(detail.body.instalments[0]).toMatchObject({ key: 'down-1', label: '계약금 1차', dueDate: '2027-01-05', amount: 26_933_000, paid: 0, outstanding: 26_933_000 });
    expect(detail.body.history[0]).toMatchObject({ what: '계약 원장 가져오기: 계약 등록' });
  });

  it('a counselor sees only the contracts of their own customers, with no money anywhere in the answer, and cannot import', async () => {
    const counselor = await createAccount('counselor@example.com', 'counselor');
    await createAccount('other@example.com', 'counselor');
    await importJson(LEDGER);
    const mine = (await Contract.findOne({ unitKey: '101-1201' }).lean())!;
    const theirs = (await Contract.findOne({ unitKey: '101-201' }).lean())!;
    await Contract.updateOne({ _id: mine._id }, { $set: { counselorId: counselor, options: [{ optionId: 'balcony-84A', label: '발코니 확장', price: 12_000_000, state: 'confirmed' }] } });
    const { agent, csrfToken } = await signedInAs(app, 'counselor@example.com');

    const list = await agent.get('/api/admin/contracts');
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: { ho: string }) => i.ho)).toEqual(['1201']);
    const detail = await agent.get(`/api/admin/contracts/${mine._id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.holders[0].name).toBe('김계약');
    expect(detail.body.instalments[0]).toEqual({ key: 'down-1', label: '계약금 1차', kind: 'sale', dueDate: '2027-01-05', dueText: '계약 시' });
    for (const body of [list.body, detail.body]) {
      const text = JSON.stringify(body);
      for (const key of ['price', 'amount', 'paid', 'outstanding', 'account', 'limitPercent']) expect(text).not.toContain(`"${key}"`);
      for (const money of ['538670000', '26933000', '12000000', '00012345']) expect(text).not.toContain(money);
    }
    expect((await agent.get(`/api/admin/contracts/${theirs._id}`)).status).toBe(404);
    expect((await agent.post('/api/admin/contracts/import').set('X-CSRF-Token', csrfToken).send({ csv: LEDGER })).status).toBe(403);

    // Signed in as another counselor, the first counselor's customer is not found either.
    const other = await signedInAs(app, 'other@example.com');
    expect((await other.agent.get(`/api/admin/contracts/${mine._id}`)).status).toBe(404);
    expect((await other.agent.get('/api/admin/contracts')).body.items).toEqual([]);
  });

  it('every list and every view of a contract is in the access record, searches by a pseudonym', async () => {
    await importJson(LEDGER);
    await AccessEntry.deleteMany({});
    const list = await desk.get('/api/admin/contracts?q=' + encodeURIComponent('김계약'));
    const id = list.body.items[0].id;
    await desk.get(`/api/admin/contracts/${id}`);
    await desk.get(`/api/admin/contracts/${id}`);
    // (The import's own entry, a write, is added once its answer is sent: only reads are counted here.)
    const entries = await AccessEntry.find({ action: { $in: ['search', 'view'] } }).sort({ at: 1, _id: 1 }).lean();
    expect(entries.map((e) => [e.action, e.subject.split(' ')[0]])).toEqual([
      ['search', 'contracts'],
      ['view', 'contract'],
      ['view', 'contract'],
    ]);
    expect(entries[1]!.subject).toBe(`contract ${id}`);
    expect(entries[0]!.count).toBe(1);
    expect(entries.every((e) => e.email === 'press-admin@example.com')).toBe(true);
    expect(JSON.stringify(entries)).not.toContain('김계약');
  });

  it('the desk pages show the ledger and a contract with its history, a counselor’s page without money, each read recorded', async () => {
    const counselor = await createAccount('counselor@example.com', 'counselor');
    await importJson(LEDGER);
    const c = (await Contract.findOne({ unitKey: '101-1201' }).lean())!;
    await Contract.updateOne({ _id: c._id }, { $set: { counselorId: counselor } });
    await AccessEntry.deleteMany({});
    const list = await desk.get('/admin/contracts?q=101-1201');
    expect(list.status).toBe(200);
    expect(list.text).toContain('101동 1201호');
    expect(list.text).toContain('538,670,000원');
    expect(list.text).toContain('계약 원장 가져오기');
    const page = await desk.get(`/admin/contracts/${c._id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('이공동');
    expect(page.text).toContain('계약 원장 가져오기: 계약 등록');
    expect(page.text).toContain('26,933,000원');

    const { agent } = await signedInAs(app, 'counselor@example.com');
    const theirs = await agent.get(`/admin/contracts/${c._id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.text).toContain('김계약');
    // (The page carries the site's public price table, as every page does; nothing of this contract's money.)
    expect(theirs.text).not.toMatch(/538,670,000원|26,933,000|26933000|00012345|"price"|"amount"|"paid"|"outstanding"/);
    expect((await agent.get('/admin/contracts')).text).not.toContain('계약 원장 가져오기</h2>');
    const other = (await Contract.findOne({ unitKey: '101-201' }).lean())!;
    expect((await agent.get(`/admin/contracts/${other._id}`)).status).toBe(404);
    const reads = await AccessEntry.find({ action: { $in: ['search', 'view'] } }).lean();
    expect(reads.map((e) => e.action).sort()).toEqual(['search', 'search', 'view', 'view']);
  });

  it('the ledger exports as CSV only with a reason, kept in the access record with its row count; a counselor may not export', async () => {
    await importJson(LEDGER);
    expect((await desk.get('/api/admin/contracts/export.csv')).status).toBe(400);
    await AccessEntry.deleteMany({});
    const res = await desk.get(`/api/admin/contracts/export.csv?reason=${encodeURIComponent('시행사 원장 대조')}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"동","호","주택형","계약자","연락처","계약일","분양가","가상계좌","납부","납부예정","연체","연체료","납부하실 금액(연체료 포함)","해약일"');
    expect(lines[2]).toBe('"101","1201","","김계약 / 이공동","010-1111-2222 / 010-3333-4444","2027-01-05","538670000","562-910-00012345","0","511737000","26933000","23981","26956981",""');
    const entry = (await AccessEntry.findOne({ action: 'export' }).lean())!;
    expect(entry).toMatchObject({ subject: expect.stringMatching(/^contracts\.csv/), count: 2, reason: '시행사 원장 대조' });
    await createAccount('counselor@example.com', 'counselor');
    const { agent } = await signedInAs(app, 'counselor@example.com');
    expect((await agent.get(`/api/admin/contracts/export.csv?reason=${encodeURIComponent('확인용')}`)).status).toBe(403);
  });

  it('a lead posted with a holder’s phone attaches no contract to a counselor; the desk sets the counselor, recorded with who did it', async () => {
    const counselor = await createAccount('counselor@example.com', 'counselor');
    await importJson(LEDGER);
    const c = (await Contract.findOne({ unitKey: '101-201' }).lean())!;
    // Anyone may post the public interest form with 박단독's number; the lead goes to this counselor.
    const post = await request(app).post('/api/leads').send({ type: 'visit-request', name: '아무개', phone: '010-5555-6666', message: '상담 희망', consent: true, renderedAt: filledStamp(clock.now()) });
    expect(post.status).toBe(201);
    await Lead.updateMany({}, { $set: { assignee: counselor } });
    expect((await importJson(LEDGER)).body).toMatchObject({ added: 0, updated: 0 });
    expect((await Contract.findById(c._id).lean())!.counselorId).toBeUndefined();
    const { agent } = await signedInAs(app, 'counselor@example.com');
    expect((await agent.get('/api/admin/contracts')).body.items).toEqual([]);
    expect((await agent.get(`/api/admin/contracts/${c._id}`)).status).toBe(404);

    // The desk (a manager or the owner) sets it; a counselor may not.
    const { csrfToken } = await agent.get('/api/auth/session').then((r) => r.body as { csrfToken: string });
    expect((await agent.put(`/api/admin/contracts/${c._id}/counselor`).set('X-CSRF-Token', csrfToken).send({ counselorId: counselor })).status).toBe(403);
    expect((await desk.put(`/api/admin/contracts/${c._id}/counselor`, { counselorId: '65f000000000000000000000' })).body.error).toBe('담당 상담사로 지정할 수 있는 계정이 아닙니다.');
    clock.set('2027-01-11T09:00:00+09:00');
    const set = await desk.put(`/api/admin/contracts/${c._id}/counselor`, { counselorId: counselor });
    expect(set.status).toBe(200);
    expect((await agent.get('/api/admin/contracts')).body.items.map((i: { ho: string }) => i.ho)).toEqual(['201']);
    const history = (await desk.get(`/api/admin/contracts/${c._id}`)).body.history;
    expect(history[0]).toMatchObject({ by: 'press-admin@example.com', what: '담당 상담사 지정', lines: ['담당 상담사: 없음 → counselor'] });
    // A later import keeps the desk's choice.
    await importJson(LEDGER);
    expect(String((await Contract.findById(c._id).lean())!.counselorId)).toBe(counselor);
  });

  it('desk routes need a signed-in account and CSRF on the import', async () => {
    expect((await request(app).get('/api/admin/contracts')).status).toBe(401);
    const { agent } = await signedInAs(app, 'press-admin@example.com');
    expect((await agent.post('/api/admin/contracts/import').send({ csv: LEDGER })).status).toBe(403);
  });
});

describe('the privacy policy', () => {
  it('has a section on contract holders: items, purpose, the contract as legal basis (not consent) and how long records are kept', async () => {
    const page = html((await request(app).get('/privacy')).text);
    const section = page.querySelector('#privacy-contracts')!;
    expect(section.querySelector('h2, h3')!.text).toContain('분양계약자의 개인정보');
    const text = section.text.replace(/\s+/g, ' ');
    for (const fact of [
      '동의가 아니라 계약의 이행을 위하여',
      '항목: 계약자 이름과 휴대폰 번호, 계약 세대(동·호)',
      '납부 계좌(가상계좌)',
      '목적: 분양대금(계약금·중도금·잔금) 납부 안내와 확인',
      '개인정보 보호법 제15조 제1항 제4호',
      '상법 제33조와 국세기본법 제85조의3',
      '10년간 다른 정보와 분리하여 보관',
      '지체 없이 파기',
    ]) expect(text).toContain(fact);
  });
});

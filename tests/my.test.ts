/**
 * The contract holder's page (/my): sign-in with a verified phone and the unit's 동/호 (one answer for
 * every wrong one, limited attempts), a session of its own, payments with late charges to the day in
 * Korea time, the 납부확인서 PDF, and options within the desk's period.
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import request from 'supertest';
import mongoose from 'mongoose';
import { pdfFirstPageText, receiptPdf } from './helpers/pdf';
import { parse as parseDisposition } from 'content-disposition';
import { createAccount, createAdmin, deskClient, signedInAs } from './helpers/admin';
import { signedToken } from './helpers/verification';
import { BUYER, buyerAgent, makeContract } from './helpers/my';
import { UnitOption } from '../server/options/model';
import { Contract, ContractChange } from '../server/contracts/model';
import { lateCharge } from '../server/contracts/late-charge';

const { clock, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000' }, owner: false });
const signIn = (body: Record<string, unknown>, agent = request(app)) => agent.post('/api/my/session').send(body);
const withToken = (phone: string, dong: string, ho: string) => ({ phone, dong, ho, verificationToken: signedToken(phone, clock.now()) });

describe('signing in on /my', () => {
  it('takes a verified phone and the unit’s 동/호, and sets the buyer’s own cookie (httpOnly, Lax), not the desk’s', async () => {
    const id = await makeContract(clock.now());
    const res = await signIn(withToken('01034567890', '101동', '1203호'));
    expect(res.status).toBe(200);
    const cookies = (res.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cookies).toMatch(/^haeon\.my=[\w-]{43};.*HttpOnly/m);
    expect(cookies).toMatch(/SameSite=Lax/);
    expect(cookies).not.toContain('haeon.sid');
    const agent = await buyerAgent(app, clock.now());
    const list = await agent.get('/api/my');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ contracts: [{ id, dong: '101', ho: '1203', unitType: '84A' }] });
  });

  it('asks for the phone to be verified first (401), whatever the 동/호', async () => {
    await makeContract(clock.now());
    const res = await signIn({ phone: BUYER.phone, dong: '101', ho: '1203' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('휴대폰 인증을 먼저 완료해 주세요.');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers a wrong 동/호, someone else’s phone and a phone with no contract alike, doing the same database work', async () => {
    await makeContract(clock.now());
    await makeContract(clock.now(), { dong: '102', ho: '501', holders: [{ name: '박이웃', phone: '010-5555-6666' }] });
    const ops: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => {
      if (collection === 'contracts') ops.push(method);
    });
    const attempt = async (body: Record<string, unknown>) => {
      ops.length = 0;
      const res = await signIn(body);
      return { status: res.status, body: res.body, cookie: res.headers['set-cookie'], contractReads: [...ops] };
    };
    try {
      const wrongUnit = await attempt(withToken(BUYER.phone, '101', '1204'));
      const othersUnit = await attempt(withToken(BUYER.phone, '102', '501'));
      const othersPhone = await attempt(withToken('010-5555-6666', '101', '1203'));
      const noContract = await attempt(withToken('010-9999-0000', '101', '1203'));
      expect(wrongUnit.status).toBe(401);
      expect(wrongUnit.body).toMatchObject({ error: '입력하신 휴대폰 번호와 동·호수로 확인되는 계약이 없습니다. 계약서의 연락처와 동·호수를 확인해 주세요.' });
      expect(wrongUnit.cookie).toBeUndefined();
      expect(wrongUnit.contractReads).toEqual(['find']);
      for (const other of [othersUnit, othersPhone, noContract]) expect(other).toEqual(wrongUnit);
    } finally {
      mongoose.set('debug', false);
    }
  });

  it('is limited: the sixth attempt of a phone within the hour answers 429, even with the right 동/호; an hour later it works', async () => {
    await makeContract(clock.now());
    for (let i = 0; i < 5; i++) expect((await signIn(withToken(BUYER.phone, '101', `99${i}`))).status).toBe(401);
    const sixth = await signIn(withToken(BUYER.phone, '101', '1203'));
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatch(/^로그인 시도가 너무 많습니다\. \d{2}:\d{2} 이후에 다시 시도해 주세요\.$/);
    clock.advance(3_600_001);
    expect((await signIn(withToken(BUYER.phone, '101', '1203'))).status).toBe(200);
  });

  it('cannot be locked by a stranger: five posts of a holder’s phone without verification leave the holder’s sign-in open', async () => {
    await makeContract(clock.now());
    for (let i = 0; i < 5; i++) expect((await signIn({ phone: BUYER.phone, dong: '101', ho: '1203' })).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await signIn({ phone: BUYER.phone, dong: '101', ho: '1203', verificationToken: 'forged' })).status).toBe(401);
    const holder = await signIn(withToken(BUYER.phone, '101', '1203'));
    expect(holder.status).toBe(200);
  });

  it('keeps a session 30 idle minutes, never past 2 hours, and ends it on sign-out', async () => {
    await makeContract(clock.now());
    const agent = await buyerAgent(app, clock.now());
    for (let i = 0; i < 4; i++) {
      clock.advance(29 * 60_000);
      expect((await agent.get('/api/my')).status).toBe(200);
    }
    clock.advance(5 * 60_000); // 2 h 1 min after sign-in, 5 minutes after the last request
    const ended = await agent.get('/api/my');
    expect(ended.status).toBe(401);
    expect(ended.body.error).toBe('계약자 로그인이 필요합니다. 휴대폰 인증과 동·호수로 다시 로그인해 주세요.');

    const idle = await buyerAgent(app, clock.now());
    clock.advance(31 * 60_000);
    expect((await idle.get('/api/my')).status).toBe(401);

    const out = await buyerAgent(app, clock.now());
    expect((await out.delete('/api/my/session')).status).toBe(204);
    expect((await out.get('/api/my')).status).toBe(401);
  });

  it('a phone on two contracts lists both and reads each; another holder’s contract answers 404', async () => {
    const first = await makeContract(clock.now());
    const second = await makeContract(clock.now(), { dong: '103', ho: '2201' });
    const others = await makeContract(clock.now(), { dong: '102', ho: '501', holders: [{ name: '박이웃', phone: '010-5555-6666' }] });
    const agent = await buyerAgent(app, clock.now(), { phone: BUYER.phone, dong: '103', ho: '2201' });
    expect((await agent.get('/api/my')).body.contracts.map((c: { id: string }) => c.id)).toEqual([first, second]);
    expect((await agent.get(`/api/my/contracts/${first}`)).status).toBe(200);
    expect((await agent.get(`/api/my/contracts/${others}`)).status).toBe(404);
    expect((await agent.get(`/api/my/contracts/${others}/receipt.pdf`)).status).toBe(404);
    expect((await request(app).get(`/api/my/contracts/${first}`)).status).toBe(401);
  });
});

describe('payments on /my', () => {
  it('match the worked example: 계약금 2차 of 26,933,000원 due 5 Feb, unpaid on 3 Mar, is 26 days late: 124,703원 at 6.5%', async () => {
    const id = await makeContract(clock.now());
    const agent = await buyerAgent(app, clock.now());
    const res = await agent.get(`/api/my/contracts/${id}`);
    expect(res.status).toBe(200);
    // 26,933,000 × 6.5% × 26 / 365 = 124,703.48… → 124,703 (rounded down to the won). February 2027 has 28 days: 23 + 3.
    expect(res.body).toMatchObject({
      dong: '101',
      ho: '1203',
      total: 538_670_000,
      paid: 26_933_000,
      outstanding: 511_737_000,
      due: 26_933_000,
      late: 124_703,
      account: '신한은행 562-100-145501 (예금주: 해온자산신탁)',
    });
    // Each payment names its own account (issue 67): 계약금 1차 the 신탁사's main account, the rest the unit's 가상계좌.
    const trust = { bank: '신한은행', number: '140-015-214550', holder: '해온자산신탁(주)', purpose: '신탁사 모계좌' };
    const unit = { bank: '신한은행', number: '562-100-145501', holder: '해온자산신탁', purpose: '세대별 가상계좌' };
    expect(res.body.payments.map((p: { payTo: unknown }) => p.payTo)).toEqual([trust, unit, unit, unit]);
    expect(res.body.payments.map(({ payTo: _, ...p }: { payTo: unknown }) => p)).toEqual([
      { key: 'down-1', label: '계약금 1차', kind: 'sale', dueDate: '2027-01-05', amount: 26_933_000, paid: 26_933_000, outstanding: 0, late: 0, paidOn: '2027-01-05', status: 'paid' },
      { key: 'down-2', label: '계약금 2차', kind: 'sale', dueDate: '2027-02-05', amount: 26_933_000, paid: 0, outstanding: 26_933_000, late: 124_703, status: 'overdue' },
      { key: 'mid-1', label: '중도금 1회', kind: 'sale', dueDate: '2027-06-10', amount: 53_867_000, paid: 0, outstanding: 53_867_000, late: 0, status: 'upcoming' },
      { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 430_937_000, paid: 0, outstanding: 430_937_000, late: 0, status: 'upcoming' },
    ]);
  });

  it('count late days by the Korean calendar: nothing late at 23:50 KST on the due day, one day (4,796원) ten minutes after midnight KST', async () => {
    const id = await makeContract(clock.now());
    clock.set('2027-02-05T23:50:00+09:00');
    const agent = await buyerAgent(app, clock.now());
    expect((await agent.get(`/api/my/contracts/${id}`)).body.late).toBe(0);
    clock.set('2027-02-06T00:10:00+09:00'); // still 5 Feb in UTC
    expect((await agent.get(`/api/my/contracts/${id}`)).body.late).toBe(4_796);
  });

  it('late charge: floor(outstanding × rate × days / 365), across a leap-year month end too', () => {
    expect(lateCharge(26_933_000, '2027-02-05', '2027-03-03', 6.5)).toBe(124_703);
    // 2028 is a leap year: 28 Feb → 1 Mar is 2 days.
    expect(lateCharge(10_000_000, '2028-02-28', '2028-03-01', 6.5)).toBe(Math.floor((10_000_000 * 0.065 * 2) / 365));
    expect(lateCharge(10_000_000, '2028-02-28', '2028-02-28', 6.5)).toBe(0);
    expect(lateCharge(0, '2027-01-01', '2027-03-01', 6.5)).toBe(0);
  });

  it('a 납부확인서 is a PDF that a reader opens, with the holder’s name, the unit and each payment in Korean', async () => {
    const id = await makeContract(clock.now());
    const agent = await buyerAgent(app, clock.now());
    const res = await receiptPdf(agent, id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfFirstPageText(res.body as Buffer);
    expect(text).toContain('납부확인서');
    expect(text).toContain('김해온');
    expect(text).toContain('101동 1203호');
    expect(text).toContain('계약금 1차');
    expect(text).toContain('26,933,000원');
    expect(text).toContain('2027년 3월 3일');
  });
  it('a 납부확인서 of a Korean 호 (109동 지하1호) downloads with the Korean name in filename* and an ASCII one beside it', async () => {
    const id = await makeContract(clock.now(), { dong: '109', ho: '지하1' });
    const agent = await buyerAgent(app, clock.now(), { phone: BUYER.phone, dong: '109', ho: '지하1' });
    const res = await agent.get(`/api/my/contracts/${id}/receipt.pdf`);
    expect(res.status).toBe(200);
    const header = String(res.headers['content-disposition']);
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    const parsed = parseDisposition(header);
    expect(parsed.type).toBe('attachment');
    expect(parseDisposition(header, { extended: false }).parameters.filename).toBe('receipt-109-__1-2027-03-03.pdf');
    expect(parsed.parameters.filename).toBe('납부확인서_109동_지하1호_2027-03-03.pdf'); // from filename*
  });
});

describe('options on /my', () => {
  const deadline = '2027-03-20';
  async function setUp() {
    const id = await makeContract(clock.now());
    const at = clock.now();
    await UnitOption.insertMany([
      { key: 'aircon-84A', unitType: '84A', category: '시스템 에어컨', label: '시스템 에어컨 4대', price: 4_800_000, order: 1, updatedAt: at,
        plan: [{ label: '계약금', percent: 10, dueDate: '2027-04-10' }, { label: '잔금', percent: 90, dueText: '입주지정기간 내' }] },
      { key: 'oven-84A', unitType: '84A', category: '주방', label: '빌트인 오븐', price: 1_650_000, order: 2, updatedAt: at, plan: [] },
      { key: 'aircon-99A', unitType: '99A', category: '시스템 에어컨', label: '시스템 에어컨 5대', price: 5_900_000, order: 1, updatedAt: at, plan: [] },
    ]);
    await createAdmin();
    const desk = await deskClient(app);
    expect((await desk.put('/api/admin/option-period', { start: '2027-03-02', deadline })).status).toBe(200);
    return { id, desk, agent: await buyerAgent(app, clock.now()) };
  }

  it('lists the type’s catalogue, each option priced on its own, and takes any one of them alone (none required)', async () => {
    const { id, agent } = await setUp();
    const view = await agent.get(`/api/my/contracts/${id}/options`);
    expect(view.body.period).toEqual({ start: '2027-03-02', deadline, state: 'open' });
    expect(view.body.options.map((o: { id: string; price: number }) => [o.id, o.price])).toEqual([['aircon-84A', 4_800_000], ['oven-84A', 1_650_000]]);
    const one = await agent.post(`/api/my/contracts/${id}/options`).send({ optionIds: ['oven-84A'] });
    expect(one.status).toBe(200);
    expect(one.body.options.map((o: { id: string; state?: string }) => [o.id, o.state ?? null])).toEqual([['aircon-84A', null], ['oven-84A', 'requested']]);
    expect((await agent.post(`/api/my/contracts/${id}/options`).send({ optionIds: [] })).status).toBe(200);
    expect((await Contract.findById(id).lean())!.options).toEqual([]);
    expect((await agent.post(`/api/my/contracts/${id}/options`).send({ optionIds: ['aircon-99A'] })).status).toBe(400);
    expect(await ContractChange.countDocuments({ contractId: id, by: 'buyer' })).toBe(2);
  });

  it('refuses a choice after the deadline with 409 and the deadline named', async () => {
    const { id } = await setUp();
    clock.set('2027-03-20T23:59:00+09:00');
    const agent = await buyerAgent(app, clock.now());
    expect((await agent.post(`/api/my/contracts/${id}/options`).send({ optionIds: ['oven-84A'] })).status).toBe(200);
    clock.set('2027-03-21T00:00:00+09:00');
    const late = await agent.post(`/api/my/contracts/${id}/options`).send({ optionIds: ['aircon-84A'] });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('옵션 선택 기간(2027년 3월 20일까지)이 지나 선택을 변경하실 수 없습니다. 분양사무소로 문의해 주세요.');
    expect((await Contract.findById(id).lean())!.options.map((o) => o.optionId)).toEqual(['oven-84A']);
  });

  it('once the desk confirms, the option’s own instalments join the payment list; a counselor may not confirm', async () => {
    const { id, desk, agent } = await setUp();
    await agent.post(`/api/my/contracts/${id}/options`).send({ optionIds: ['aircon-84A', 'oven-84A'] });
    await createAccount('counselor@example.com', 'counselor');
    const counselor = await signedInAs(app, 'counselor@example.com');
    expect((await counselor.agent.post(`/api/admin/contracts/${id}/options/confirm`).set('X-CSRF-Token', counselor.csrfToken).send({})).status).toBe(403);
    const confirmed = await desk.post(`/api/admin/contracts/${id}/options/confirm`, { optionIds: ['aircon-84A'] });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ confirmed: ['aircon-84A'] });
    // Confirming again adds nothing.
    expect((await desk.post(`/api/admin/contracts/${id}/options/confirm`, { optionIds: ['aircon-84A'] })).status).toBe(409);
    const statement = (await agent.get(`/api/my/contracts/${id}`)).body;
    const options = statement.payments.filter((p: { kind: string }) => p.kind === 'option');
    // Paid into the options account (issue 67).
    expect(options.map((o: { payTo: { number: string } }) => o.payTo.number)).toEqual(['1005-803-214550', '1005-803-214550']);
    expect(options.map(({ payTo: _, ...o }: { payTo: unknown }) => o)).toEqual([
      { key: 'option-aircon-84A-1', label: '시스템 에어컨 4대 계약금', kind: 'option', dueDate: '2027-04-10', amount: 480_000, paid: 0, outstanding: 480_000, late: 0, status: 'upcoming' },
      { key: 'option-aircon-84A-2', label: '시스템 에어컨 4대 잔금', kind: 'option', dueText: '입주지정기간 내', amount: 4_320_000, paid: 0, outstanding: 4_320_000, late: 0, status: 'upcoming' },
    ]);
    expect(statement.total).toBe(538_670_000 + 4_800_000);
    // The confirmed option stays when the holder changes the rest of the request.
    await agent.post(`/api/my/contracts/${id}/options`).send({ optionIds: [] });
    const after = (await agent.get(`/api/my/contracts/${id}/options`)).body.options;
    expect(after.map((o: { id: string; state?: string }) => [o.id, o.state ?? null])).toEqual([['aircon-84A', 'confirmed'], ['oven-84A', null]]);
  });
});

describe('the page /my', () => {
  it('is private: noindex, never cached and not in the sitemap, but found from every page (계약자 전용); its HTML is the sign-in form', async () => {
    const res = await request(app).get('/my');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(res.text).toContain('계약자 로그인');
    expect(res.text).toContain('휴대폰 번호');
    // The holder's page carries no 관심고객 등록 floating bar (issue 58).
    expect(res.text).not.toContain('class="floating-bar"');
    expect((await request(app).get('/')).text).toContain('class="floating-bar"');
    expect((await request(app).get('/sitemap.xml')).text).not.toContain('/my<');
    // Holders find it from the header and the footer of any page (issue 58: it was reached only from texts).
    expect((await request(app).get('/')).text).toMatch(/<a href="\/my"[^>]*>계약자 전용<\/a>/);
  });

  it('is ready to sign in from its HTML without a live session; with one, its HTML holds the 납부 section, both live on the first touch', async () => {
    const submit = (html: string) => html.match(/<button type="submit"[^>]*>인증번호 받기<\/button>/)?.[0];
    const mode = (html: string) => /<site-island data-island="page-my" data-mode="(\w+)"/.exec(html)?.[1];
    const out = await request(app).get('/my');
    expect(submit(out.text)).toBeDefined();
    expect(submit(out.text)).not.toContain('disabled');
    expect(mode(out.text)).toBe('interaction');
    // A cookie of another shape is no sign-in.
    const junk = await request(app).get('/my').set('Cookie', 'haeon.my=short');
    expect(submit(junk.text)).not.toContain('disabled');
    await makeContract(clock.now());
    const agent = await buyerAgent(app, clock.now());
    const signed = await agent.get('/my');
    expect(signed.headers['cache-control']).toBe('private, no-store');
    expect(submit(signed.text)).toBeUndefined();
    // The holder reads 납부 with no script (issue 58: React came at once to fetch it, 124 KB).
    expect(signed.text).not.toContain('계약 정보를 불러오는 중입니다');
    expect(signed.text).toContain('101동 1203호');
    expect(signed.text).toContain('538,670,000원');
    expect(signed.text).toContain('562-100-145501');
    expect(signed.text).toContain('계약자 공지');
    expect(mode(signed.text)).toBe('interaction');
    // A cookie whose session has ended (signed out elsewhere) gets the sign-in form at once.
    await agent.delete('/api/my/session');
    const ended = await request(app).get('/my').set('Cookie', `haeon.my=${'a'.repeat(43)}`);
    expect(submit(ended.text)).toBeDefined();
    expect(mode(ended.text)).toBe('interaction');
  });
});

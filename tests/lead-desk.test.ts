/**
 * The sales team's lead desk API: status and notes with their history, repeat registrations,
 * search and keyset paging, deletion, the CSV columns, and every write refused without a session
 * (401) or a CSRF token (403).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import mongoose from 'mongoose';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { ADMIN_EMAIL, createAdmin, signedIn } from './helpers/admin';
import { Lead } from '../server/leads/model';
import { setLeadStatus } from '../server/leads/status';

const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0' });
const valid = { type: 'interest', name: '홍길동', phone: '010-1234-5678', message: '84A 타입 문의', consent: true };

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  await createAdmin();
});

async function newLead(body: Partial<typeof valid> = {}): Promise<string> {
  const res = await request(app).post('/api/leads').send({ ...valid, ...body });
  expect(res.status).toBe(201);
  const lead = await Lead.findOne({ name: body.name ?? valid.name }).sort({ createdAt: -1, _id: -1 }).lean();
  return String(lead!._id);
}

describe('every lead-desk write needs a session and a CSRF token', () => {
  it('401 signed out and 403 without or with a forged token, and nothing changes', async () => {
    const id = await newLead();
    const writes = [
      (a: request.Agent | ReturnType<typeof request>) => a.patch(`/api/admin/leads/${id}`).send({ status: 'contacted' }),
      (a: request.Agent | ReturnType<typeof request>) => a.post(`/api/admin/leads/${id}/notes`).send({ text: '통화 완료' }),
      (a: request.Agent | ReturnType<typeof request>) => a.delete(`/api/admin/leads/${id}`),
    ];
    for (const write of writes) expect((await write(request(app))).status).toBe(401);
    const { agent } = await signedIn(app);
    for (const write of writes) {
      expect((await write(agent)).status).toBe(403);
      expect((await write(agent).set('X-CSRF-Token', 'forged')).status).toBe(403);
    }
    const lead = await Lead.findById(id).lean();
    expect(lead).toMatchObject({ status: 'new', history: [] });
    for (const path of ['/api/admin/leads', `/api/admin/leads/${id}`, '/api/admin/stats']) {
      expect((await request(app).get(path)).status).toBe(401);
    }
  });
});

describe('status and notes', () => {
  it('a new lead is 신규; PATCH answers {id, status} and the history says who changed what, when', async () => {
    const id = await newLead();
    const { agent, csrfToken } = await signedIn(app);
    expect((await agent.get('/api/admin/leads')).body.items[0].status).toBe('new');

    const res = await agent.patch(`/api/admin/leads/${id}`).set('X-CSRF-Token', csrfToken).send({ status: 'contacted' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, status: 'contacted' });
    const note = await agent.post(`/api/admin/leads/${id}/notes`).set('X-CSRF-Token', csrfToken).send({ text: '주말 견본주택 방문 희망, 84A 관심' });
    expect(note.status).toBe(201);
    await agent.patch(`/api/admin/leads/${id}`).set('X-CSRF-Token', csrfToken).send({ status: 'booked' });

    const detail = await agent.get(`/api/admin/leads/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id, status: 'booked', name: '홍길동', phone: '010-1234-5678' });
    // Newest first: the second status change, the note, the first change.
    expect(detail.body.history).toEqual([
      { at: expect.any(String), by: ADMIN_EMAIL, kind: 'status', from: 'contacted', to: 'booked' },
      { at: expect.any(String), by: ADMIN_EMAIL, kind: 'note', text: '주말 견본주택 방문 희망, 84A 관심' },
      { at: expect.any(String), by: ADMIN_EMAIL, kind: 'status', from: 'new', to: 'contacted' },
    ]);
    const times = detail.body.history.map((h: { at: string }) => Date.parse(h.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('an unknown status is a 400 in Korean and changes nothing', async () => {
    const id = await newLead();
    const { agent, csrfToken } = await signedIn(app);
    for (const status of ['won', '', null, { $ne: 1 }]) {
      const res = await agent.patch(`/api/admin/leads/${id}`).set('X-CSRF-Token', csrfToken).send({ status });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/상태 값이 올바르지 않습니다/);
    }
    expect((await Lead.findById(id).lean())!.status).toBe('new');
  });

  it('notes must be 1 to 1,000 characters; a 1,000-character note is kept whole', async () => {
    const id = await newLead();
    const { agent, csrfToken } = await signedIn(app);
    for (const text of ['', '   ', 'a'.repeat(1001), undefined]) {
      const res = await agent.post(`/api/admin/leads/${id}/notes`).set('X-CSRF-Token', csrfToken).send({ text });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('메모는 1~1,000자로 입력해 주세요.');
    }
    expect((await agent.post(`/api/admin/leads/${id}/notes`).set('X-CSRF-Token', csrfToken).send({ text: '가'.repeat(1000) })).status).toBe(201);
    expect((await agent.get(`/api/admin/leads/${id}`)).body.history[0].text).toBe('가'.repeat(1000));
  });

  it('unknown or malformed lead ids are 404', async () => {
    const { agent, csrfToken } = await signedIn(app);
    const missing = String(new mongoose.Types.ObjectId());
    for (const id of [missing, 'not-an-id']) {
      expect((await agent.get(`/api/admin/leads/${id}`)).status).toBe(404);
      expect((await agent.patch(`/api/admin/leads/${id}`).set('X-CSRF-Token', csrfToken).send({ status: 'closed' })).status).toBe(404);
      expect((await agent.post(`/api/admin/leads/${id}/notes`).set('X-CSRF-Token', csrfToken).send({ text: '메모' })).status).toBe(404);
      expect((await agent.delete(`/api/admin/leads/${id}`).set('X-CSRF-Token', csrfToken)).status).toBe(404);
    }
  });

  it('setLeadStatus (for reservations and visits) records the change once, and nothing when unchanged', async () => {
    const id = await newLead();
    expect(await setLeadStatus(id, 'booked', 'system:reservation')).toMatchObject({ status: 'booked', from: 'new', changed: true });
    expect(await setLeadStatus(id, 'booked', 'system:reservation')).toMatchObject({ changed: false });
    const lead = await Lead.findById(id).lean();
    expect(lead!.history).toHaveLength(1);
    expect(lead!.history[0]).toMatchObject({ by: 'system:reservation', from: 'new', to: 'booked' });
  });

  it('concurrent status changes each land in the history with the right "from"', async () => {
    const id = await newLead();
    const targets = ['contacted', 'booked', 'visited', 'contracted', 'closed'] as const;
    await Promise.all(targets.map((t) => setLeadStatus(id, t, ADMIN_EMAIL)));
    const lead = await Lead.findById(id).lean();
    const chain = lead!.history.map((h) => [h.from, h.to]);
    expect(chain).toHaveLength(5);
    // Each change starts where the previous one ended: nothing was overwritten silently.
    for (let i = 1; i < chain.length; i++) expect(chain[i]![0]).toBe(chain[i - 1]![1]);
    expect(chain[0]![0]).toBe('new');
    expect(lead!.status).toBe(chain.at(-1)![1]);
  });
});

describe('repeat registrations and search', () => {
  it('three registrations with one phone in different formats are one person: repeat.count 3', async () => {
    await newLead({ name: '김재등록', phone: '010-2222-3333' });
    await newLead({ name: '김재등록', phone: '01022223333', type: 'visit-request' });
    await newLead({ name: '김재등록', phone: '+82 10 2222 3333', type: 'visit-request' });
    await newLead({ name: '다른사람', phone: '010-9999-0000' });
    const { agent } = await signedIn(app);
    const { items } = (await agent.get('/api/admin/leads')).body;
    const same = items.filter((l: { name: string }) => l.name === '김재등록');
    expect(same).toHaveLength(3);
    const ids = [...same].reverse().map((l: { id: string }) => l.id); // oldest first
    for (const l of same) expect(l.repeat).toEqual({ count: 3, leadIds: ids });
    expect(items.find((l: { name: string }) => l.name === '다른사람').repeat.count).toBe(1);

    const page = await agent.get('/admin/leads');
    expect(page.text).toContain('재등록 3회');
  });

  it('search finds the person by the phone in any format, by part of the number, or by name', async () => {
    await newLead({ name: '박검색', phone: '010-4444-5555' });
    await newLead({ name: '이다른', phone: '010-6666-7777' });
    const { agent } = await signedIn(app);
    const names = async (q: string) => (await agent.get('/api/admin/leads').query({ q })).body.items.map((l: { name: string }) => l.name);
    for (const q of ['01044445555', '010 4444 5555', '+82-10-4444-5555', '4444-5555', '박검']) expect(await names(q)).toEqual(['박검색']);
    expect(await names('.*')).toEqual([]); // a search is text, never a pattern
  });

  it('a name with digits in it is searched as a name, not as the phone number the digits spell', async () => {
    // The phone parser finds 070-2626-7584 inside this name; the desk looks for the name itself.
    await newLead({ name: '보관7026267584', phone: '010-4444-5556' });
    await newLead({ name: '다른이', phone: '070-2626-7584' });
    const { agent } = await signedIn(app);
    const names = async (q: string) => (await agent.get('/api/admin/leads').query({ q })).body.items.map((l: { name: string }) => l.name);
    expect(await names('보관7026267584')).toEqual(['보관7026267584']);
    expect(await names('070-2626-7584')).toEqual(['다른이']);
  });

  it('filters by status, type and date (Korean days) combine', async () => {
    const a = await newLead({ name: '상태A' });
    await newLead({ name: '상태B', type: 'visit-request' });
    const { agent, csrfToken } = await signedIn(app);
    await agent.patch(`/api/admin/leads/${a}`).set('X-CSRF-Token', csrfToken).send({ status: 'contacted' });
    const names = async (query: Record<string, string>) => (await agent.get('/api/admin/leads').query(query)).body.items.map((l: { name: string }) => l.name);
    expect(await names({ status: 'contacted' })).toEqual(['상태A']);
    expect(await names({ status: 'new' })).toEqual(['상태B']);
    expect(await names({ type: 'visit-request' })).toEqual(['상태B']);
    expect(await names({ status: 'new', type: 'interest' })).toEqual([]);
    expect(await names({ from: '2000-01-01', to: '2000-01-31' })).toEqual([]);
    expect((await agent.get('/api/admin/leads').query({ status: 'won' })).status).toBe(400);
    const tabs = html((await agent.get('/admin/leads')).text).querySelectorAll('.status-tabs a').map((a) => a.text.trim());
    expect(tabs).toEqual(['전체 2', '신규 1', '상담완료 1', '예약확정 0', '내방완료 0', '계약 0', '종결 0', '스팸 보관함 0']);
  });

  it('paging goes beyond the first 500 with no duplicate or gap, even with equal timestamps', async () => {
    const base = Date.parse('2025-03-01T00:00:00Z');
    await Lead.insertMany(
      Array.from({ length: 620 }, (_, i) => ({
        type: 'interest',
        name: `고객${i}`,
        phone: '010-1000-0000',
        phoneKey: `0101${String(i).padStart(7, '0')}`,
        consentAt: new Date(base),
        createdAt: new Date(base + Math.floor(i / 3) * 1000), // three leads per second
        expiresAt: new Date(base + 365 * 86_400_000),
        forward: { state: 'stored', attempts: 0 },
      })),
    );
    const { agent } = await signedIn(app);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: request.Response = await agent.get('/api/admin/leads').query(cursor ? { cursor } : {});
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((l: { id: string }) => l.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(seen).toHaveLength(620);
    expect(new Set(seen).size).toBe(620);
    expect(pages).toBeGreaterThan(5);
    expect((await agent.get('/api/admin/leads').query({ cursor: 'garbage' })).status).toBe(400);
  });
});

describe('deleting a lead (a deletion request)', () => {
  it('204, and the lead and its notes are gone from the inbox, the detail and the database', async () => {
    const id = await newLead({ name: '삭제요청' });
    const { agent, csrfToken } = await signedIn(app);
    await agent.post(`/api/admin/leads/${id}/notes`).set('X-CSRF-Token', csrfToken).send({ text: '삭제 요청 전화 받음' });
    const res = await agent.delete(`/api/admin/leads/${id}`).set('X-CSRF-Token', csrfToken);
    expect(res.status).toBe(204);
    expect(await Lead.countDocuments({ _id: id })).toBe(0);
    expect((await agent.get(`/api/admin/leads/${id}`)).status).toBe(404);
    expect((await agent.get('/api/admin/leads')).body.items).toEqual([]);
    expect((await agent.get('/admin/leads')).text).not.toContain('삭제요청');
  });
});

describe('pages and export', () => {
  it("a lead's history page shows the status, notes and the person's other registrations", async () => {
    await newLead({ name: '이력고객', phone: '010-3030-4040' });
    const id = await newLead({ name: '이력고객', phone: '01030304040', type: 'visit-request' });
    const { agent, csrfToken } = await signedIn(app);
    await agent.post(`/api/admin/leads/${id}/notes`).set('X-CSRF-Token', csrfToken).send({ text: '<b>토요일 2시</b> 방문 약속' });
    await agent.patch(`/api/admin/leads/${id}`).set('X-CSRF-Token', csrfToken).send({ status: 'booked' });
    const res = await agent.get(`/admin/leads/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const doc = html(res.text);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(res.text).toContain('&lt;b&gt;토요일 2시&lt;/b&gt; 방문 약속');
    expect(doc.querySelector('.history')?.text).toContain('신규 → 예약확정');
    expect(res.text).toContain('재등록 2회');
    const signedOut = await request(app).get(`/admin/leads/${id}`);
    expect(signedOut.text).toContain('관리자 로그인이 필요합니다');
    expect(signedOut.text).not.toContain('이력고객');
  });

  it('the CSV has the status, the repeat count and both touches', async () => {
    await newLead({ name: 'CSV고객' });
    await newLead({ name: 'CSV고객', phone: '01012345678' });
    const { agent } = await signedIn(app);
    const res = await agent.get('/api/admin/leads.csv?reason=' + encodeURIComponent('주간 상담 현황 보고'));
    const [header, first] = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('"상태"');
    expect(header).toContain('"재등록 횟수"');
    expect(header).toContain('"첫 유입 소스","첫 유입 매체","첫 유입 캠페인","최근 유입 소스","최근 유입 매체","최근 유입 캠페인"');
    expect(first).toContain('"신규"');
    expect(first).toContain('"2"');
    expect(first).toContain('"direct"');
  });
});

describe('leads stored before the lead desk', () => {
  it('get their phone key and Korean day once, and then count as repeats and on the dashboard', async () => {
    const { backfillLeadKeys } = await import('../server/db/migrations/0001-lead-keys');
    const at = new Date('2025-03-01T14:30:00Z'); // 23:30 KST on the 1st
    await Lead.collection.insertMany(
      ['010-8080-9090', '010-8080-9090'].map((phone) => ({
        type: 'interest', name: '예전고객', phone, message: '', consentAt: at, createdAt: at,
        expiresAt: new Date(at.getTime() + 365 * 86_400_000), forward: { state: 'stored', attempts: 0 },
      })),
    );
    expect(await backfillLeadKeys(Lead.db.db!, 1)).toBe(2);
    expect(await backfillLeadKeys(Lead.db.db!)).toBe(0);
    const { agent } = await signedIn(app);
    const { items } = (await agent.get('/api/admin/leads')).body;
    expect(items.map((l: { status: string; repeat: { count: number } }) => [l.status, l.repeat.count])).toEqual([['new', 2], ['new', 2]]);
    expect((await Lead.findOne({ name: '예전고객' }).lean())!.day).toBe('2025-03-01');
  });
});

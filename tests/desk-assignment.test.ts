/**
 * Who gets each lead: round-robin shared by two real instances, the pool and its claim race, a
 * repeat buyer staying with their counselor, a manager's reassignment in the history, and what a
 * counselor may see (their own and the pool; another's lead is 404; list phones masked; the lead
 * page whole and recorded).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAccount, signedInAs } from './helpers/admin';
import { instances, startInstance } from './helpers/instance';
import { Lead } from '../server/leads/model';
import { DeskSetting } from '../server/leads/assignment';
import { AccessEntry } from '../server/access-log/model';

const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0' });
const lead = (i: number, extra: object = {}) => ({ type: 'interest', name: `고객${i}`, phone: `010-7000-${String(1000 + i)}`, consent: true, ...extra });

beforeAll(() => testDb());
afterAll(() => {
  for (const c of instances.splice(0)) c.kill('SIGKILL');
});
beforeEach(async () => {
  await clearDb();
  await createAccount('owner@example.com', 'owner');
});

async function post(i: number, target: Parameters<typeof request>[0] = app) {
  const res = await request(target).post('/api/leads').send(lead(i));
  expect(res.status).toBe(201);
  return String((await Lead.findOne({ name: `고객${i}` }).lean())!._id);
}

describe('round-robin', () => {
  it('10 leads arriving at once on two instances go 5 and 5 to the two available counselors, never to the inactive or away one', async () => {
    const a = await createAccount('a@example.com', 'counselor');
    const b = await createAccount('b@example.com', 'counselor');
    const inactive = await createAccount('c@example.com', 'counselor', { active: false });
    const away = await createAccount('d@example.com', 'counselor', { away: true });
    const [one, two] = await Promise.all([startInstance(), startInstance()]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => fetch(`${(i % 2 ? one : two).base}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead(i)) })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    const rows = await Lead.find({}, { assignee: 1, history: 1 }).lean();
    expect(rows).toHaveLength(10);
    const count = (id: string) => rows.filter((r) => r.assignee === id).length;
    expect([count(a), count(b), count(inactive), count(away)]).toEqual([5, 5, 0, 0]);
    // Each assignment is a line in the lead's history.
    expect(rows.every((r) => r.history.some((h) => h.kind === 'assign' && h.toAssignee === r.assignee))).toBe(true);
  }, 60_000);

  it('a repeat lead from the same phone goes to whoever already has that person', async () => {
    await createAccount('a@example.com', 'counselor');
    await createAccount('b@example.com', 'counselor');
    const first = await post(1);
    const owner = (await Lead.findById(first).lean())!.assignee;
    for (let i = 0; i < 3; i++) await request(app).post('/api/leads').send(lead(1, { message: `재문의 ${i}` })).expect(201);
    const all = await Lead.find({ phoneKey: '01070001001' }).lean();
    expect(all).toHaveLength(4);
    expect(all.every((l) => l.assignee === owner)).toBe(true);
  });

  it('with no counselor, or in pool mode, a new lead waits unassigned', async () => {
    const id = await post(1);
    expect((await Lead.findById(id).lean())!.assignee ?? null).toBeNull();
    await createAccount('a@example.com', 'counselor');
    const { agent, csrfToken } = await signedInAs(app, 'owner@example.com');
    expect((await agent.get('/api/admin/settings/assignment')).body).toEqual({ mode: 'round-robin' });
    expect((await agent.put('/api/admin/settings/assignment').set('X-CSRF-Token', csrfToken).send({ mode: 'lottery' })).status).toBe(400);
    await agent.put('/api/admin/settings/assignment').set('X-CSRF-Token', csrfToken).send({ mode: 'pool' }).expect(200);
    const pooled = await post(2);
    expect((await Lead.findById(pooled).lean())!.assignee ?? null).toBeNull();
    expect(await DeskSetting.findById('assignment').lean()).toMatchObject({ mode: 'pool' });
  });
});

describe('the pool', () => {
  it('the claim race: five counselors claim one lead at once, exactly one gets 200 and the rest 409', async () => {
    await DeskSetting.create({ _id: 'assignment', mode: 'pool', turn: 0 });
    const agents = [];
    for (let i = 0; i < 5; i++) {
      await createAccount(`c${i}@example.com`, 'counselor');
      agents.push(await signedInAs(app, `c${i}@example.com`));
    }
    const id = await post(1);
    const answers = await Promise.all(agents.map(({ agent, csrfToken }) => agent.post(`/api/admin/leads/${id}/claim`).set('X-CSRF-Token', csrfToken)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((r) => r.status === 200)!;
    const stored = await Lead.findById(id).lean();
    expect(stored!.assignee).toBe(winner.body.assignee.id);
    expect(stored!.history.filter((h) => h.kind === 'assign')).toHaveLength(1);
  });
});

describe('visibility and reassignment', () => {
  it('a counselor sees their own leads and the pool, masked in lists; another counselor’s lead answers 404', async () => {
    await DeskSetting.create({ _id: 'assignment', mode: 'pool', turn: 0 });
    const a = await createAccount('a@example.com', 'counselor');
    const b = await createAccount('b@example.com', 'counselor');
    const mine = await post(1);
    const theirs = await post(2);
    const pooled = await post(3);
    await Lead.updateOne({ _id: mine }, { $set: { assignee: a } });
    await Lead.updateOne({ _id: theirs }, { $set: { assignee: b } });
    const { agent, csrfToken } = await signedInAs(app, 'a@example.com');

    const list = await agent.get('/api/admin/leads');
    expect(list.body.items.map((l: { id: string }) => l.id).sort()).toEqual([mine, pooled].sort());
    expect(list.body.items.map((l: { phone: string }) => l.phone).sort()).toEqual(['010-****-1001', '010-****-1003']);
    expect((await agent.get('/api/admin/leads?q=010-7000-1002')).body.items).toEqual([]);

    expect((await agent.get(`/api/admin/leads/${theirs}`)).status).toBe(404);
    expect((await agent.patch(`/api/admin/leads/${theirs}`).set('X-CSRF-Token', csrfToken).send({ status: 'closed' })).status).toBe(404);
    expect((await agent.post(`/api/admin/leads/${theirs}/notes`).set('X-CSRF-Token', csrfToken).send({ text: '엿보기' })).status).toBe(404);
    expect((await agent.post(`/api/admin/leads/${theirs}/calls`).set('X-CSRF-Token', csrfToken).send({ outcome: 'talked' })).status).toBe(404);
    expect((await agent.get('/api/admin/stats')).body.today.leads).toBe(2);

    // The lead page shows the whole number, and that view is recorded.
    const page = await agent.get(`/api/admin/leads/${mine}`);
    expect(page.status).toBe(200);
    expect(page.body.phone).toBe('010-7000-1001');
    expect(page.body.assignee).toEqual({ id: a, name: 'a' });
    expect(await AccessEntry.findOne({ action: 'view', subject: `lead ${mine}` }).lean()).toMatchObject({ account: a, email: 'a@example.com' });
  });

  it('a manager reassigns with PATCH {assignee}; a counselor may not; every assignment is a history line', async () => {
    const a = await createAccount('a@example.com', 'counselor');
    const b = await createAccount('b@example.com', 'counselor');
    await createAccount('m@example.com', 'manager');
    await DeskSetting.create({ _id: 'assignment', mode: 'pool', turn: 0 });
    const id = await post(1);
    const counselor = await signedInAs(app, 'a@example.com');
    expect((await counselor.agent.patch(`/api/admin/leads/${id}`).set('X-CSRF-Token', counselor.csrfToken).send({ assignee: a })).status).toBe(403);
    const m = await signedInAs(app, 'm@example.com');
    const give = (assignee: string | null) => m.agent.patch(`/api/admin/leads/${id}`).set('X-CSRF-Token', m.csrfToken).send({ assignee });
    expect((await give(a)).body).toEqual({ id, status: 'new', assignee: { id: a, name: 'a' } });
    expect((await give(b)).status).toBe(200);
    expect((await give('65f000000000000000000000')).status).toBe(400);
    const detail = (await m.agent.get(`/api/admin/leads/${id}`)).body;
    expect(detail.assignee).toEqual({ id: b, name: 'b' });
    expect(detail.history.filter((h: { kind: string }) => h.kind === 'assign')).toEqual([
      { at: expect.any(String), by: 'm@example.com', kind: 'assign', fromAssignee: { id: a, name: 'a' }, toAssignee: { id: b, name: 'b' } },
      { at: expect.any(String), by: 'm@example.com', kind: 'assign', fromAssignee: null, toAssignee: { id: a, name: 'a' } },
    ]);
    // The first counselor no longer sees it.
    expect((await counselor.agent.get(`/api/admin/leads/${id}`)).status).toBe(404);
  });
});

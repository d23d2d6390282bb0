/**
 * A defect is assigned to a registered 협력업체 only: a contractor account (its own sign-in then sees
 * the defect) or a company the desk registered without an account. '한빛' typed for the account
 * 한빛타일 used to be kept as free text: the buyer was texted '담당: 한빛' and 한빛타일 saw nothing.
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import { createAccount, signedInAs } from './helpers/admin';
import { buyerAgent, makeContract } from './helpers/my';
import { OutboxMessage } from '../server/outbox/model';
import { Defect } from '../server/defects/model';

const { clock, app } = prepareTest({ at: '2027-09-01T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000' }, owner: false });

async function deskAs(email: string, role: 'manager' | 'contractor', name?: string) {
  const id = await createAccount(email, role, name ? { name } : {});
  const { agent, csrfToken } = await signedInAs(app, email);
  return { id, agent, patch: (p: string, b: object) => agent.patch(p).set('X-CSRF-Token', csrfToken).send(b), post: (p: string, b: object) => agent.post(p).set('X-CSRF-Token', csrfToken).send(b) };
}

async function fileOne() {
  const c = await makeContract(clock.now());
  const buyer = await buyerAgent(app, clock.now());
  const res = await buyer.post('/api/my/defects').field('contractId', c).field('room', '욕실 1').field('kind', '타일').field('text', '욕실 바닥 타일이 깨져 있습니다.');
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('assigning a defect', () => {
  it('refuses a name that is no registered 협력업체, in words; the defect stays 접수', async () => {
    const id = await fileOne();
    const manager = await deskAs('m@example.com', 'manager');
    await createAccount('hanbit@example.com', 'contractor', { name: '한빛타일' });
    const res = await manager.patch(`/api/admin/defects/${id}`, { state: 'assigned', assignee: '한빛', note: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('등록된 협력업체를 목록에서 골라 주세요');
    expect((await Defect.findById(id).lean())!.state).toBe('received');
  });

  it('picked from the list: the buyer’s text names the company and the contractor’s own sign-in sees it', async () => {
    const id = await fileOne();
    const manager = await deskAs('m@example.com', 'manager');
    const contractor = await deskAs('hanbit@example.com', 'contractor', '한빛타일');
    const { assignees } = (await manager.agent.get('/api/admin/defects/assignees')).body as { assignees: { id: string; name: string }[] };
    const hanbit = assignees.find((a) => a.name === '한빛타일')!;
    expect(hanbit.id).toBe(`account:${contractor.id}`);
    const res = await manager.patch(`/api/admin/defects/${id}`, { state: 'assigned', assignee: hanbit.id, note: '' });
    expect(res.status).toBe(200);
    expect(res.body.assignee).toBe('한빛타일');
    const text = (await OutboxMessage.find({ kind: 'defect-assigned' }).lean())[0]!;
    expect(JSON.stringify(text)).toContain('한빛타일');
    expect((await contractor.agent.get('/api/admin/defects')).body.rows.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it('a company without an account is registered once and then offered and assignable', async () => {
    const id = await fileOne();
    const manager = await deskAs('m@example.com', 'manager');
    const made = await manager.post('/api/admin/defects/companies', { name: ' 대성  설비 ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: '대성 설비', hasAccount: false });
    expect((await manager.post('/api/admin/defects/companies', { name: '대성 설비' })).body.id).toBe(made.body.id);
    expect((await manager.post('/api/admin/defects/companies', { name: 'x' })).status).toBe(400);
    expect((await manager.agent.get('/api/admin/defects/assignees')).body.assignees).toEqual([made.body]);
    const res = await manager.patch(`/api/admin/defects/${id}`, { state: 'assigned', assignee: made.body.id, note: '' });
    expect(res.body.assignee).toBe('대성 설비');
    expect((await Defect.findById(id).lean())!.assignee).toMatchObject({ name: '대성 설비', companyId: expect.anything() });
  });
});

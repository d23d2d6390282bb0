/**
 * 공동명의 (decision 0043): two holders of one contract each see its bookings and defects; a booking
 * is moved or cancelled only by the holder who made it, a finished defect confirmed or reopened only
 * by the holder it was filed for.
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import { createAccount, createAdmin, deskClient, signedInAs } from './helpers/admin';
import { BUYER, buyerAgent, makeContract } from './helpers/my';
import { VisitSlot } from '../server/visits/model';
import { DefectCompany } from '../server/defects/companies';
import { JOINT_HOLDER_MESSAGES } from '../shared/joint-holders';

const { clock, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000' }, owner: false });
const SPOUSE = { name: '이서연', phone: '010-7777-8888' };

async function jointContract() {
  const id = await makeContract(clock.now(), { holders: [BUYER, SPOUSE] });
  const first = await buyerAgent(app, clock.now());
  const second = await buyerAgent(app, clock.now(), { phone: SPOUSE.phone, dong: '101', ho: '1203' });
  return { id, first, second };
}

describe('a booking of a shared contract', () => {
  it('is seen by both holders, but moved or cancelled only by the one who made it (403 for the other, nothing changed)', async () => {
    await createAdmin();
    const d = await deskClient(app);
    expect((await d.post('/api/admin/visits/slots', { dates: ['2027-03-10'], times: ['10:00', '13:00'], minutes: 180, capacity: 2, kind: 'inspection', dong: '101' })).status).toBe(201);
    const [ten, one] = (await VisitSlot.find({ kind: 'inspection' }).sort({ start: 1 }).lean()).map((s) => String(s._id));
    const { id, first, second } = await jointContract();

    const booked = await second.post('/api/my/bookings').send({ contractId: id, slotId: ten, party: 2 });
    expect(booked.status).toBe(201);
    const code = booked.body.code as string;
    expect((await first.get(`/api/my/contracts/${id}/move-in`)).body.inspection.booking).toMatchObject({ code, start: '10:00' });

    const move = await first.patch(`/api/my/bookings/${code}`).send({ contractId: id, slotId: one });
    expect(move.status).toBe(403);
    expect(move.body.error).toBe(JOINT_HOLDER_MESSAGES.booking);
    const cancel = await first.delete(`/api/my/bookings/${code}?contractId=${id}`);
    expect(cancel.status).toBe(403);
    expect((await second.get(`/api/my/contracts/${id}/move-in`)).body.inspection.booking).toMatchObject({ code, start: '10:00' });
    expect((await VisitSlot.findById(ten).lean())!.remaining).toBe(1);

    // The holder who booked moves and cancels it.
    expect((await second.patch(`/api/my/bookings/${code}`).send({ contractId: id, slotId: one })).status).toBe(200);
    expect((await second.delete(`/api/my/bookings/${code}?contractId=${id}`)).status).toBe(204);
    // With none live, either holder books again.
    expect((await first.post('/api/my/bookings').send({ contractId: id, slotId: ten, party: 1 })).status).toBe(201);
  });

  it('an 옵션 계약 visit too: the other holder sees it but neither moves nor cancels it', async () => {
    await createAdmin();
    const d = await deskClient(app);
    expect((await d.post('/api/admin/visits/slots', { dates: ['2027-03-16', '2027-03-17'], times: ['14:00'], minutes: 60, capacity: 10, kind: 'options' })).status).toBe(201);
    const [sixteenth, seventeenth] = (await VisitSlot.find({ kind: 'options' }).sort({ date: 1 }).lean()).map((s) => String(s._id));
    const { id, first, second } = await jointContract();
    const booked = await second.post(`/api/my/contracts/${id}/visits`).send({ slotId: sixteenth });
    expect(booked.status).toBe(201);
    const code = booked.body.code as string;
    const options = async (agent: typeof first) => (await agent.get(`/api/my/contracts/${id}/visits`)).body.kinds.find((k: { kind: string }) => k.kind === 'options').booking;
    expect(await options(first)).toMatchObject({ date: '2027-03-16' });

    const move = await first.patch(`/api/my/contracts/${id}/visits/${code}`).send({ slotId: seventeenth });
    expect(move.status).toBe(403);
    expect(move.body.error).toBe(JOINT_HOLDER_MESSAGES.booking);
    expect((await first.delete(`/api/my/contracts/${id}/visits/${code}`)).status).toBe(403);
    expect(await options(second)).toMatchObject({ date: '2027-03-16' });

    expect((await second.patch(`/api/my/contracts/${id}/visits/${code}`).send({ slotId: seventeenth })).status).toBe(200);
    expect((await second.delete(`/api/my/contracts/${id}/visits/${code}`)).status).toBe(204);
  });
});

describe('a defect of a shared contract', () => {
  it('is seen by both holders, but confirmed or reopened only by the one who filed it', async () => {
    const { id, first, second } = await jointContract();
    const filed = await first.post('/api/my/defects').field('contractId', id).field('room', '거실').field('kind', '도배').field('text', '거실 창 쪽 벽지가 들떠 있습니다.');
    expect(filed.status).toBe(201);
    await createAccount('manager@example.com', 'manager');
    // A defect goes only to a registered 협력업체 (issue 58).
    await DefectCompany.create({ name: '한빛도배', createdAt: new Date(), createdBy: 'test' });
    const { agent, csrfToken } = await signedInAs(app, 'manager@example.com');
    for (const step of [{ state: 'assigned', assignee: '한빛도배' }, { state: 'in-progress' }, { state: 'done' }])
      expect((await agent.patch(`/api/admin/defects/${filed.body.id}`).set('X-CSRF-Token', csrfToken).send({ ...step, note: '' })).status).toBe(200);

    const seen = (await second.get('/api/my/defects')).body.defects as { id: string; state: string }[];
    expect(seen).toEqual([expect.objectContaining({ id: filed.body.id, state: 'done' })]);
    const confirm = await second.post(`/api/my/defects/${filed.body.id}/confirm`).send({ note: '확인' });
    expect(confirm.status).toBe(403);
    expect(confirm.body.error).toBe(JOINT_HOLDER_MESSAGES.defect);
    expect((await second.post(`/api/my/defects/${filed.body.id}/reopen`).send({ reason: '아직 들떠 있습니다.' })).status).toBe(403);
    expect((await first.get('/api/my/defects')).body.defects[0].state).toBe('done');

    const reopened = await first.post(`/api/my/defects/${filed.body.id}/reopen`).send({ reason: '아직 들떠 있습니다.' });
    expect(reopened.status).toBe(200);
    expect(reopened.body.state).toBe('assigned');
  });
});

/**
 * A /my booking whose day has passed (issue 66, item 7): the section says what happened — 방문 완료 when
 * the entrance marked the household, 지난 예약 otherwise (the words in client/pages/my/PastBooking.tsx)
 * — and a 변경 or 취소 of it is refused in words, since it could no longer be done.
 */
import { expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import { createAdmin, deskClient } from './helpers/admin';
import { buyerAgent, makeContract } from './helpers/my';
import { VisitSlot } from '../server/visits/model';
import { VISIT_MESSAGES } from '../shared/visits';
import { pastWords } from '../client/pages/my/PastBooking';

const { clock, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', owner: false });

it('shows a passed 사전점검 as 방문 완료 or 지난 예약 and refuses to move or cancel it', async () => {
  await createAdmin();
  const d = await deskClient(app);
  expect((await d.post('/api/admin/visits/slots', { dates: ['2027-03-10'], times: ['10:00', '13:00'], minutes: 180, capacity: 4, kind: 'inspection', dong: '101' })).status).toBe(201);
  const [ten, one] = await VisitSlot.find({ kind: 'inspection' }).sort({ start: 1 }).lean();
  const visited = await makeContract(clock.now());
  const missed = await makeContract(clock.now(), { ho: '1502', holders: [{ name: '박도윤', phone: '010-2222-3333' }] });
  const a = await buyerAgent(app, clock.now());
  const b = await buyerAgent(app, clock.now(), { phone: '010-2222-3333', dong: '101', ho: '1502' });
  const codeA = (await a.post('/api/my/bookings').send({ contractId: visited, slotId: String(ten!._id), party: 2 })).body.code as string;
  const codeB = (await b.post('/api/my/bookings').send({ contractId: missed, slotId: String(ten!._id), party: 1 })).body.code as string;

  // The day: 101동 1203호 is let in at the entrance; 1502 never comes.
  clock.set('2027-03-10T10:20:00+09:00');
  expect((await d.patch(`/api/admin/movein/check-in/${codeA}`, { arrived: true })).status).toBe(200);

  clock.set('2027-03-11T09:00:00+09:00');
  const after = async (agent: typeof a, id: string) => (await agent.get(`/api/my/contracts/${id}/move-in`)).body.inspection.booking;
  const a2 = await buyerAgent(app, clock.now());
  const b2 = await buyerAgent(app, clock.now(), { phone: '010-2222-3333', dong: '101', ho: '1502' });
  const seenA = await after(a2, visited);
  const seenB = await after(b2, missed);
  expect(seenA).toMatchObject({ code: codeA, past: true, status: 'visited' });
  expect(seenB).toMatchObject({ code: codeB, past: true, status: 'booked' });
  expect([pastWords(seenA.status), pastWords(seenB.status)]).toEqual(['방문 완료', '지난 예약']);

  const move = await b2.patch(`/api/my/bookings/${codeB}`).send({ contractId: missed, slotId: String(one!._id) });
  expect(move.status).toBe(409);
  expect(move.body.error).toBe('이미 지난 예약은 변경할 수 없습니다.');
  const cancel = await b2.delete(`/api/my/bookings/${codeB}?contractId=${missed}`);
  expect(cancel.status).toBe(409);
  expect(cancel.body.error).toBe(VISIT_MESSAGES.cancelPast);
});

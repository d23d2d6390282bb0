/**
 * 입주 half-days on the visits desk: four lines open the same 09:00~13:00, so each slot names its
 * line, each booking its 동·호, and a booking is offered moves only to half-days of its own line
 * (the rule of server/visits/slot-fit.ts), where the desk used to offer every line's.
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import { createAdmin, deskClient } from './helpers/admin';
import { buyerAgent, makeContract } from './helpers/my';
import { Contract } from '../server/contracts/model';
import { VisitSlot } from '../server/visits/model';
import { slotWords } from '../shared/slot-words';

const { clock, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000' }, owner: false });
const LINES = ['101동 1·2호 라인', '101동 3·4호 라인', '102동 1·2호 라인'];

type Slot = { id: string; start: string; end: string; kind: string; line?: string; reservations: { code: string; unit?: string; moveTo?: string[] }[] };

describe('입주 on the visits desk', () => {
  it('names each slot’s line, each booking’s 동·호, and offers moves only within the booking’s line', async () => {
    await createAdmin();
    const d = await deskClient(app);
    expect((await d.put('/api/admin/movein/period', { from: '2027-03-20', to: '2027-04-30' })).status).toBe(200);
    for (const line of LINES) expect((await d.post('/api/admin/visits/slots', { dates: ['2027-03-22', '2027-03-23'], capacity: 2, kind: 'movein', line })).status).toBe(201);
    const id = await makeContract(clock.now(), { ho: '1502' });
    const c = (await Contract.findById(id).lean())!;
    await Contract.updateOne({ _id: id }, { $set: { instalments: c.instalments.map((i) => (i.key === 'balance' ? { ...i, paid: i.amount, paidOn: '2027-03-02' } : i)) } });
    const am = (await VisitSlot.findOne({ kind: 'movein', line: LINES[0], date: '2027-03-22', start: '09:00' }).lean())!;
    const agent = await buyerAgent(app, clock.now(), { phone: '010-3456-7890', dong: '101', ho: '1502' });
    expect((await agent.post('/api/my/bookings').send({ contractId: id, slotId: String(am._id) })).status).toBe(201);

    const day = await d.get('/api/admin/visits?date=2027-03-22');
    expect(day.status).toBe(200);
    const slots = day.body.slots as Slot[];
    expect(slots.filter((s) => s.start === '09:00').map((s) => s.line).sort()).toEqual([...LINES].sort());
    const own = slots.find((s) => s.reservations.length)!;
    expect(own.reservations[0]).toMatchObject({ unit: '101동 1502호' });
    // Offered: the same line's 오후 and the next day's two half-days; never another line's.
    const offered = await VisitSlot.find({ _id: { $in: own.reservations[0]!.moveTo } }).lean();
    expect(offered.map((s) => `${s.date} ${s.start} ${s.line}`).sort()).toEqual(['2027-03-22 14:00', '2027-03-23 09:00', '2027-03-23 14:00'].map((t) => `${t} ${LINES[0]}`));
  });

  it('words a slot with its kind, day, hours and line', () => {
    expect(slotWords({ kind: 'movein', date: '2027-07-26', start: '09:00', end: '13:00', line: '101동 1·2호 라인' })).toBe('입주 · 7월 26일(월) 09:00~13:00 · 101동 1·2호 라인');
    expect(slotWords({ kind: 'inspection', start: '10:00', end: '13:00', dong: '101' }, { withDate: false })).toBe('사전점검 · 10:00~13:00 · 101동');
    expect(slotWords({ kind: 'visit', date: '2027-07-26', start: '10:00', end: '10:30' })).toBe('7월 26일(월) 10:00~10:30');
  });
});

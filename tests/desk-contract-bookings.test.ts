/**
 * Bookings of a contract (사전점검, 입주, 옵션 계약, 대출 자서) on the visits desk are the move-in and
 * contract desks' (`movein` or `contracts.all`): a counselor sees them masked like another
 * counselor's customer, in the API and in the server-rendered page, and moving or cancelling one
 * answers 403 and changes nothing. A manager sees and changes them.
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import { createAccount, createAdmin, deskClient, signedInAs } from './helpers/admin';
import { BUYER, buyerAgent, makeContract } from './helpers/my';
import { Reservation, VisitSlot } from '../server/visits/model';
import { CONTRACT_BOOKING } from '../server/visits/customer-scope';

const { clock, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000' }, owner: false });
const DAY = '2027-03-10';

/** 101동 1203호 (잔금 unpaid) books its 사전점검 and its 옵션 계약 visit on /my. */
async function holderBookings() {
  await createAdmin();
  const owner = await deskClient(app);
  const open = async (body: object) => expect((await owner.post('/api/admin/visits/slots', { dates: [DAY], capacity: 5, ...body })).status).toBe(201);
  await open({ times: ['10:00', '13:00'], minutes: 180, kind: 'inspection', dong: '101' });
  await open({ times: ['14:00', '15:00'], minutes: 60, kind: 'options' });
  const slot = async (filter: object) => String((await VisitSlot.findOne(filter).lean())!._id);
  const contractId = await makeContract(clock.now());
  const agent = await buyerAgent(app, clock.now());
  const inspection = await agent.post('/api/my/bookings').send({ contractId, slotId: await slot({ kind: 'inspection', start: '10:00' }), party: 2 });
  expect(inspection.status).toBe(201);
  const options = await agent.post(`/api/my/contracts/${contractId}/visits`).send({ slotId: await slot({ kind: 'options', start: '14:00' }) });
  expect(options.status).toBe(201);
  return {
    codes: [inspection.body.code as string, options.body.code as string],
    later: { inspection: await slot({ kind: 'inspection', start: '13:00' }), options: await slot({ kind: 'options', start: '15:00' }) },
  };
}

const deskAs = async (email: string, role: 'counselor' | 'manager') => {
  await createAccount(email, role);
  const { agent, csrfToken } = await signedInAs(app, email);
  return { get: (url: string) => agent.get(url), patch: (url: string, body: object) => agent.patch(url).set('X-CSRF-Token', csrfToken).send(body) };
};

type Row = { code: string; phone: string; othersCustomer?: boolean };
const rowsOf = (body: { slots: { reservations: Row[] }[] }) => body.slots.flatMap((s) => s.reservations);

describe("a contract's bookings on the visits desk", () => {
  it('a counselor sees them masked (API and page) and gets 403 on move and cancel; nothing changes', async () => {
    const { codes, later } = await holderBookings();
    const counselor = await deskAs('c@example.com', 'counselor');

    const day = await counselor.get(`/api/admin/visits?date=${DAY}`);
    expect(day.status).toBe(200);
    const rows = rowsOf(day.body);
    expect(rows.map((r) => r.code).sort()).toEqual([...codes].sort());
    for (const r of rows) expect(r).toMatchObject({ phone: '010-****-7890', othersCustomer: true });
    expect(day.text).not.toContain(BUYER.phone);
    for (const kind of ['inspection', 'options']) expect((await counselor.get(`/api/admin/visits?date=${DAY}&kind=${kind}`)).text).not.toContain(BUYER.phone);

    const page = await counselor.get(`/admin/visits?date=${DAY}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('010-****-7890');
    expect(page.text).not.toContain(BUYER.phone);
    expect(page.text).not.toContain(BUYER.phone.replace(/-/g, ''));

    const [inspection, options] = codes as [string, string];
    for (const [code, to] of [[inspection, later.inspection], [options, later.options]] as const) {
      const moved = await counselor.patch(`/api/admin/visits/reservations/${code}`, { slotId: to });
      expect(moved.status).toBe(403);
      expect(moved.body.error).toBe(CONTRACT_BOOKING);
      const cancelled = await counselor.patch(`/api/admin/visits/reservations/${code}`, { status: 'cancelled' });
      expect(cancelled.status).toBe(403);
      expect(cancelled.body.error).toBe(CONTRACT_BOOKING);
    }
    const after = await Reservation.find({ code: { $in: codes } }).lean();
    expect(after.map((r) => [r.status, r.start]).sort()).toEqual([['booked', '10:00'], ['booked', '14:00']]);
    expect((await VisitSlot.findById(later.inspection).lean())!.booked).toBe(0);
  });

  it('a manager (movein, contracts.all) sees the full phone and moves and cancels them', async () => {
    const { codes, later } = await holderBookings();
    const manager = await deskAs('m@example.com', 'manager');
    const day = await manager.get(`/api/admin/visits?date=${DAY}`);
    for (const r of rowsOf(day.body)) expect(r).toMatchObject({ phone: BUYER.phone });
    expect(rowsOf(day.body).some((r) => r.othersCustomer)).toBe(false);
    expect((await manager.get(`/admin/visits?date=${DAY}`)).text).toContain(BUYER.phone);
    const [inspection, options] = codes as [string, string];
    expect((await manager.patch(`/api/admin/visits/reservations/${inspection}`, { slotId: later.inspection })).status).toBe(200);
    expect((await manager.patch(`/api/admin/visits/reservations/${options}`, { status: 'cancelled' })).status).toBe(200);
  });
});

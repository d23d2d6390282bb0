/**
 * A contract's life, as random sequences of what the desk and the holders do (issue 64, its property):
 * imports (a unit sold, sold again, other holders), 해약, 명의변경, 사전점검 bookings on /my, deposits
 * from the bank's statement, defects filed and 열쇠 지급, on a handful of units. After every step:
 * at most one live contract per unit; every active booking, 열쇠 지급 and open defect is a live
 * contract's and its phone a live holder's; the board says what the ledger says (boardDrift() empty);
 * and a contract's paid is the deposits applied to it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { prepareTest } from './helpers/prepared-test';
import { freshDesk, uploadUnits } from './helpers/units';
import { buyerAgent } from './helpers/my';
import { Contract, type ContractDoc } from '../server/contracts/model';
import { Deposit } from '../server/contracts/deposit-model';
import { Reservation, VisitSlot } from '../server/visits/model';
import { Defect } from '../server/defects/model';
import { MoveInRecord } from '../server/movein/model';
import { boardDrift } from '../server/contracts/board';

const AT = '2027-03-03T10:00:00+09:00';
const { clock, app } = prepareTest({ at: AT, env: { LEAD_RATE_LIMIT: '1000' } });

const UNITS = [
  { dong: '101', ho: '1201' },
  { dong: '101', ho: '1202' },
  { dong: '101', ho: '1502' },
];
const BUYERS = [0, 1, 2, 3].map((i) => ({ name: `구매자${i}`, phone: `010-5100-100${i}` }));
const PRICES = [538_670_000, 552_000_000];
const account = (u: number) => `562-100-10000${u}`;

type Step =
  | { kind: 'import'; unit: number; buyer: number; price: number; early: boolean }
  | { kind: 'cancel'; unit: number }
  | { kind: 'transfer'; unit: number; buyer: number }
  | { kind: 'book'; unit: number }
  | { kind: 'deposit'; unit: number; whole: boolean }
  | { kind: 'defect'; unit: number }
  | { kind: 'keys'; unit: number };

const unit = fc.nat({ max: UNITS.length - 1 });
const buyer = fc.nat({ max: BUYERS.length - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('import' as const), unit, buyer, price: fc.nat({ max: 1 }), early: fc.boolean() }), weight: 3 },
  fc.record({ kind: fc.constant('cancel' as const), unit }),
  fc.record({ kind: fc.constant('transfer' as const), unit, buyer }),
  fc.record({ kind: fc.constant('book' as const), unit }),
  fc.record({ kind: fc.constant('deposit' as const), unit, whole: fc.boolean() }),
  fc.record({ kind: fc.constant('defect' as const), unit }),
  fc.record({ kind: fc.constant('keys' as const), unit }),
);

const keyOf = (u: number) => `${UNITS[u]!.dong}-${UNITS[u]!.ho}`;
const liveOf = (u: number) => Contract.findOne({ liveKey: keyOf(u) }).lean<ContractDoc>();

/** One sequence's world: the desk, the units sold, the inspection slot, the holders' sessions (signed in once each). */
async function world() {
  const desk = await freshDesk(app, clock, AT);
  await uploadUnits(desk, ['동,호,주택형', ...UNITS.map((u) => `${u.dong},${u.ho},84A`)].join('\n'));
  expect((await desk.put('/api/admin/movein/period', { from: '2027-03-01', to: '2027-04-30' })).status).toBe(200);
  expect((await desk.post('/api/admin/visits/slots', { dates: ['2027-03-10'], times: ['10:00'], minutes: 180, capacity: 50, kind: 'inspection', dong: '101' })).status).toBe(201);
  const slot = String((await VisitSlot.findOne({ kind: 'inspection' }).lean())!._id);
  // Every unit sold first (the steps then end, sell again and hand over).
  const first = ['동,호,계약자,연락처,계약일,분양가,가상계좌', ...UNITS.map((u, i) => `${u.dong},${u.ho},${BUYERS[i]!.name},${BUYERS[i]!.phone},2027-01-05,${PRICES[0]},${account(i)}`)].join('\n');
  expect((await desk.post('/api/admin/contracts/import', { csv: first })).body.added).toBe(UNITS.length);
  const sessions = new Map<string, Awaited<ReturnType<typeof buyerAgent>>>();
  const holderOf = async (c: ContractDoc) => {
    const phone = c.holderPhones[0]!;
    const known = sessions.get(phone);
    if (known && (await known.get('/api/my')).status === 200) return known;
    const agent = await buyerAgent(app, clock.now(), { phone, dong: c.dong, ho: c.ho });
    sessions.set(phone, agent);
    return agent;
  };
  return { desk, slot, holderOf, lines: 0 };
}

type World = Awaited<ReturnType<typeof world>>;

/** A line of the bank's statement into the unit's account, uploaded at the desk (each line its own). */
async function deposit(w: World, u: number, amount: number) {
  const n = ++w.lines;
  const csv = `거래일,입금자,계좌,금액\r\n2027-03-03 09:${String(n % 60).padStart(2, '0')}:${String(Math.floor(n / 60)).padStart(2, '0')},입금자${n},신한은행 ${account(u)},${amount}\r\n`;
  expect((await w.desk.post('/api/admin/contracts/deposits', { csv })).status).toBe(200);
}

async function run(w: World, s: Step) {
  const { desk } = w;
  const live = await liveOf(s.unit);
  const { dong, ho } = UNITS[s.unit]!;
  switch (s.kind) {
    case 'import': {
      const b = BUYERS[s.buyer]!;
      const csv = ['동,호,계약자,연락처,계약일,분양가,가상계좌', `${dong},${ho},${b.name},${b.phone},${s.early ? '2027-01-05' : '2027-03-03'},${PRICES[s.price]},${account(s.unit)}`].join('\n');
      return expect((await desk.post('/api/admin/contracts/import', { csv })).status).toBe(201);
    }
    case 'cancel': {
      if (!live) return;
      // A contract whose keys were handed over is not ended at the desk (409); any other is.
      const keyed = !!(await MoveInRecord.exists({ _id: live._id, keys: { $exists: true } }));
      expect((await desk.post(`/api/admin/contracts/${String(live._id)}/cancel`, { on: '2027-03-03', reason: '합의 해약' })).status).toBe(keyed ? 409 : 200);
      return;
    }
    case 'transfer':
      if (live) expect([200, 400]).toContain((await desk.post(`/api/admin/contracts/${String(live._id)}/transfer`, { holders: [BUYERS[s.buyer]], on: '2027-03-03', reason: '증여' })).status);
      return;
    case 'book':
      if (live) expect([201, 409]).toContain((await (await w.holderOf(live)).post('/api/my/bookings').send({ contractId: String(live._id), slotId: w.slot, party: 1 })).status);
      return;
    case 'deposit':
      return deposit(w, s.unit, s.whole && live ? live.price + 1_000_000 : 10_000_000);
    case 'defect':
      if (live) {
        const res = await (await w.holderOf(live)).post('/api/my/defects').field('contractId', String(live._id)).field('room', '거실').field('kind', '도배').field('text', '거실 벽지가 들떠 있습니다.');
        expect([201, 409, 429]).toContain(res.status);
      }
      return;
    case 'keys': {
      if (!live) return;
      // The holder pays what is left (and the 관리비 예치금) first: the 입주증 is shown once 잔금 is paid.
      const left = live.price - live.instalments.reduce((sum, i) => sum + (i.paid ?? 0), 0);
      if (left > 0) await deposit(w, s.unit, left + 1_000_000);
      const code = (await (await w.holderOf(live)).get(`/api/my/contracts/${String(live._id)}/move-in`)).body.movein?.pass?.code as string | undefined;
      if (!code) return;
      const given = await desk.post(`/api/admin/movein/pass/${code}/keys`, {});
      expect([201, 409]).toContain(given.status);
      // 열쇠 지급 is recorded on the live contract only.
      if (given.status === 201) expect(String((await MoveInRecord.findOne({ code }).lean())!._id)).toBe(String(live._id));
      return;
    }
  }
}

async function invariants(where: string) {
  const contracts = await Contract.find({}).lean<ContractDoc[]>();
  const live = contracts.filter((c) => !c.cancelledOn);
  // At most one live contract per unit, and it is the one the unit's key names.
  expect(new Set(live.map((c) => c.unitKey)).size, `${where}: two live contracts of a unit`).toBe(live.length);
  for (const c of live) expect(c.liveKey, where).toBe(c.unitKey);
  const byId = new Map(contracts.map((c) => [String(c._id), c]));
  const liveHolder = (contractId: unknown, phone: string | undefined) => {
    const c = byId.get(String(contractId));
    return !!c && !c.cancelledOn && !!phone && c.holderPhones.includes(phone);
  };
  for (const r of await Reservation.find({ status: 'booked', contractId: { $exists: true } }).lean()) expect(liveHolder(r.contractId, r.phone), `${where}: booking ${r.code} is not a live holder's`).toBe(true);
  for (const d of await Defect.find({ closed: false }).lean()) expect(liveHolder(d.contractId, d.notifyPhone ?? byId.get(String(d.contractId))?.holderPhones[0]), `${where}: open defect not a live holder's`).toBe(true);
  expect(await boardDrift(), `${where}: board and ledger differ`).toEqual([]);
  // A contract's paid (its instalments and the surplus beyond them) is the deposits applied to it.
  const applied = new Map<string, number>();
  for (const d of await Deposit.find({ state: 'matched' }).lean()) applied.set(String(d.contractId), (applied.get(String(d.contractId)) ?? 0) + d.amount);
  for (const c of contracts) {
    const paid = c.instalments.reduce((s, i) => s + (i.paid ?? 0), 0) + (c.surplus ?? 0);
    expect(paid, `${where}: ${c.unitKey} ${String(c._id)} paid`).toBe(applied.get(String(c._id)) ?? 0);
  }
}

describe('a contract’s life, at random', () => {
  it('keeps one live contract per unit, every booking, key and defect its live holder’s, the board on the ledger, paid = deposits applied', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
        const w = await world();
        for (const [i, s] of steps.entries()) {
          await run(w, s);
          await invariants(`step ${i} ${JSON.stringify(s)}`);
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});

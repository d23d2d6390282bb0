/**
 * A small sale for the sale-report tests: 8 units (one not yet supplied), 5 contracts (one ended by
 * a 해약), their deposits imported through the desk (on time, late, partly), two 입주 bookings and
 * five defects. The figures the tests expect are worked out by hand in tests/sale-report.test.ts.
 */
import { Types } from 'mongoose';
import { Unit } from '../../server/units/model';
import { Contract } from '../../server/contracts/model';
import { Reservation } from '../../server/visits/model';
import { Defect } from '../../server/defects/model';
import { MoveInRecord } from '../../server/movein/model';

const UNITS = [
  ['101', '101', 1, '101동 1라인', '84A', 'contracted'],
  ['101', '102', 1, '101동 2라인', '84A', 'contracted'],
  ['101', '601', 6, '101동 1라인', '84A', 'contracted'],
  ['101', '602', 6, '101동 2라인', '84A', 'available'],
  ['102', '101', 1, '102동 1라인', '59B', 'available'],
  ['102', '601', 6, '102동 1라인', '59B', 'contracted'],
  ['102', '1101', 11, '102동 1라인', '59B', 'available'],
  ['102', '1102', 11, '102동 2라인', '59B', 'unreleased'],
] as const;

/** 계약금 30,000,000 (06-01), 중도금 1–4회 of 30,000,000 (09-01, 10-01, 11-02, 2027-01-04), 잔금 150,000,000. */
const plan = () => [
  { key: 'down-1', label: '계약금', kind: 'sale', dueDate: '2026-06-01', amount: 30_000_000, paid: 0 },
  ...['2026-09-01', '2026-10-01', '2026-11-02', '2027-01-04'].map((d, i) => ({ key: `mid-${i + 1}`, label: `중도금 ${i + 1}회`, kind: 'sale', dueDate: d, amount: 30_000_000, paid: 0 })),
  { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 150_000_000, paid: 0 },
];

export const HOLDERS = ['김가온', '이나래', '박다솜', '최라희', '정마루'];
const CONTRACTS = [
  { unit: '101-101', date: '2026-06-01' },
  { unit: '101-102', date: '2026-06-01' },
  { unit: '101-601', date: '2026-06-02' },
  { unit: '102-101', date: '2026-06-02', cancelledOn: '2026-07-15' },
  { unit: '102-601', date: '2026-06-03' },
];
const account = (i: number) => `농협 790-55500${i}-01`;

export const DEPOSITS = [
  '거래일,입금자,계좌,금액',
  ...[
    [0, '2026-06-01', 30], [0, '2026-09-01', 30], [0, '2026-10-01', 30], [0, '2026-11-02', 30],
    [1, '2026-06-01', 30], [1, '2026-09-20', 30], [1, '2026-10-01', 30], [1, '2026-11-10', 10],
    [2, '2026-06-02', 30], [2, '2026-09-01', 30],
    [3, '2026-06-02', 30],
    [4, '2026-06-03', 20],
  ].map(([i, day, m]) => `${day} 10:00:00,${HOLDERS[i as number]},${account(i as number)},${(m as number) * 1_000_000}`),
].join('\n');

export async function buildSale(now: Date): Promise<Types.ObjectId[]> {
  await Unit.insertMany(UNITS.map(([dong, ho, floor, line, unitType, state]) => ({ dong, ho, floor, line, unitType, state, history: [], createdAt: now, updatedAt: now })));
  const ids = CONTRACTS.map(() => new Types.ObjectId());
  await Contract.insertMany(
    CONTRACTS.map((c, i) => {
      const [dong, ho] = c.unit.split('-') as [string, string];
      const u = UNITS.find((x) => x[0] === dong && x[1] === ho)!;
      return {
        _id: ids[i],
        dong,
        ho,
        unitKey: c.unit,
        unitSort: `${dong.padStart(6, '0')}-${ho.padStart(6, '0')}`,
        unitType: u[4],
        holders: [{ name: HOLDERS[i], phone: `010-5555-000${i}` }],
        holderPhones: [`010-5555-000${i}`],
        contractDate: c.date,
        ...(c.cancelledOn ? { cancelledOn: c.cancelledOn } : {}),
        price: 300_000_000,
        account: account(i),
        accountKey: account(i).replace(/\D/g, ''),
        instalments: plan(),
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  return ids;
}

/** 입주: 101-101 moved in, 101-102 booked, the ended contract's booking marked visited (not counted). */
export async function moveIns(ids: Types.ObjectId[], now: Date) {
  const r = (i: number, status: string) => ({ code: `M${i}`, token: `t${i}${status}`, slotId: new Types.ObjectId(), date: '2026-11-30', start: '09:00', end: '13:00', startsAt: now, party: 1, name: HOLDERS[i], phone: `010-5555-000${i}`, status, kind: 'movein', contractId: ids[i], createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000 * 365) });
  await Reservation.collection.insertMany([r(0, 'visited'), r(1, 'booked'), r(3, 'visited')]);
  // 입주 counts the keys handed over (issue 64): the households that moved in got theirs.
  await MoveInRecord.collection.insertMany([0, 3].map((i) => ({ _id: ids[i], code: `KEYS000${i}`, keys: { by: '관리사무소', at: now } })));
}

const at = (s: string) => new Date(`${s}+09:00`);
/** Five defects: 도배 closed in 3 and 10 days, 타일 open twice (one unassigned), 설비 closed in 1.5 days. */
export async function defects(ids: Types.ObjectId[]) {
  const d = (kind: string, firm: string | null, created: string, confirmed: string | null) => ({
    contractId: ids[0],
    dong: '101',
    ho: '101',
    room: '거실',
    kind,
    text: '확인 부탁드립니다.',
    photos: [],
    state: confirmed ? 'confirmed' : firm ? 'assigned' : 'received',
    closed: !!confirmed,
    ...(firm ? { assignee: { name: firm } } : {}),
    round: 1,
    history: [{ state: 'received', at: at(created), byKind: 'buyer', byName: '계약자', note: '' }, ...(confirmed ? [{ state: 'confirmed', at: at(confirmed), byKind: 'buyer', byName: '계약자', note: '' }] : [])],
    rev: 0,
    createdAt: at(created),
    updatedAt: at(created),
  });
  await Defect.collection.insertMany([
    d('도배', '한빛타일', '2026-11-01T10:00:00', '2026-11-04T10:00:00'),
    d('도배', '한빛타일', '2026-11-02T10:00:00', '2026-11-12T10:00:00'),
    d('타일', '한빛타일', '2026-11-05T10:00:00', null),
    d('타일', null, '2026-11-06T10:00:00', null),
    d('설비', '대한설비', '2026-11-10T10:00:00', '2026-11-11T22:00:00'),
  ]);
}

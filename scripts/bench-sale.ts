/**
 * `npm run bench -- --only=sale` (and the full run): the sale page's API (/api/admin/sale) on a
 * complex of 1,455 units, 1,400 contracts (30 ended by a 해약) and 30,000 deposits applied, with
 * 입주 bookings and defects, signed in as the owner. Prints the time of each answer; the goal is
 * under 1 s.
 */
import mongoose, { Types } from 'mongoose';
import { hashPassword } from '../server/accounts/password';

export interface SaleBench {
  times: number[];
  bytes: number;
}

const EMAIL = 'bench-owner@example.com';
const PASSWORD = 'bench-owner-password-1455';
const day = (n: number) => new Date(Date.UTC(2026, 5, 1) + n * 86_400_000).toISOString().slice(0, 10);

export async function seedSale(mongoUri: string, deposits = 30) {
  const conn = await mongoose.createConnection(mongoUri).asPromise();
  const now = new Date();
  const units = Array.from({ length: 1455 }, (_, i) => {
    const dong = String(101 + Math.floor(i / 100));
    const floor = 1 + Math.floor((i % 100) / 4);
    const line = 1 + (i % 4);
    return { dong, ho: `${floor}0${line}`, floor, line: `${dong}동 ${line}라인`, unitType: ['59A', '74B', '84A', '84B', '101A'][i % 5], state: i < 1400 ? 'contracted' : 'available', history: [], createdAt: now, updatedAt: now };
  });
  await conn.collection('units').insertMany(units);
  const ids = units.slice(0, 1400).map(() => new Types.ObjectId());
  // One batch per contract and import (as server/contracts/deposits.ts applies them), listed on the contract.
  const importId = new Types.ObjectId();
  const batches = new Map<string, Types.ObjectId>();
  const byContract = new Map<number, Types.ObjectId[]>();
  // And the money each brought, by its day, as the contract keeps it (receivedByDay).
  const daysOf = new Map<number, Record<string, number>>();
  const depositDocs = Array.from({ length: deposits * 1000 }, (_, n) => {
    const i = n % 1400;
    const days = daysOf.get(i) ?? {};
    days[day(n % 180)] = (days[day(n % 180)] ?? 0) + 5_000_000;
    daysOf.set(i, days);
    const key = `${Math.floor(n / 1000)}-${i}`;
    if (!batches.has(key)) {
      batches.set(key, new Types.ObjectId());
      byContract.set(i, [...(byContract.get(i) ?? []), batches.get(key)!]);
    }
    return { rowKey: `bench-${n}`, importId, line: n, dealtAt: day(n % 180), day: day(n % 180), depositor: '홍길동', account: '', accountKey: '', amount: 5_000_000, state: 'matched', contractId: ids[i], allocation: [{ key: 'mid-1', label: '중도금 1회', amount: 5_000_000 }], surplus: 0, batchId: batches.get(key), applied: true, importedAt: now };
  });
  const batchesOf = (i: number) => byContract.get(i) ?? [];
  const dues = [day(0), day(92), day(122), day(154), day(215), day(276), day(335)];
  await conn.collection('contracts').insertMany(
    units.slice(0, 1400).map((u, i) => ({
      _id: ids[i],
      dong: u.dong,
      ho: u.ho,
      unitKey: `${u.dong}-${u.ho}`,
      unitType: u.unitType,
      holders: [{ name: '홍길동', phone: '010-0000-0000' }],
      holderPhones: ['010-0000-0000'],
      contractDate: day(i % 60),
      ...(i % 47 === 0 ? { cancelledOn: day(90 + (i % 30)) } : {}),
      price: 500_000_000,
      depositBatches: batchesOf(i),
      receivedByDay: daysOf.get(i) ?? {},
      instalments: [
        ...dues.map((d, k) => ({ key: k ? `mid-${k}` : 'down-1', label: k ? `중도금 ${k}회` : '계약금', kind: 'sale', dueDate: d, amount: 50_000_000, paid: k < 3 ? 50_000_000 : 0 })),
        { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 150_000_000, paid: 0 },
      ],
      createdAt: now,
      updatedAt: now,
    })),
  );
  for (let part = 0; part < deposits; part++) await conn.collection('deposits').insertMany(depositDocs.slice(part * 1000, (part + 1) * 1000));
  // Written as the contract writers do once their write has landed (server/contracts/revision.ts).
  await conn.collection<{ _id: string; rev: string }>('revisions').updateOne({ _id: 'contracts' }, { $set: { rev: new Types.ObjectId().toHexString() } }, { upsert: true });
  await conn.collection('reservations').insertMany(
    ids.slice(0, 300).map((id, i) => ({ code: `B${i}`, token: `bench-${i}`, slotId: new Types.ObjectId(), date: day(200), start: '09:00', end: '13:00', startsAt: now, party: 1, name: '홍길동', phone: '010-0000-0000', status: i % 3 ? 'visited' : 'booked', kind: 'movein', contractId: id, createdAt: now, expiresAt: new Date(now.getTime() + 365 * 86_400_000) })),
  );
  await conn.collection('defects').insertMany(
    Array.from({ length: 2000 }, (_, i) => ({ contractId: ids[i % 1400], dong: '101', ho: '101', room: '거실', kind: ['도배', '타일', '설비'][i % 3], text: '-', photos: [], state: i % 2 ? 'confirmed' : 'received', closed: i % 2 === 1, assignee: { name: `협력업체 ${i % 12}` }, round: 1, history: [{ state: 'confirmed', at: now, byKind: 'desk', byName: '-', note: '' }], rev: 0, createdAt: new Date(now.getTime() - (i % 20) * 86_400_000), updatedAt: now })),
  );
  await conn.collection('admins').insertOne({ email: EMAIL, name: 'bench', role: 'owner', active: true, away: false, passwordHash: await hashPassword(PASSWORD), createdAt: now });
  await conn.close();
}

export async function saleScenario(base: string, mongoUri: string, runs = 7): Promise<SaleBench> {
  await seedSale(mongoUri);
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  if (login.status !== 200) throw new Error(`bench owner sign-in: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/api/admin/sale`, { headers: { cookie } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`/api/admin/sale: ${res.status} ${body.slice(0, 200)}`);
    times.push(performance.now() - t);
    bytes = body.length;
  }
  return { times, bytes };
}

export function printSale(s: SaleBench) {
  const sorted = [...s.times].sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`\nsale page API (/api/admin/sale), 1,455 units, 1,400 contracts, 30,000 deposits: first ${ms(s.times[0]!)}, median ${ms(sorted[Math.floor(sorted.length / 2)]!)}, slowest ${ms(sorted.at(-1)!)} of ${s.times.length} (goal < 1,000 ms); ${(s.bytes / 1024).toFixed(0)} KB`);
}

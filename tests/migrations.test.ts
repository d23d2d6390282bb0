import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import type { Db } from 'mongodb';
import { clearDb, testDb } from './helpers/app';
import { createLogger } from '../server/logger';
import { MIGRATIONS, runMigrations, STALE_CLAIM_MS, type Migration } from '../server/db/migrations';
import { Lead } from '../server/leads/model';
import { Admin } from '../server/accounts/model';
import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { Deposit } from '../server/contracts/deposit-model';
import { importDeposits } from '../server/contracts/deposit-import';

const log = createLogger('silent');
let db: Db;

beforeAll(async () => {
  await testDb();
  db = mongoose.connection.db!;
});
beforeEach(async () => {
  await clearDb();
  await db.collection('migrations').deleteMany({});
});

const records = () => db.collection<{ _id: string; state: string }>('migrations').find({}).sort({ _id: 1 }).toArray();

/** A migration that counts its runs and can be held open until released. */
function counting(name: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const m = { name, runs: 0, held: false, release, run: async () => {
    m.runs++;
    if (m.held) await gate;
    return m.runs;
  } };
  return m;
}

describe('numbered migrations at start-up', () => {
  it('an old database is brought up to date once: older leads get keys and types, the role-less administrator becomes the owner', async () => {
    const at = new Date('2025-03-01T14:30:00Z');
    await Lead.collection.insertOne({ type: 'customer', name: '예전고객', phone: '010-8080-9090', page: '/Promotion/Customer', message: '', consentAt: at, createdAt: at, expiresAt: new Date(at.getTime() + 365 * 86_400_000), forward: { state: 'stored', attempts: 0 } } as never);
    await Admin.collection.insertOne({ email: 'old@example.com', passwordHash: 'x', createdAt: at } as never);

    const first = await runMigrations(db, log);
    expect(first).toEqual({ ran: MIGRATIONS.map((m) => m.name) });
    expect((await records()).map((r) => [r._id, r.state])).toEqual(MIGRATIONS.map((m) => [m.name, 'done']));
    expect(await Lead.findOne({ name: '예전고객' }).lean()).toMatchObject({ type: 'interest', phoneKey: '01080809090', day: '2025-03-01' });
    expect(await Admin.findOne({ email: 'old@example.com' }).lean()).toMatchObject({ role: 'owner', active: true });

    // The next start finds every one recorded and runs none.
    expect(await runMigrations(db, log)).toEqual({ ran: [] });
  });

  it('two instances starting together run each migration once, in order', async () => {
    const a = counting('0001-a');
    const b = counting('0002-b');
    a.held = true;
    const list: Migration[] = [a, b];
    const first = runMigrations(db, log, { migrations: list });
    await expect.poll(() => a.runs).toBe(1);
    // The second instance finds the first migration claimed: it leaves the rest to the instance running it.
    expect(await runMigrations(db, log, { migrations: list })).toEqual({ ran: [], busy: '0001-a' });
    expect(b.runs).toBe(0);
    a.release();
    expect(await first).toEqual({ ran: ['0001-a', '0002-b'] });
    expect(await runMigrations(db, log, { migrations: list })).toEqual({ ran: [] });
    expect([a.runs, b.runs]).toEqual([1, 1]);
  });

  it('a migration that fails is not recorded as done, the later ones wait, and the next start runs it again', async () => {
    let fail = true;
    const broken: Migration = { name: '0001-broken', run: async () => { if (fail) throw new Error('disk full'); return 'fixed'; } };
    const later = counting('0002-later');
    expect(await runMigrations(db, log, { migrations: [broken, later] })).toEqual({ ran: [], failed: '0001-broken' });
    expect(await records()).toEqual([]);
    expect(later.runs).toBe(0);
    fail = false;
    expect(await runMigrations(db, log, { migrations: [broken, later] })).toEqual({ ran: ['0001-broken', '0002-later'] });
  });

  it('the claim of an instance that stopped mid-run is taken over once stale, not before', async () => {
    const m = counting('0001-m');
    const t0 = new Date('2026-11-26T00:00:00Z');
    await db.collection<{ _id: string; state: string; startedAt: Date }>('migrations').insertOne({ _id: m.name, state: 'running', startedAt: t0 });
    expect(await runMigrations(db, log, { migrations: [m], now: () => new Date(t0.getTime() + 60_000) })).toEqual({ ran: [], busy: '0001-m' });
    expect(m.runs).toBe(0);
    expect(await runMigrations(db, log, { migrations: [m], now: () => new Date(t0.getTime() + STALE_CLAIM_MS + 1) })).toEqual({ ran: ['0001-m'] });
    expect(m.runs).toBe(1);
  });

  it('0011 links a defect’s free-text 담당 to the contractor account of exactly that name, else keeps it as a registered company', async () => {
    const at = new Date('2027-09-01T01:00:00Z');
    const account = await Admin.collection.insertOne({ email: 'hanbit@example.com', name: '한빛타일', role: 'contractor', active: true, passwordHash: 'x', createdAt: at } as never);
    const defect = (assignee: object) => ({ contractId: new mongoose.Types.ObjectId(), dong: '101', ho: '1203', room: '욕실 1', kind: '타일', text: '깨짐', state: 'assigned', closed: false, assignee, round: 1, history: [], rev: 1, createdAt: at, updatedAt: at });
    const defects = db.collection('defects');
    const exact = await defects.insertOne(defect({ name: '한빛타일' }));
    const part = await defects.insertOne(defect({ name: '한빛' }));
    const linked = await defects.insertOne(defect({ name: '한빛타일', accountId: account.insertedId }));
    await runMigrations(db, log, { migrations: MIGRATIONS.filter((m) => m.name === '0011-defect-assignees') });
    expect((await defects.findOne({ _id: exact.insertedId }))!.assignee).toEqual({ name: '한빛타일', accountId: account.insertedId });
    const kept = (await defects.findOne({ _id: part.insertedId }))!.assignee as { name: string; companyId: unknown };
    expect(kept.name).toBe('한빛');
    expect((await db.collection('defect_companies').findOne({ _id: kept.companyId as never }))!.name).toBe('한빛');
    expect((await defects.findOne({ _id: linked.insertedId }))!.assignee).toEqual({ name: '한빛타일', accountId: account.insertedId });
    expect((await records()).find((r) => r._id === '0011-defect-assignees')!.state).toBe('done');
  });

  it('0012 gives a contract’s bookings made before units were kept the contract’s 동·호; others are left as they are', async () => {
    const at = new Date('2027-09-01T01:00:00Z');
    const contract = await db.collection('contracts').insertOne({ dong: '109', ho: '지하1', unitKey: '109|지하1', createdAt: at } as never);
    const booking = (extra: object) => ({ code: `C${new Types.ObjectId().toHexString().slice(-7)}`, token: String(new Types.ObjectId()), slotId: new Types.ObjectId(), kind: 'movein', date: '2027-09-10', start: '09:00', end: '13:00', startsAt: at, party: 1, name: '입주자', phone: '010-1000-2000', status: 'booked', createdAt: at, expiresAt: at, ...extra });
    const reservations = db.collection('reservations');
    const old = await reservations.insertOne(booking({ contractId: contract.insertedId }));
    const kept = await reservations.insertOne(booking({ contractId: contract.insertedId, unitDong: '101', unitHo: '101' }));
    const orphan = await reservations.insertOne(booking({ contractId: new Types.ObjectId() }));
    const visit = await reservations.insertOne(booking({ kind: 'visit' }));
    await runMigrations(db, log, { migrations: MIGRATIONS.filter((m) => m.name === '0012-booking-units') });
    expect(await reservations.findOne({ _id: old.insertedId })).toMatchObject({ unitDong: '109', unitHo: '지하1' });
    expect(await reservations.findOne({ _id: kept.insertedId })).toMatchObject({ unitDong: '101', unitHo: '101' });
    expect(await reservations.findOne({ _id: orphan.insertedId })).not.toHaveProperty('unitDong');
    expect(await reservations.findOne({ _id: visit.insertedId })).not.toHaveProperty('unitDong');
  });
});

describe('0009: eligibility figures become tiers over the notice\'s income table', () => {
  // As the desk stored them before: one percentage with amounts from 1인 to 8인 (140 % of the 2025
  // table: 1~3인 10,547,268, then 4인 … 8인), and one asset limit.
  const old = {
    _id: 'current',
    noticeDate: '2026-09-18',
    supplies: [
      { key: 'general1', units: 127 },
      {
        key: 'newlywed',
        units: 54,
        incomePercent: 140,
        incomeLimits: [10_547_268, 10_547_268, 10_547_268, 12_323_083, 13_057_779, 13_868_768, 14_679_757, 15_490_747],
        dualIncomePercent: 160,
        dualIncomeLimits: [12_054_021, 12_054_021, 12_054_021, 14_083_523, 14_923_176, 15_850_021, 16_776_866, 17_703_710],
        assetLimit: 331_000_000,
      },
    ],
    areas: [],
    deposits: {},
    region: {},
    rev: 3,
    updatedAt: new Date(),
    updatedBy: 'manager@example.com',
  };

  it('the old percentage becomes 일반공급, the asset limit 추첨공급, and the 100 % table is read back with its year; a second run changes nothing', async () => {
    const figures = db.collection<typeof old>('eligibility_figures');
    await figures.insertOne(old);
    const migration = MIGRATIONS.find((m) => m.name === '0009-eligibility-tiers')!;
    expect(await migration.run(db)).toEqual({ converted: 1 });
    const after = (await figures.findOne({ _id: 'current' })) as unknown as Record<string, unknown>;
    expect(after.supplies).toEqual([
      { key: 'general1', units: 127 },
      { key: 'newlywed', units: 54, general: { percent: 140, dualPercent: 160 }, lotteryAssetLimit: 331_000_000 },
    ]);
    // The notice's own table (2025년도, p. 15): 7,533,763 … 11,064,819 and 579,278 a person over 8.
    expect(after.income).toEqual({ year: 2025, amounts: [7_533_763, 8_802_202, 9_326_985, 9_906_263, 10_485_541, 11_064_819], perPersonOver8: 579_278 });
    expect(after.rev).toBe(3);
    expect(await migration.run(db)).toEqual({ converted: 0 });
  });
});

describe('0010-deposit-keys', () => {
  it('re-keys deposits stored with the raw lines’ keys, so the same deposits listed in another date format are repeats; a second run changes nothing', async () => {
    const at = new Date('2026-11-02T03:00:00Z');
    // As the import stored them before: a hash of the line as written and its occurrence number.
    const oldKey = (dealtAt: string, depositor: string, account: string, amount: number, occurrence: number) =>
      createHash('sha256').update(`${[dealtAt, depositor, account.replace(/\D/g, '') || account, String(amount)].join('\u001f')}\u001f${occurrence}`).digest('base64url');
    const stored = [
      { dealtAt: '2026-11-02 10:01:00', line: 2 },
      { dealtAt: '2026-11-02 10:01:00', line: 3 }, // the same amount twice that minute: two deposits
      { dealtAt: '2026-11-03 09:00:00', line: 4 },
    ];
    let occurrence = 0;
    await Deposit.collection.insertMany(
      stored.map((s, i) => ({
        rowKey: oldKey(s.dealtAt, '홍길동', '790-1', 10_000_000, s.line <= 3 ? ++occurrence : 1),
        importId: new Types.ObjectId(), line: s.line, dealtAt: s.dealtAt, day: s.dealtAt.slice(0, 10), depositor: '홍길동', account: '790-1', accountKey: '7901',
        amount: 10_000_000, state: 'unmatched', allocation: [], surplus: 0, applied: false, importedAt: new Date(at.getTime() + i),
      })) as never[],
    );
    const migration = MIGRATIONS.find((m) => m.name === '0010-deposit-keys')!;
    expect(await migration.run(db)).toEqual({ rekeyed: 3 });
    const keys = (await Deposit.find({}, { rowKey: 1 }).sort({ line: 1 }).lean()).map((d) => d.rowKey);
    expect(new Set(keys).size).toBe(3);

    const again = ['거래일,입금자,계좌,금액', '2026.11.02 10:01:00,홍길동,790-1,10000000', '2026.11.02 10:01:00,홍길동,790-1,10000000', '2026/11/03 09:00:00,홍길동,790-1,10000000', '2026.11.04 09:00:00,홍길동,790-1,10000000'].join('\n');
    const result = await importDeposits(again, new Date('2026-12-01T01:00:00Z'));
    expect(result.repeated).toBe(3);
    expect(await Deposit.countDocuments()).toBe(4);

    expect(await migration.run(db)).toEqual({ rekeyed: 0 });
    expect((await Deposit.find({ line: { $lte: 4 }, importedAt: { $lt: new Date('2026-12-01T00:00:00Z') } }, { rowKey: 1 }).sort({ line: 1 }).lean()).map((d) => d.rowKey)).toEqual(keys);
  });
});

/**
 * 협력업체 names (issue 64, item 14): a name pasted with a zero-width space, full-width spaces or
 * doubled spaces is the same company ("한빛\u200b타일" is 한빛타일) when it is registered, when a
 * defect is assigned or searched by it, and in data kept before (migration 0014).
 */
import { describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { prepareTest } from './helpers/prepared-test';
import { createAccount, deskClient } from './helpers/admin';
import { buyerAgent, makeContract } from './helpers/my';
import { Defect } from '../server/defects/model';
import { DefectCompany } from '../server/defects/companies';
import { Admin } from '../server/accounts/model';
import { MIGRATIONS, runMigrations } from '../server/db/migrations';
import { createLogger } from '../server/logger';
import { companyName } from '../shared/company-name';

const { clock, app } = prepareTest({ at: '2027-09-01T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000' } });
const PASTED = '한빛\u200b타일';

async function fileOne(ho = '1203') {
  const c = await makeContract(clock.now(), { ho });
  const buyer = await buyerAgent(app, clock.now(), { phone: '010-3456-7890', dong: '101', ho });
  const res = await buyer.post('/api/my/defects').field('contractId', c).field('room', '욕실 1').field('kind', '타일').field('text', '욕실 바닥 타일이 깨져 있습니다.');
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('a company name', () => {
  it('loses zero-width characters, full-width forms and repeated spaces', () => {
    expect(companyName(PASTED)).toBe('한빛타일');
    for (const c of ['\u200b', '\u200c', '\u200d', '\ufeff', '\u2060']) expect(companyName(`한빛${c}타일`)).toBe('한빛타일');
    expect(companyName('\u3000대성\u3000\u3000설비  ')).toBe('대성 설비');
    expect(companyName('ＡＢＣ　건설')).toBe('ABC 건설');
  });

  it('registered pasted, it is the company already registered; assigned or searched by it, it finds that company', async () => {
    const desk = await deskClient(app);
    const first = await desk.post('/api/admin/defects/companies', { name: '한빛타일' });
    expect(first.status).toBe(201);
    const again = await desk.post('/api/admin/defects/companies', { name: PASTED });
    expect(again.body).toEqual(first.body);
    expect(await DefectCompany.countDocuments()).toBe(1);
    expect((await desk.post('/api/admin/defects/companies', { name: '\u200b\u200b\u3000' })).status).toBe(400);

    const id = await fileOne();
    const assigned = await desk.patch(`/api/admin/defects/${id}`, { state: 'assigned', assignee: `  ${PASTED}\u3000`, note: '' });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignee).toBe('한빛타일');
    expect((await Defect.findById(id).lean())!.assignee).toMatchObject({ name: '한빛타일', companyId: expect.anything() });
    const found = await desk.get(`/api/admin/defects?assignee=${encodeURIComponent(PASTED)}`);
    expect(found.body.rows.map((r: { id: string }) => r.id)).toEqual([id]);
  });

  it('a contractor account named by the desk is kept normalised', async () => {
    const desk = await deskClient(app);
    const made = await desk.post('/api/admin/accounts', { email: 'daesung@example.com', name: '대성\u200d  설비', role: 'contractor' });
    expect(made.status).toBe(201);
    expect((await Admin.findOne({ email: 'daesung@example.com' }).lean())!.name).toBe('대성 설비');
  });

  it('kept before (migration 0014): companies, contractor accounts and defects read normal; two that now read alike are one', async () => {
    const db = mongoose.connection.db!;
    const at = clock.now();
    const older = await db.collection('defect_companies').insertOne({ name: PASTED, createdAt: new Date(at.getTime() - 60_000), createdBy: 'x' });
    const newer = await db.collection('defect_companies').insertOne({ name: '한빛타일', createdAt: at, createdBy: 'x' });
    const account = await createAccount('sewon@example.com', 'contractor', { name: '세원\ufeff창호\u3000' });
    const id = await fileOne();
    await Defect.updateOne({ _id: id }, { $set: { state: 'assigned', assignee: { name: '한빛타일', companyId: newer.insertedId } } });
    const other = await fileOne('1204');
    await Defect.updateOne({ _id: other }, { $set: { state: 'assigned', assignee: { name: '세원\ufeff창호\u3000', accountId: new mongoose.Types.ObjectId(account) } } });

    await runMigrations(db, createLogger('silent'), { migrations: MIGRATIONS.filter((m) => m.name === '0014-company-names') });
    expect(await db.collection('defect_companies').find({}).toArray()).toEqual([expect.objectContaining({ _id: older.insertedId, name: '한빛타일' })]);
    expect((await Defect.findById(id).lean())!.assignee).toMatchObject({ name: '한빛타일', companyId: older.insertedId });
    expect((await Admin.findById(account).lean())!.name).toBe('세원창호');
    expect((await Defect.findById(other).lean())!.assignee!.name).toBe('세원창호');
  });
});

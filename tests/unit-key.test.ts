/**
 * A unit's key joins 동 and 호 with a hyphen, so a 동 or 호 holding one is refused at every entry, in
 * Korean: 동 `1-2` 호 `3` and 동 `1` 호 `2-3` would otherwise be one unit.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient, signedIn } from './helpers/admin';
import { makeContract } from './helpers/my';
import { Contract } from '../server/contracts/model';
import { Unit } from '../server/units/model';
import { Winner } from '../server/winners/model';
import { Defect } from '../server/defects/model';
import { unitPartsRefusal } from '../shared/unit-parts';

const NOW = new Date('2027-03-03T10:00:00+09:00');
const { app } = testApp({}, { now: () => NOW });
const refusal = (dong: string, ho: string) => unitPartsRefusal(dong, ho)!;

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  await createAdmin();
});

describe('a 동 or 호 with a hyphen', () => {
  it('is refused line by line in the ledger import, and no contract is written', async () => {
    const desk = await deskClient(app);
    const csv = ['동,호,계약자,연락처,계약일,분양가,가상계좌', '1-2,3,김하나,010-1111-2222,2027-01-05,500000000,', '1,2-3,이두리,010-3333-4444,2027-01-05,500000000,'].join('\n');
    const res = await desk.post('/api/admin/contracts/import', { csv });
    expect(res.body.rejected).toEqual([
      { line: 2, reason: refusal('1-2', '3') },
      { line: 3, reason: refusal('1', '2-3') },
    ]);
    expect(await Contract.countDocuments()).toBe(0);
  });

  it('is refused line by line in the unit list and the winners’ list', async () => {
    const desk = await deskClient(app);
    const units = await desk.post('/api/admin/units', { csv: '동,호,주택형\n1-2,3,84A\n1,2|3,84A\n101,1203,84A' });
    expect(units.body.rejected).toEqual([
      { line: 2, reason: refusal('1-2', '3') },
      { line: 3, reason: refusal('1', '2|3') },
    ]);
    expect((await Unit.find({}, { dong: 1, ho: 1 }).lean()).map((u) => `${u.dong}동 ${u.ho}호`)).toEqual(['101동 1203호']);
    const winners = await desk.post('/api/admin/winners', { csv: '이름,연락처,주택형,동,호,구분\n김당첨,010-1111-2222,84A,1,2-3,당첨' });
    expect(winners.body.rejected).toEqual([{ line: 2, reason: refusal('1', '2-3') }]);
    expect(await Winner.countDocuments()).toBe(0);
  });

  it('is refused by the desk’s forms: a reserve’s unit, a deposit matched by 동·호, a defect filed by 동·호 (never another unit’s)', async () => {
    const desk = await deskClient(app);
    await desk.post('/api/admin/winners', { csv: '이름,연락처,주택형,동,호,구분\n박예비,010-5555-6666,84A,,,예비' });
    const reserve = (await Winner.findOne().lean())!;
    const assigned = await desk.patch(`/api/admin/winners/${reserve._id}`, { dong: '1', ho: '2-3' });
    expect(assigned.status).toBe(400);
    expect(assigned.body.fields.dong).toBe(refusal('1', '2-3'));
    expect((await Winner.findById(reserve._id).lean())!.dong ?? null).toBeNull();

    const matched = await desk.post(`/api/admin/contracts/deposits/${new Types.ObjectId()}/match`, { dong: '1', ho: '2-3' });
    expect(matched.status).toBe(400);
    expect(matched.body.error).toBe(refusal('1', '2-3'));

    // A contract stored before with 동 '1-2' 호 '3' is not reached by 동 '1' 호 '2-3'.
    await makeContract(NOW, { dong: '1-2', ho: '3' });
    const { agent, csrfToken } = await signedIn(app);
    const filed = await agent.post('/api/admin/defects').set('X-CSRF-Token', csrfToken).field('dong', '1').field('ho', '2-3').field('room', '거실').field('kind', '도배').field('text', '벽지 들뜸');
    expect(filed.status).toBe(400);
    expect(filed.body.error).toBe(refusal('1', '2-3'));
    expect(await Defect.countDocuments()).toBe(0);
  });
});

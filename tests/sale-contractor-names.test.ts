/**
 * The sale report and its workbook name each 협력업체 by its company name (issue 64, item 13), never
 * by a contractor account's e-mail or its local part, which an account made without a name was
 * called by (the CLI now refuses a contractor without --name: tests/cli.test.ts).
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { prepareTest } from './helpers/prepared-test';
import { createAccount, deskClient } from './helpers/admin';
import { buyerAgent, makeContract } from './helpers/my';
import { Admin } from '../server/accounts/model';

const { clock, app } = prepareTest({ at: '2027-09-01T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000' } });

async function fileOne() {
  const c = await makeContract(clock.now());
  const buyer = await buyerAgent(app, clock.now());
  const res = await buyer.post('/api/my/defects').field('contractId', c).field('room', '욕실 1').field('kind', '타일').field('text', '욕실 바닥 타일이 깨져 있습니다.');
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('the sale report names each 협력업체 by its company name', () => {
  it('an account made by its e-mail alone is never shown by the e-mail or its local part; named, it shows its name', async () => {
    // As the CLI made it before it asked a name: the account named by its e-mail's local part.
    const account = await createAccount('hanbit.tile@example.com', 'contractor');
    expect((await Admin.findById(account).lean())!.name).toBe('hanbit.tile');
    const desk = await deskClient(app);
    const id = await fileOne();
    expect((await desk.patch(`/api/admin/defects/${id}`, { state: 'assigned', assignee: `account:${account}`, note: '' })).status).toBe(200);

    const workbookText = async () => {
      const res = await desk.get('/api/admin/sale/report.xlsx?reason=주간 보고').buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.body as ArrayBuffer);
      const cells: string[] = [];
      wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.value)))));
      return cells.join('\n');
    };
    const firms = async () => (await desk.get('/api/admin/sale')).body.report.defects.byContractor.map((r: { key: string }) => r.key);

    expect(await firms()).toEqual(['업체명 미등록 계정']);
    const page = await desk.get('/admin/sale');
    expect(page.text).toContain('업체명 미등록 계정');
    for (const text of [page.text, await workbookText()]) expect(text).not.toMatch(/hanbit/i);

    // The owner names the account: the report shows the company at once, for defects assigned before too.
    expect((await desk.patch(`/api/admin/accounts/${account}`, { name: '한빛타일' })).status).toBe(200);
    expect(await firms()).toEqual(['한빛타일']);
    expect(await workbookText()).toContain('한빛타일');
  });
});


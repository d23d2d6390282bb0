/**
 * The 납부확인서's 발급번호 and its check (issue 66): the paper carries a number, each instalment's due and
 * paid day, and the address where whoever holds it checks it; that page shows the 단지, 동·호, 발급일 and
 * sums and never the holder's name or phone, and says so when the contract was paid into or ended since.
 */
import { expect, it } from 'vitest';
import request from 'supertest';
import { prepareTest } from './helpers/prepared-test';
import { buyerAgent, makeContract } from './helpers/my';
import { pdfFirstPageText, receiptPdf } from './helpers/pdf';
import { Contract } from '../server/contracts/model';

/** The page's text without React's separators between its parts. */
const plain = (html: string) => html.replace(/<!-- -->/g, '');
const HOLDER = { name: '문확인', phone: '010-3141-5926' };
const { clock, app } = prepareTest({ at: '2027-02-10T10:00:00+09:00', owner: false });

it('numbers each paper and lets anyone holding it check what was issued, without a name or phone', async () => {
  const id = await makeContract(clock.now(), { holders: [HOLDER] });
  const buyer = await buyerAgent(app, clock.now(), { phone: HOLDER.phone, dong: '101', ho: '1203' });
  const text = await pdfFirstPageText((await receiptPdf(buyer, id)).body as Buffer);
  const code = /발급번호 ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(text)?.[1];
  expect(code).toBeTruthy();
  expect(text).toContain('납부기한');
  expect(text).toContain('2027년 1월 5일');
  expect(text).toContain(`/receipt/verify/${code!.replace(/-/g, '')}`);

  const page = await request(app).get(`/receipt/verify/${code!.replace(/-/g, '')}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain('101동 1203호');
  expect(page.text).toContain('2027년 2월 10일');
  expect(page.text).toContain('26,933,000원');
  expect(page.text).not.toContain(HOLDER.name);
  expect(page.text).not.toContain(HOLDER.phone);

  // A later payment and a 해약 are said as such.
  const c = (await Contract.findById(id).lean())!;
  await Contract.updateOne({ _id: id }, { $set: { instalments: c.instalments.map((i) => (i.key === 'down-2' ? { ...i, paid: 26_933_000, paidOn: '2027-02-12' } : i)) } });
  expect(plain((await request(app).get(`/receipt/verify/${code}`)).text)).toContain('발급 후 26,933,000원이 더 납부되었습니다');
  await Contract.updateOne({ _id: id }, { $set: { cancelledOn: '2027-03-02' } });
  expect(plain((await request(app).get(`/receipt/verify/${code}`)).text)).toContain('이 계약은 2027년 3월 2일에 해약되었습니다');
  expect((await request(app).get('/receipt/verify/ABCDEFGHJKMN')).status).toBe(404);
});

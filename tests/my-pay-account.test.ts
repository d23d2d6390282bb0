/**
 * What a contract holder needs to pay and to prove it (issue 58): the account on /my names its bank and
 * 예금주 beside the number (a bare imported number gets the site's 가상계좌 bank and holder), and the
 * 납부확인서 names the 시행사 with its 사업자등록번호 from the site's disclosures.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfFirstPageText, receiptPdf } from './helpers/pdf';
import { clearDb, testApp, testDb } from './helpers/app';
import { testClock } from './helpers/consent';
import { buyerAgent, makeContract } from './helpers/my';
import { Contract } from '../server/contracts/model';
import { loadConfig } from '../server/config.server';
import { siteConfig } from '../shared/site.config';

const clock = testClock('2027-03-03T10:00:00+09:00');

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
});

async function receiptText(app: Parameters<typeof buyerAgent>[0], id: string) {
  const agent = await buyerAgent(app, clock.now());
  const res = await receiptPdf(agent, id);
  expect(res.status).toBe(200);
  return pdfFirstPageText(res.body as Buffer);
}

describe('the account a holder pays into', () => {
  it('comes with its bank and 예금주 as the contract writes them', async () => {
    const { app } = testApp({}, { now: clock.now });
    const id = await makeContract(clock.now());
    const agent = await buyerAgent(app, clock.now());
    const res = await agent.get(`/api/my/contracts/${id}`);
    expect(res.body.payTo).toEqual({ bank: '신한은행', number: '562-100-145501', holder: '해온자산신탁' });
  });

  it('a bare imported number is named with the site’s 가상계좌 bank and 예금주 (PAYMENT_BANK, PAYMENT_ACCOUNT_HOLDER)', async () => {
    const { app } = testApp({ PAYMENT_BANK: '우리은행', PAYMENT_ACCOUNT_HOLDER: '해온자산신탁(주) 분양대금' }, { now: clock.now });
    const id = await makeContract(clock.now());
    await Contract.updateOne({ _id: id }, { $set: { account: '1005-304-145501' } });
    const agent = await buyerAgent(app, clock.now());
    const res = await agent.get(`/api/my/contracts/${id}`);
    expect(res.body.payTo).toEqual({ bank: '우리은행', number: '1005-304-145501', holder: '해온자산신탁(주) 분양대금' });
  });

  it('a contract without an account says so (null), and the page sends the holder to the office', async () => {
    const { app } = testApp({}, { now: clock.now });
    const id = await makeContract(clock.now());
    await Contract.updateOne({ _id: id }, { $unset: { account: 1 } });
    const agent = await buyerAgent(app, clock.now());
    expect((await agent.get(`/api/my/contracts/${id}`)).body.payTo).toBeNull();
  });
});

describe('the 납부확인서', () => {
  it('names the 시행사 and its 사업자등록번호 from the site’s disclosures', async () => {
    const { app } = testApp({}, { now: clock.now });
    const id = await makeContract(clock.now());
    const text = await receiptText(app, id);
    expect(text).toContain(`시행사: ${siteConfig.developer}`);
    expect(text).toContain(`사업자등록번호 ${siteConfig.disclosures.developerBusinessNumber}`);
  });

  it('follows their environment overrides (DEVELOPER, DEVELOPER_BUSINESS_NUMBER)', async () => {
    const { app } = testApp({ DEVELOPER: '호수개발(주)', DEVELOPER_BUSINESS_NUMBER: '101-81-12345' }, { now: clock.now });
    const id = await makeContract(clock.now());
    const text = await receiptText(app, id);
    expect(text).toContain('시행사: 호수개발(주)');
    expect(text).toContain('사업자등록번호 101-81-12345');
  });

  it('a 사업자등록번호 that is not one stops the start with the setting’s name', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DEVELOPER_BUSINESS_NUMBER: '12-3' })).toThrow(/DEVELOPER_BUSINESS_NUMBER/);
  });
});

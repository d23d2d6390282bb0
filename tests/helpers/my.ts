/** Contracts made in the database as the ledger holds them, and a contract holder signed in on /my. */
import request from 'supertest';
import type { Express } from 'express';
import { Contract } from '../../server/contracts/model';
import { signedToken } from './verification';

export const BUYER = { name: '김해온', phone: '010-3456-7890' };

/** 84A 중층 (538,670,000원) on the site's plan, 계약금 1차 paid on the contract day. */
export async function makeContract(now: Date, over: Partial<{ dong: string; ho: string; holders: { name: string; phone: string }[]; unitType: string }> = {}) {
  const dong = over.dong ?? '101';
  const ho = over.ho ?? '1203';
  const holders = over.holders ?? [BUYER];
  const c = await Contract.create({
    dong,
    ho,
    unitKey: `${dong}-${ho}`,
    unitType: over.unitType ?? '84A',
    band: 'mid',
    holders,
    holderPhones: holders.map((h) => h.phone),
    contractDate: '2027-01-05',
    price: 538_670_000,
    account: '신한은행 562-100-145501 (예금주: 해온자산신탁)',
    accountKey: '562100145501',
    instalments: [
      { key: 'down-1', label: '계약금 1차', kind: 'sale', dueDate: '2027-01-05', amount: 26_933_000, paid: 26_933_000, paidOn: '2027-01-05' },
      { key: 'down-2', label: '계약금 2차', kind: 'sale', dueDate: '2027-02-05', amount: 26_933_000, paid: 0 },
      { key: 'mid-1', label: '중도금 1회', kind: 'sale', dueDate: '2027-06-10', amount: 53_867_000, paid: 0 },
      { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 430_937_000, paid: 0 },
    ],
    createdAt: now,
    updatedAt: now,
  });
  return String(c._id);
}

/** A supertest agent signed in on /my with a token signed as the verification endpoint signs it. */
export async function buyerAgent(app: Express, now: Date, who: { phone: string; dong: string; ho: string } = { phone: BUYER.phone, dong: '101', ho: '1203' }) {
  const agent = request.agent(app);
  const res = await agent.post('/api/my/session').send({ ...who, verificationToken: signedToken(who.phone, now) });
  if (res.status !== 200) throw new Error(`buyer sign-in failed: ${res.status} ${res.text}`);
  return agent;
}

/**
 * What a signed-in holder sees first on /my, read once for the API and for the page's HTML alike: the
 * phone's contracts, one contract's 납부 (statement and account) and the holders' notices. The page's
 * loader puts them in the HTML, so a holder reads 납부 without waiting for any script (issue 58: the
 * form pages' 70 KB; the code comes with the first touch).
 */
import type { Request } from 'express';
import { Contract, type ContractDoc } from '../contracts/model';
import type { SiteConfig } from '../../shared/site.config';
import type { ContractRef, MyFirstScreen, Statement } from '../../shared/my-page';
import { statementOf } from '../contracts/statement';
import { moneyTerms } from '../contracts/money-terms';
import { payAccountOf } from './pay-account';
import { accountForPayment } from '../contracts/pay-accounts';
import { depositTextsOn } from '../contracts/deposit-texts';
import { holderNotices } from '../notices/service';
import { sanitizeNotice } from '../notices/sanitize';
import { liveBuyer } from './session';

/** The contracts this phone holds, by 동 then 호. */
export async function contractsOf(phone: string): Promise<ContractRef[]> {
  const contracts = await Contract.find({ holderPhones: phone }, { dong: 1, ho: 1, unitType: 1 }).sort({ dong: 1, ho: 1 }).lean();
  return contracts.map((c) => ({ id: String(c._id), dong: c.dong, ho: c.ho, unitType: c.unitType ?? null }));
}

/** A contract's 납부: the statement on the business clock, the account named, and each payment's own account. */
export async function payViewOf(contract: ContractDoc, now: Date, site: SiteConfig, phone: string): Promise<Statement> {
  const s = statementOf(contract, now, await moneyTerms(site.pricing));
  const payments = s.payments.map((p) => ({ ...p, payTo: accountForPayment(p, contract.account, site.pricing) }));
  return { ...s, payments, payTo: payAccountOf(contract.account, site.pricing.payee), depositTexts: depositTextsOn(contract, phone) };
}

/** Notices published for contract holders only (never on the public board, its feed or the sitemap). */
export async function holderNoticesView(now: Date) {
  const items = await holderNotices(now);
  return items.map((n) => ({ ...n, body: sanitizeNotice(n.body) }));
}

/** The first screen of a live session (its first contract's 납부), or undefined when signed out. */
export async function firstScreen(req: Request, now: Date, site: SiteConfig): Promise<MyFirstScreen | undefined> {
  const buyer = await liveBuyer(req, now);
  if (!buyer) return undefined;
  const contracts = await contractsOf(buyer.phone);
  const first = contracts[0] && (await Contract.findOne({ _id: contracts[0].id, holderPhones: buyer.phone }).lean());
  const [pay, notices] = await Promise.all([first ? payViewOf(first, now, site, buyer.phone) : undefined, holderNoticesView(now)]);
  return { contracts, pay, notices };
}

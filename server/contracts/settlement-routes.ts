/**
 * The desk's 입주 정산서 and 연체료 면제 under /api/admin/contracts (owners and managers: 'contracts'
 * and 'contracts.all'; every view in the access record):
 * - GET /:id/settlement?on=YYYY-MM-DD → {lines, total, on, …}; GET /:id/settlement.pdf: the same, printed.
 * - POST /:id/late-waivers {key, amount?, reason} → the contract's 연체료 of that instalment waived (all
 *   of it, or `amount`), with who and why, in its history.
 */
import { Router, type Request } from 'express';
import { create as contentDisposition } from 'content-disposition';
import { Types } from 'mongoose';
import { need } from '../accounts/permission';
import { HttpError } from '../http/errors';
import { recordAccess } from '../access-log/record';
import { CONTRACT_MESSAGES } from '../../shared/contract-ledger';
import type { SiteConfig } from '../../shared/site.config';
import { Contract, type ContractDoc } from './model';
import { settlementDay, settlementFor } from './settlement-view';
import { settlementPdf } from './settlement-pdf';
import { waiveLate } from './late-waivers';
import { payAccountOf } from './pay-account-of';
import { kstDay } from '../core/time';
import type { Settlement } from '../../shared/settlement';

/** The PDF answer of a 정산서, named for the unit and the day (ASCII fallback: a header carries no Korean). */
export async function sendSettlementPdf(res: import('express').Response, s: Settlement, contract: ContractDoc, site: SiteConfig, now: Date) {
  const pdf = await settlementPdf(s, {
    projectName: site.projectName,
    developer: site.developer,
    holders: contract.holders.map((h) => h.name),
    payTo: payAccountOf(contract.account, site.pricing.payee),
    issuedOn: kstDay(now),
  });
  const ascii = (part: string) => part.replace(/[^A-Za-z0-9]/g, '_');
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Disposition', contentDisposition(`입주정산서_${s.dong}동_${s.ho}호_${s.on}.pdf`, { fallback: `settlement-${ascii(s.dong)}-${ascii(s.ho)}-${s.on}.pdf` }));
  res.send(pdf);
}

export function settlementAdminApi(ctx: { now: () => Date; site: SiteConfig }) {
  const router = Router();
  const contractOf = async (req: Request) => {
    const id = String(req.params.id);
    const c = /^[0-9a-f]{24}$/i.test(id) ? await Contract.findById(new Types.ObjectId(id)).lean<ContractDoc>() : null;
    if (!c) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
    return c;
  };

  router.get('/:id/settlement', need('contracts'), need('contracts.all'), async (req, res) => {
    const contract = await contractOf(req);
    const s = await settlementFor(contract, await settlementDay(req.query.on, ctx.now()), ctx.site.pricing);
    await recordAccess(req, { action: 'view', subject: `settlement ${s.id}` });
    res.setHeader('Cache-Control', 'no-store');
    res.json(s);
  });

  router.get('/:id/settlement.pdf', need('contracts'), need('contracts.all'), async (req, res) => {
    const contract = await contractOf(req);
    const s = await settlementFor(contract, await settlementDay(req.query.on, ctx.now()), ctx.site.pricing);
    await recordAccess(req, { action: 'view', subject: `settlement ${s.id}` });
    await sendSettlementPdf(res, s, contract, ctx.site, ctx.now());
  });

  router.post('/:id/late-waivers', need('contracts'), need('contracts.all'), async (req, res) => {
    const contract = await contractOf(req);
    res.status(201).json(await waiveLate(contract, req.body, { by: req.account!.id ?? req.account!.email, now: ctx.now(), pricing: ctx.site.pricing }));
  });

  return router;
}

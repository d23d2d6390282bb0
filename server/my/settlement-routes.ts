/**
 * The holder's 입주 정산서 (issue 66), behind the buyer's session: GET /contracts/:id/settlement?on=
 * → {lines, total, on, …} and …/settlement.pdf to print for the bank. Another's contract answers 404.
 */
import { Router } from 'express';
import { Types } from 'mongoose';
import { HttpError } from '../http/errors';
import { Contract, type ContractDoc } from '../contracts/model';
import type { SiteConfig } from '../../shared/site.config';
import { settlementDay, settlementFor } from '../contracts/settlement-view';
import { sendSettlementPdf } from '../contracts/settlement-routes';
import { payAccountOf } from './pay-account';

const NOT_FOUND = '계약을 찾을 수 없습니다.';

export function settlementForBuyer(ctx: { site: SiteConfig; now: () => Date }) {
  const router = Router();
  const own = async (id: string, phone: string) => {
    const c = Types.ObjectId.isValid(id) ? await Contract.findOne({ _id: id, holderPhones: phone }).lean<ContractDoc>() : null;
    if (!c) throw new HttpError(404, NOT_FOUND);
    return c;
  };

  router.get('/contracts/:id/settlement', async (req, res) => {
    const contract = await own(String(req.params.id), req.buyer!.phone);
    const s = await settlementFor(contract, await settlementDay(req.query.on, ctx.now()), ctx.site.pricing);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ ...s, payTo: payAccountOf(contract.account, ctx.site.pricing.payee) });
  });

  router.get('/contracts/:id/settlement.pdf', async (req, res) => {
    const contract = await own(String(req.params.id), req.buyer!.phone);
    const s = await settlementFor(contract, await settlementDay(req.query.on, ctx.now()), ctx.site.pricing);
    await sendSettlementPdf(res, s, contract, ctx.site, ctx.now());
  });

  return router;
}

/**
 * The contract holder's 사전점검 and 입주 on /my (mounted by server/my/routes.ts behind the buyer's
 * session): GET /contracts/:id/move-in (both sections), POST /bookings {contractId, slotId, party?}
 * → 201, PATCH /bookings/:code {contractId, slotId} (move), DELETE /bookings/:code?contractId= (cancel).
 * Another's contract answers 404, as an unknown one does. 공동명의 (decision 0043): a booking is moved
 * or cancelled only by the holder whose phone made it; the other holder sees it and gets 403.
 */
import { Router, type Request } from 'express';
import { Types } from 'mongoose';
import { z } from 'zod';
import { HttpError, parseBody } from '../http/errors';
import { Contract } from '../contracts/model';
import { assertLive } from '../contracts/live';
import type { VisitContext } from '../visits/reservations';
import { bookMoveIn, cancelMoveIn, moveInView, moveMoveIn } from './service';
import { Reservation } from '../visits/model';
import { normalisePhone } from '../core/phone';
import { JOINT_HOLDER_MESSAGES } from '../../shared/joint-holders';
import type { Pricing } from '../../shared/site.config';

const NOT_FOUND = '계약을 찾을 수 없습니다.';
const PICK = '예약하실 시간을 선택해 주세요.';
const id = z.string().regex(/^[a-f0-9]{24}$/i, PICK);
const NewBooking = z.object({ contractId: z.string().max(40), slotId: id, party: z.coerce.number().int().optional() });
const Move = z.object({ contractId: z.string().max(40), slotId: id });

async function ownContract(req: Request, contractId: string) {
  if (!Types.ObjectId.isValid(contractId)) throw new HttpError(404, NOT_FOUND);
  const contract = await Contract.findOne({ _id: contractId, holderPhones: req.buyer!.phone }).lean();
  if (!contract) throw new HttpError(404, NOT_FOUND);
  return contract;
}

/** 403 when the contract's booking of this code was made by another holder's phone (an unknown code is the service's 404). */
async function assertBookedByThisHolder(req: Request, contractId: Types.ObjectId, code: string) {
  const r = /^[A-Za-z0-9]{4,12}$/.test(code) ? await Reservation.findOne({ code: code.toUpperCase(), contractId }, { phone: 1 }).lean() : null;
  if (r && normalisePhone(r.phone) !== req.buyer!.phone) throw new HttpError(403, JOINT_HOLDER_MESSAGES.booking);
}

export function moveInForBuyer(ctx: { visits: VisitContext; now: () => Date; pricing?: Pricing }) {
  const router = Router();

  router.get('/contracts/:id/move-in', async (req, res) => {
    const contract = await ownContract(req, String(req.params.id));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await moveInView(contract, ctx.now(), ctx.pricing));
  });

  router.post('/bookings', async (req, res) => {
    const body = parseBody(NewBooking, req.body, PICK);
    const contract = await ownContract(req, body.contractId);
    assertLive(contract);
    res.status(201).json(await bookMoveIn(ctx.visits, contract, req.buyer!.phone, body));
  });

  router.patch('/bookings/:code', async (req, res) => {
    const body = parseBody(Move, req.body, PICK);
    const contract = await ownContract(req, body.contractId);
    assertLive(contract);
    await assertBookedByThisHolder(req, contract._id, String(req.params.code));
    res.json(await moveMoveIn(ctx.visits, contract, String(req.params.code), body.slotId));
  });

  router.delete('/bookings/:code', async (req, res) => {
    const contract = await ownContract(req, String(req.query.contractId ?? ''));
    assertLive(contract);
    await assertBookedByThisHolder(req, contract._id, String(req.params.code));
    await cancelMoveIn(ctx.visits, contract, String(req.params.code));
    res.status(204).end();
  });

  return router;
}

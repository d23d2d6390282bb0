/**
 * The contract holder's defects, mounted inside /api/my after its session check (req.buyer is set):
 * - GET  /api/my/defects — the holder's contracts (with each unit's rooms), the kinds, and the
 *   defects of those contracts, newest first, each photo as a link that expires in 10 minutes;
 * - POST /api/my/defects — multipart `contractId`, `room`, `kind`, `text`, `photos` (≤ 5) → 201 {id};
 *   20 filings a holder an hour (429), 100 open defects a contract (409), photos ≤ 24 MP (413);
 * - POST /api/my/defects/:id/confirm {note?} — 처리 완료 → 확인;
 * - POST /api/my/defects/:id/reopen {reason} — 처리 완료 → 배정 again, the reason kept.
 * Another holder's contract or defect answers 404, as an unknown one does. 공동명의 (decision 0043):
 * both holders see the unit's defects; only the holder a defect was filed for (its notified phone)
 * confirms or reopens it, the other gets 403.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { Types } from 'mongoose';
import { z } from 'zod';
import { HttpError, parseBody } from '../http/errors';
import { Contract } from '../contracts/model';
import { assertLive } from '../contracts/live';
import type { SiteConfig } from '../../shared/site.config';
import { DEFECT_KINDS, DEFECT_LIMITS, DEFECT_MESSAGES } from '../../shared/defects';
import { MongoRateLimitStore } from '../rate-limit/store';
import { verificationPhoneId } from '../verification/service';
import { Defect, type DefectDoc } from './model';
import { fileDefect, receivePhotos, roomsFor } from './file';
import { BUYER_ACTOR, defectRow, moveDefect } from './flow';
import { normalisePhone } from '../core/phone';
import { JOINT_HOLDER_MESSAGES } from '../../shared/joint-holders';

export interface BuyerDefectsContext {
  site: SiteConfig;
  now: () => Date;
}

const Confirm = z.object({ note: z.string().trim().max(200, DEFECT_MESSAGES.note).optional() });
const Reopen = z.object({ reason: z.string({ error: DEFECT_MESSAGES.reason }).trim().min(2, DEFECT_MESSAGES.reason).max(500, DEFECT_MESSAGES.reason) });

const phoneOf = (req: Request) => {
  if (!req.buyer) throw new HttpError(401, '계약자 로그인이 필요합니다.');
  return req.buyer.phone;
};

export function defectsForBuyer(ctx: BuyerDefectsContext) {
  const router = Router();

  const heldContracts = (phone: string) =>
    Contract.find({ holderPhones: phone }, { dong: 1, ho: 1, unitType: 1, holders: 1 }).sort({ dong: 1, ho: 1 }).lean();

  router.get('/', async (req, res) => {
    const now = ctx.now();
    const contracts = await heldContracts(phoneOf(req));
    const defects = contracts.length ? ((await Defect.find({ contractId: { $in: contracts.map((c) => c._id) } }).sort({ createdAt: -1 }).lean()) as DefectDoc[]) : [];
    res.json({
      contracts: contracts.map((c) => ({ id: String(c._id), dong: c.dong, ho: c.ho, unitType: c.unitType ?? null, rooms: roomsFor(ctx.site, c) })),
      kinds: DEFECT_KINDS,
      defects: await Promise.all(defects.map((d) => defectRow(d, now))),
    });
  });

  // Filings per holder an hour, taken before the photos are even received (a refused filing gives its place back).
  const filings = new MongoRateLimitStore('defect-filing-phone:', 3_600_000, () => ctx.now().getTime());
  const filingKey = (req: Request) => verificationPhoneId(phoneOf(req));
  const takeFiling: RequestHandler = async (req, _res, next) => {
    if (!(await filings.takeWithin(await filingKey(req), DEFECT_LIMITS.filingsPerHolderHourly))) return next(new HttpError(429, DEFECT_MESSAGES.tooManyFilings));
    next();
  };

  router.post('/', takeFiling, receivePhotos(), async (req, res) => {
    const phone = phoneOf(req);
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const id = typeof body.contractId === 'string' ? body.contractId : '';
      const contract = Types.ObjectId.isValid(id) ? await Contract.findOne({ _id: id, holderPhones: phone }, { dong: 1, ho: 1, unitType: 1, holders: 1, cancelledOn: 1 }).lean() : null;
      if (!contract) throw new HttpError(404, DEFECT_MESSAGES.contract);
      assertLive(contract);
      // Before any photo is decoded: a contract with this many open defects takes no more on /my.
      if ((await Defect.countDocuments({ contractId: contract._id, closed: false })) >= DEFECT_LIMITS.openPerContract) throw new HttpError(409, DEFECT_MESSAGES.tooManyOpen);
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      const defectId = await fileDefect(ctx.site, { contract, body, files, actor: BUYER_ACTOR, notifyPhone: phone }, ctx.now());
      res.status(201).json({ id: defectId });
    } catch (err) {
      await filings.giveBack(await filingKey(req));
      throw err;
    }
  });

  /** The holder's defect, or 404. */
  const own = async (req: Request): Promise<DefectDoc> => {
    const id = String(req.params.id);
    if (!Types.ObjectId.isValid(id)) throw new HttpError(404, DEFECT_MESSAGES.notFound);
    const defect = (await Defect.findById(id).lean()) as DefectDoc | null;
    const contract = defect ? await Contract.findOne({ _id: defect.contractId, holderPhones: phoneOf(req) }, { cancelledOn: 1 }).lean() : null;
    if (!defect || !contract) throw new HttpError(404, DEFECT_MESSAGES.notFound);
    if (req.method !== 'GET') assertLive(contract);
    return defect;
  };

  /** The holder's defect, filed for this holder (403 for a co-holder's). */
  const decidedHere = async (req: Request): Promise<DefectDoc> => {
    const defect = await own(req);
    const filedFor = defect.notifyPhone ?? (await Contract.findById(defect.contractId, { holders: 1 }).lean())?.holders[0]?.phone;
    if (!filedFor || normalisePhone(filedFor) !== phoneOf(req)) throw new HttpError(403, JOINT_HOLDER_MESSAGES.defect);
    return defect;
  };

  router.post('/:id/confirm', async (req, res) => {
    const { note } = parseBody(Confirm, req.body ?? {}, DEFECT_MESSAGES.note);
    const moved = await moveDefect(await decidedHere(req), { to: 'confirmed', note: note ?? '' }, BUYER_ACTOR, ctx.now(), null);
    res.json(await defectRow(moved, ctx.now()));
  });

  router.post('/:id/reopen', async (req, res) => {
    const { reason } = parseBody(Reopen, req.body ?? {}, DEFECT_MESSAGES.reason);
    const moved = await moveDefect(await decidedHere(req), { to: 'assigned', note: reason }, BUYER_ACTOR, ctx.now(), null);
    res.json(await defectRow(moved, ctx.now()));
  });

  return router;
}

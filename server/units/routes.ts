/**
 * The public side of the first-come sale: the units as anyone may see them (GET /api/units, no
 * personal data, with an ETag so polling pages cost a 304), the waiting room (POST /api/units/queue,
 * GET /api/units/queue/:ticket) and a hold (POST /api/units/:id/hold with X-Queue-Ticket).
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { HttpError, parseBody, requireDb } from '../http/errors';
import { UNIT_MESSAGES } from '../../shared/units';
import { VERIFICATION_FIELDS } from '../../shared/verification';
import { mobileOf } from '../verification/routes';
import type { VerificationService } from '../verification/service';
import { LEAD_MESSAGES } from '../../shared/leads';
import { publicSale } from './sale';
import { currentListing } from './listing';
import { joinQueue, readTicket, requireOpen, standing, ticketFits } from './queue';
import { holdUnit, type HoldContext } from './holds';
import { queueLimits } from './limits';

const Person = z.object({
  name: z.string({ error: LEAD_MESSAGES.empty.name }).trim().min(1, LEAD_MESSAGES.empty.name).max(50, LEAD_MESSAGES.empty.name),
  phone: z.unknown().transform((v, c) => {
    const phone = mobileOf(v);
    if (!phone) c.addIssue({ code: 'custom', message: '휴대폰 번호를 확인해 주세요.' });
    return phone ?? '';
  }),
});

export function unitsApi(ctx: HoldContext, verification: VerificationService) {
  const router = Router();
  const limitJoin = queueLimits(ctx.now);

  router.get('/', requireDb, async (req, res) => {
    const { body, etag } = await currentListing();
    // Anyone's copy is the same: a shared cache may keep it a second; browsers ask again each poll.
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=1');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) return res.status(304).end();
    res.type('application/json').send(body);
  });

  /** Only the phone's owner joins or holds for it (PHONE_VERIFICATION=off: no token asked). */
  async function verified(req: Request, phone: string) {
    if (!verification.required) return;
    const token = (req.body as Record<string, unknown>)[VERIFICATION_FIELDS.token];
    if (!(await verification.checkToken(token, phone))) throw new HttpError(403, UNIT_MESSAGES.verificationRequired);
  }

  router.post('/queue', requireDb, async (req, res) => {
    const who = parseBody(Person, req.body ?? {}, LEAD_MESSAGES.invalid);
    await verified(req, who.phone);
    const sale = await publicSale();
    // Tries before the opening are answered (425) without counting; from it, the limits come before
    // the line is touched, so a refused join draws no number.
    requireOpen(sale, ctx.now());
    await limitJoin(req, who.phone);
    // A page that still holds its ticket (a second tab, a retry) sends it back: its place, no new number.
    res.status(201).json(await joinQueue(who.phone, sale, ctx.now(), ctx.retentionDays, (req.body as Record<string, unknown>).ticket));
  });

  router.get('/queue/:ticket', requireDb, async (req, res) => {
    const sale = await publicSale();
    const ticket = await readTicket(String(req.params.ticket), sale);
    res.json(standing(ticket.seq, sale, ctx.now()));
  });

  router.post('/:id/hold', requireDb, async (req, res) => {
    const sale = await publicSale();
    const ticket = await readTicket(req.get('X-Queue-Ticket'), sale);
    const who = parseBody(Person, req.body ?? {}, LEAD_MESSAGES.invalid);
    if (!(await ticketFits(ticket, who.phone))) throw new HttpError(403, UNIT_MESSAGES.ticketPhone);
    await verified(req, who.phone);
    requireOpen(sale, ctx.now());
    if (!standing(ticket.seq, sale, ctx.now()).admitted) throw new HttpError(403, UNIT_MESSAGES.notAdmitted);
    const hold = await holdUnit(ctx, String(req.params.id), who, sale.holdMinutes);
    res.status(201).json({ hold });
  });
  return router;
}

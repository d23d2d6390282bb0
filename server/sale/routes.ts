/**
 * The sale in numbers (/api/admin/sale), behind the admin guard with `contracts.all`: the report of
 * a week as JSON, and as a workbook or PDF (also `export`, with a reason kept in the access record,
 * as every export) in the 금액 단위 asked (`?unit=won|thousand|million`, 원 by default). A finished
 * week's files are the bytes stored when it was kept (files.ts), the same on every download; the
 * running week's are made on the spot, naming who made them. Counts and sums only: nothing in them
 * names a person or a unit's holder.
 */
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { HttpError, parseBody } from '../http/errors';
import { ExportReason, recordAccess } from '../access-log/record';
import { EXPORT_REASON_REQUIRED } from '../../shared/access-log';
import { isoWeek, SALE_MESSAGES } from '../../shared/sale';
import { AMOUNT_UNITS, amountUnitOf } from '../../shared/sale-lender';
import { kstDay } from '../core/time';
import { reportFor } from './reports';
import { keptWeeks } from './snapshot';
import { keptFile, renderFile, sha256, type FileKind } from './files';
import type { SaleSite } from './report';

export const WeekQuery = z.object({ week: z.string().trim().max(10).optional().transform((v) => v || undefined) });
const UnitQuery = z.object({ unit: z.preprocess(amountUnitOf, z.enum(AMOUNT_UNITS)).optional() });

const TYPES: Record<FileKind, string> = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', pdf: 'application/pdf' };

export function saleAdminApi(ctx: { now: () => Date; site: SaleSite }) {
  const router = Router();
  const report = (req: Request, madeBy = '') => reportFor(parseBody(WeekQuery, req.query, SALE_MESSAGES.badWeek).week, ctx.now(), ctx.site, madeBy);

  router.get('/', need('contracts.all'), async (req, res) => {
    const r = await report(req);
    await recordAccess(req, { action: 'view', subject: `sale report ${r.week}` });
    res.json({ report: r, weeks: [isoWeek(kstDay(ctx.now())), ...(await keptWeeks())] });
  });

  const file = (kind: FileKind) => async (req: Request, res: Response) => {
    const { reason } = parseBody(ExportReason, req.query, EXPORT_REASON_REQUIRED);
    const unit = parseBody(UnitQuery, req.query, SALE_MESSAGES.badUnit).unit ?? 'won';
    const r = await report(req, req.account?.name ?? '');
    // A finished week: the bytes kept with it. A week kept before files were has none, and is made from its kept report.
    const kept = r.live ? null : await keptFile(r.week, kind, unit);
    if (!r.live && !kept && r.files?.length) throw new HttpError(500, SALE_MESSAGES.fileMissing);
    const body = kept?.data ?? (await renderFile(kind, r, unit));
    await recordAccess(req, { action: 'export', subject: `sale report.${kind} ${r.week} ${unit}`, reason });
    req.log.info({ week: r.week, kind, unit, bytes: body.length, reasonLength: reason.length }, 'sale report exported');
    res.attachment(`sale-report-${r.week}-${unit}.${kind}`);
    res.set('X-Content-SHA256', kept?.sha256 ?? sha256(body));
    res.type(TYPES[kind]).send(body);
  };
  router.get('/report.xlsx', need('export'), need('contracts.all'), file('xlsx'));
  router.get('/report.pdf', need('export'), need('contracts.all'), file('pdf'));
  return router;
}

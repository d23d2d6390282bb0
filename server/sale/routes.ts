/**
 * The sale in numbers (/api/admin/sale), behind the admin guard with `contracts.all`: the report of
 * a week as JSON, and as a workbook or PDF (also `export`, with a reason kept in the access record,
 * as every export). Counts and sums only: nothing in them names a person or a unit's holder.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { parseBody } from '../http/errors';
import { ExportReason, recordAccess } from '../access-log/record';
import { EXPORT_REASON_REQUIRED } from '../../shared/access-log';
import { isoWeek, SALE_MESSAGES } from '../../shared/sale';
import { kstDay } from '../core/time';
import { reportFor } from './reports';
import { keptWeeks } from './snapshot';
import { saleWorkbook } from './xlsx';
import { salePdf } from './pdf';

export const WeekQuery = z.object({ week: z.string().trim().max(10).optional().transform((v) => v || undefined) });

export function saleAdminApi(ctx: { now: () => Date; projectName: string }) {
  const router = Router();
  const report = (req: Request) => reportFor(parseBody(WeekQuery, req.query, SALE_MESSAGES.badWeek).week, ctx.now(), ctx.projectName);

  router.get('/', need('contracts.all'), async (req, res) => {
    const r = await report(req);
    await recordAccess(req, { action: 'view', subject: `sale report ${r.week}` });
    res.json({ report: r, weeks: [isoWeek(kstDay(ctx.now())), ...(await keptWeeks())] });
  });

  const file = (kind: 'xlsx' | 'pdf') => async (req: Request, res: import('express').Response) => {
    const { reason } = parseBody(ExportReason, req.query, EXPORT_REASON_REQUIRED);
    const r = await report(req);
    const body = kind === 'xlsx' ? await saleWorkbook(r) : await salePdf(r);
    await recordAccess(req, { action: 'export', subject: `sale report.${kind} ${r.week}`, reason });
    req.log.info({ week: r.week, kind, bytes: body.length, reasonLength: reason.length }, 'sale report exported');
    res.attachment(`sale-report-${r.week}.${kind}`);
    res.type(kind === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/pdf').send(body);
  };
  router.get('/report.xlsx', need('export'), need('contracts.all'), file('xlsx'));
  router.get('/report.pdf', need('export'), need('contracts.all'), file('pdf'));
  return router;
}

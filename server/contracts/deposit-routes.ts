/**
 * Payments in (/api/admin/contracts/deposits) and instalments due (/api/admin/contracts/due), behind
 * the admin guard (session, CSRF on writes, every write in the access record) with the `contracts`
 * permission; every list view and export is recorded too, an export with its reason. Mounted before
 * the ledger's `/:id` routes.
 */
import express, { Router, type Request } from 'express';
import { Types } from 'mongoose';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { HttpError, parseBody } from '../http/errors';
import { ExportReason, recordAccess } from '../access-log/record';
import { EXPORT_REASON_REQUIRED } from '../../shared/access-log';
import { csvUploadText, decodeCsvBytes } from '../core/csv-encoding';
import { DEPOSIT_MESSAGES, DUE_STATUSES, type DepositMatchPreview, type DepositMatchResult, type DueFilter } from '../../shared/deposits';
import { Deposit, type DepositDoc } from './deposit-model';
import { contractToMatch, matchedSentence, previewOf } from './deposit-match';
import { importDeposits, matchDeposit } from './deposits';
import { depositList, depositView, DepositQuery } from './deposit-list';
import { dueCsv, dueRows, duePage, filterDue } from './due';
import { moneyTerms } from './money-terms';
import { siteConfig, type Pricing } from '../../shared/site.config';
import { unitKeyOf } from './write';

const Upload = z.object({
  csv: z.string({ error: '입금 내역(csv)을 보내 주세요.' }).max(4_000_000, DEPOSIT_MESSAGES.tooLarge),
  /** 'base64': the file's bytes as they are (EUC-KR or UTF-8, told apart here). */
  encoding: z.literal('base64').optional(),
});
const unitPart = (suffix: '동' | '호') =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(new RegExp(`\\s*${suffix}$`), '').trim())
    .pipe(z.string().min(1).max(20));
const Match = z.union([
  z.object({ contractId: z.string().regex(/^[0-9a-f]{24}$/i, '계약을 선택해 주세요.') }),
  z.object({ dong: unitPart('동'), ho: unitPart('호') }),
]);
export const DueQuery = z.object({
  status: z.enum(DUE_STATUSES).optional().catch(undefined),
  round: z.string().trim().max(40).optional().catch(undefined),
  dong: z.string().trim().max(20).optional().catch(undefined),
  min: z.coerce.number().int().min(0).max(1e13).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

export function depositsAdminApi(ctx: { now: () => Date; pricing?: Pricing }) {
  const router = Router();
  const terms = () => moneyTerms(ctx.pricing ?? siteConfig.pricing);
  // A bank's list as sent by a script: the file's bytes (text/csv), EUC-KR or UTF-8.
  router.post('/deposits', express.raw({ type: ['text/csv', 'application/octet-stream'], limit: '4mb' }), need('contracts.all'), async (req, res) => {
    const text = Buffer.isBuffer(req.body)
      ? decodeCsvBytes(req.body)
      : (() => {
          const { csv, encoding } = parseBody(Upload, req.body, '입금 내역을 확인해 주세요.');
          return csvUploadText(csv, encoding);
        })();
    const result = await importDeposits(text, ctx.now());
    req.log.info({ matched: result.matched, unmatched: result.unmatched.length, repeated: result.repeated }, 'deposit list imported');
    res.json(result);
  });

  router.get('/deposits', need('contracts.all'), async (req, res) => {
    const q = DepositQuery.parse(req.query);
    const list = await depositList(q);
    await recordAccess(req, { action: 'search', subject: `deposits ${JSON.stringify(q)}`, count: list.items.length });
    res.json(list);
  });

  const target = (req: Request) => {
    const body = parseBody(Match, req.body, '연결할 계약(동·호)을 확인해 주세요.');
    return 'dong' in body ? { unitKey: unitKeyOf(body.dong, body.ho) } : { id: body.contractId };
  };

  // What a link would do (whose contract, which instalments, what each receives), nothing written.
  router.post('/deposits/:id/preview', need('contracts.all'), async (req, res) => {
    const id = String(req.params.id);
    const d = Types.ObjectId.isValid(id) ? await Deposit.findById(id).lean<DepositDoc>() : null;
    if (!d) throw new HttpError(404, DEPOSIT_MESSAGES.notFound);
    if (d.state !== 'unmatched') throw new HttpError(409, DEPOSIT_MESSAGES.alreadyMatched);
    const preview: DepositMatchPreview = previewOf(d, await contractToMatch(target(req)));
    res.json(preview);
  });

  router.post('/deposits/:id/match', need('contracts.all'), async (req, res) => {
    const d = await matchDeposit(String(req.params.id), target(req), ctx.now(), req.account!.id);
    const c = await contractToMatch({ id: String(d.contractId) });
    const message = matchedSentence({ unit: previewOf(d, c).unit, amount: d.amount, parts: d.allocation ?? [], surplus: d.surplus ?? 0 });
    const result: DepositMatchResult = { ok: true, deposit: depositView(d), message };
    res.json(result);
  });

  router.get('/due', need('contracts.all'), async (req, res) => {
    const f: DueFilter = DueQuery.parse(req.query);
    const page = await duePage(f, ctx.now(), await terms());
    await recordAccess(req, { action: 'search', subject: `contracts-due ${JSON.stringify(f)}`, count: page.rows.length });
    res.json(page);
  });

  router.get('/due.csv', need('export'), need('contracts.all'), async (req, res) => {
    const { reason } = parseBody(ExportReason, req.query, EXPORT_REASON_REQUIRED);
    const f: DueFilter = DueQuery.parse(req.query);
    const rows = filterDue(await dueRows(ctx.now(), await terms()), f, ctx.now());
    await recordAccess(req, { action: 'export', subject: `contracts-due.csv ${JSON.stringify({ ...f, page: undefined })}`, count: rows.length, reason });
    req.log.info({ rows: rows.length, reasonLength: reason.length }, 'instalments due exported');
    res.attachment('contracts-due.csv');
    res.type('text/csv; charset=utf-8').send(dueCsv(rows));
  });

  router.use('/deposits/:id', (_req, _res, next) => next(new HttpError(404, DEPOSIT_MESSAGES.notFound)));
  return router;
}

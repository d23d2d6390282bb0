/**
 * Payments in (/api/admin/contracts/deposits) and instalments due (/api/admin/contracts/due), behind
 * the admin guard (session, CSRF on writes, every write in the access record) with the `contracts`
 * permission; every list view and export is recorded too, an export with its reason. Mounted before
 * the ledger's `/:id` routes.
 */
import express, { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import { Types } from 'mongoose';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { HttpError, parseBody, parseDeskForm } from '../http/errors';
import { ExportReason, recordAccess } from '../access-log/record';
import { EXPORT_REASON_REQUIRED } from '../../shared/access-log';
import { csvUploadText } from '../core/csv-encoding';
import { DEPOSIT_MESSAGES, DUE_STATUSES, STATEMENT_FIELDS, type DepositMatchPreview, type DepositMatchResult, type DueFilter } from '../../shared/deposits';
import { Deposit, type DepositDoc } from './deposit-model';
import { contractToMatch, matchedSentence, previewOf } from './deposit-match';
import { matchDeposit } from './deposits';
import { Hold, holdDeposit, Return, returnDeposit } from './deposit-settle';
import { importStatement, LayoutNeededError } from './deposit-import';
import { MAX_STATEMENT_BYTES, readStatementFile, readStatementText } from './statement-file';
import { depositList, depositView, DepositQuery } from './deposit-list';
import { dueCsv, dueRows, duePage, filterDue } from './due';
import { moneyTerms } from './money-terms';
import { siteConfig, type Pricing } from '../../shared/site.config';
import { unitKeyOf } from './write';
import { queueDepositTexts, queueTextsOf, type DepositTextContext } from './deposit-texts';
import { noticeList } from './deposit-reconcile';
import { issueTossAccount, tossOwed, TOSS_MESSAGES, type TossSettings } from './toss-issue';
import { Contract } from './model';
import { assertLive } from './live';

const TossOrder = z.object({ amount: z.number().int().min(1).max(1e12), orderName: z.string().trim().min(1).max(100) });


const Layout = z.object({
  columns: z.partialRecord(z.enum(STATEMENT_FIELDS), z.string().trim().min(1).max(60)),
  account: z.string().trim().regex(/^\d[\d-]{7,22}\d$/, '계좌번호를 숫자와 - 로 적어 주세요.').optional(),
});
const Upload = z.object({
  csv: z.string({ error: '입금 내역(csv)을 보내 주세요.' }).max(14_000_000, DEPOSIT_MESSAGES.tooLarge),
  /** 'base64': the file's bytes as they are (any format the bank gives, told apart here). */
  encoding: z.literal('base64').optional(),
  /** The desk's mapping of a layout the site does not know, kept for the statement's account. */
  layout: Layout.optional(),
});
/** A multipart upload: the bank's file in `file`, and the desk's mapping (JSON) in `layout` when it maps one. */
const fileUpload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 4, fieldSize: 4096 } }).single('file');
const receiveFile: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next();
  fileUpload(req, res, (err?: unknown) => next(err ? new HttpError(400, (err as { code?: string }).code === 'LIMIT_FILE_SIZE' ? DEPOSIT_MESSAGES.tooLarge : DEPOSIT_MESSAGES.unreadableFile) : undefined));
};
const layoutField = (raw: unknown) => {
  if (typeof raw !== 'string' || !raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpError(400, DEPOSIT_MESSAGES.layoutColumns);
  }
  return parseBody(Layout, parsed, DEPOSIT_MESSAGES.layoutColumns);
};
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

export function depositsAdminApi(ctx: { now: () => Date; pricing?: Pricing; texts?: DepositTextContext; toss?: TossSettings }) {
  const router = Router();
  const terms = () => moneyTerms(ctx.pricing ?? siteConfig.pricing);
  // The bank's file as it is: multipart `file` (the desk), the bytes themselves (a script), or JSON {csv}.
  const BYTES = ['text/csv', 'application/octet-stream', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/html'];
  router.post('/deposits', need('contracts.all'), express.raw({ type: BYTES, limit: MAX_STATEMENT_BYTES }), receiveFile, async (req, res) => {
    const file = (req as Request & { file?: { buffer: Buffer } }).file;
    let table, layout;
    if (file) {
      table = await readStatementFile(file.buffer);
      layout = layoutField((req.body as Record<string, unknown> | undefined)?.layout);
    } else if (Buffer.isBuffer(req.body)) {
      table = await readStatementFile(req.body);
    } else {
      const body = parseBody(Upload, req.body, '입금 내역을 확인해 주세요.');
      table = body.encoding === 'base64' ? await readStatementFile(Buffer.from(body.csv, 'base64')) : readStatementText(csvUploadText(body.csv));
      layout = body.layout;
    }
    try {
      // 입금 확인 to the holders of what this upload applied (deposit-texts.ts); each text once.
      const texts = ctx.texts;
      const onApplied = texts ? (applied: DepositDoc[]) => queueTextsOf(applied, texts) : undefined;
      const result = await importStatement(table, ctx.now(), { layout, by: req.account?.id, pricing: ctx.pricing ?? siteConfig.pricing, onApplied });
      req.log.info({ format: result.format, matched: result.matched, unmatched: result.unmatched.length, repeated: result.repeated, gaps: result.balanceGaps.length }, 'deposit list imported');
      res.json(result);
    } catch (err) {
      if (!(err instanceof LayoutNeededError)) throw err;
      res.status(400).json({ error: err.message, layout: err.layout });
    }
  });

  // 토스페이먼츠 입금 통보 and what each day's statement said of them (deposit-reconcile.ts): the flagged ones, or ?all=1.
  router.get('/deposits/notices', need('contracts.all'), async (req, res) => {
    const list = await noticeList(req.query.all === '1');
    await recordAccess(req, { action: 'search', subject: 'deposit-notices', count: list.items.length });
    res.json(list);
  });

  // A 토스페이먼츠 가상계좌 for one payment of a contract (TOSS_SECRET_KEY): its number, bank and amount.
  router.post('/:id/toss-account', need('contracts.all'), async (req, res) => {
    if (!ctx.toss) throw new HttpError(404, '토스페이먼츠 가상계좌 발급이 설정되어 있지 않습니다.');
    const body = parseBody(TossOrder, req.body, '발급할 금액과 내용을 확인해 주세요.');
    const id = String(req.params.id);
    const c = Types.ObjectId.isValid(id) ? await Contract.findById(id).lean() : null;
    if (!c) throw new HttpError(404, DEPOSIT_MESSAGES.noContract);
    assertLive(c, 'desk');
    // An account takes sale money (분양대금 and its 연체료), never more than the contract still owes.
    const owed = tossOwed(c, ctx.now(), await moneyTerms(ctx.pricing ?? siteConfig.pricing));
    if (body.amount > owed) throw new HttpError(400, TOSS_MESSAGES.tooMuch(owed), { amount: TOSS_MESSAGES.tooMuch(owed) });
    const a = await issueTossAccount(ctx.toss, c, { ...body, bank: (ctx.pricing ?? siteConfig.pricing).payee.bank }, ctx.now());
    res.status(201).json({ orderId: a.orderId, bank: a.bank, accountNumber: a.accountNumber, amount: a.amount, orderName: a.orderName, dueDate: a.dueDate ?? null });
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
    if (d.state !== 'unmatched' && d.state !== 'held') throw new HttpError(409, DEPOSIT_MESSAGES.alreadyMatched);
    const preview: DepositMatchPreview = previewOf(d, await contractToMatch(target(req)));
    res.json(preview);
  });

  router.post('/deposits/:id/match', need('contracts.all'), async (req, res) => {
    const d = await matchDeposit(String(req.params.id), target(req), ctx.now(), req.account!.id);
    if (ctx.texts) await queueDepositTexts([d._id], ctx.texts);
    const c = await contractToMatch({ id: String(d.contractId) });
    const message = matchedSentence({ unit: previewOf(d, c).unit, amount: d.amount, parts: d.allocation ?? [], surplus: d.surplus ?? 0 });
    const result: DepositMatchResult = { ok: true, deposit: depositView(d), message };
    res.json(result);
  });

  // 보류 and 반환 of a deposit no contract was found for.
  router.post('/deposits/:id/hold', need('contracts.all'), async (req, res) => {
    const { deposit, message } = await holdDeposit(String(req.params.id), parseBody(Hold, req.body, '보류 사유를 확인해 주세요.'), ctx.now(), req.account!.id);
    res.json({ ok: true, deposit: depositView(deposit), message });
  });
  router.post('/deposits/:id/return', need('contracts.all'), async (req, res) => {
    const { deposit, message } = await returnDeposit(String(req.params.id), parseDeskForm(Return, req.body, '반환한 날과 은행 거래번호를 적어 주세요.'), ctx.now(), req.account!.id);
    res.json({ ok: true, deposit: depositView(deposit), message });
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

/**
 * The contract ledger's API (/api/admin/contracts), behind the admin guard: import the 시행사's
 * ledger (CSV text as JSON {csv}, or the file's own bytes as text/csv in UTF-8 or EUC-KR), list and
 * search, export (with a reason), one contract with its instalments and history. Every list, view
 * and export is in the access record before it is answered; the import, a write, is recorded by the guard. Permission:
 * 'contracts' (a counselor's own contracts, without money); the import, 분양가 변경 and the
 * counselor also 'contracts.all'. A contract's life (해약, refunds, 명의변경) is server/contract-life/routes.ts.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { can } from '../../shared/permissions';
import { parseBody } from '../http/errors';
import { ExportReason, recordAccess, searchSubject } from '../access-log/record';
import { EXPORT_REASON_REQUIRED } from '../../shared/access-log';
import { decodeCsvBytes } from '../core/csv-text';
import { CONTRACT_MESSAGES } from '../../shared/contract-ledger';
import type { Pricing } from '../../shared/site.config';
import { importContracts } from './import';
import { repriceContract } from './reprice';
import { setCounselor } from './counselor';
import { contractDetail, contractsCsv, listContracts, type LedgerScope } from './ledger';
import { moneyTerms, type MoneyAt } from './money-terms';

const Upload = z.object({ csv: z.string({ error: '계약 원장(csv)을 보내 주세요.' }).max(2_000_000, '계약 원장 파일이 너무 큽니다.') });
export const ListQuery = z.object({
  q: z.string().trim().max(50, '검색어는 50자 이내로 입력해 주세요.').optional().transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

const Price = z.object({ price: z.number({ error: CONTRACT_MESSAGES.priceInvalid }).int(CONTRACT_MESSAGES.priceInvalid).min(1, CONTRACT_MESSAGES.priceInvalid).max(1e13, CONTRACT_MESSAGES.priceInvalid) });
const Counselor = z.object({ counselorId: z.string().regex(/^[0-9a-f]{24}$/i, CONTRACT_MESSAGES.counselorInvalid).nullable() });

export interface ContractsAdminContext {
  now: () => Date;
  pricing: Pricing;
  /** The 입주자모집공고일 once the desk entered it: no contract is dated before it. */
  noticeDay?: () => Promise<string | null>;
}

export const ledgerScope = (req: Request): LedgerScope => ({ all: can(req.account?.role, 'contracts.all'), accountId: req.account?.id ?? '' });

export function contractsAdminApi(ctx: ContractsAdminContext) {
  const router = Router();
  const moneyAt = async (): Promise<MoneyAt> => ({ now: ctx.now(), terms: await moneyTerms(ctx.pricing) });

  router.post('/import', need('contracts'), need('contracts.all'), async (req, res) => {
    const csv = Buffer.isBuffer(req.body) ? decodeCsvBytes(req.body) : parseBody(Upload, req.body, '계약 원장을 확인해 주세요.').csv;
    const result = await importContracts(csv, { pricing: ctx.pricing, by: req.account!.id, now: ctx.now(), noticeDay: await ctx.noticeDay?.() });
    req.log.info({ added: result.added, updated: result.updated, rejected: result.rejected.length }, 'contract ledger imported');
    // 201 as the other list uploads (winners, units, ad costs) answer.
    res.status(201).json(result);
  });

  router.get('/', need('contracts'), async (req, res) => {
    const filter = parseBody(ListQuery, req.query, '검색 조건을 확인해 주세요.');
    const list = await listContracts(filter, ledgerScope(req), await moneyAt());
    await recordAccess(req, { action: 'search', subject: await searchSubject('contracts', filter), count: list.items.length });
    res.json(list);
  });

  // The whole ledger as searched, for managers and the owner: a reason, kept with the row count.
  router.get('/export.csv', need('export'), need('contracts.all'), async (req, res) => {
    const { reason } = parseBody(ExportReason, req.query, EXPORT_REASON_REQUIRED);
    const filter = parseBody(ListQuery, { q: req.query.q }, '검색 조건을 확인해 주세요.');
    const { csv, rows } = await contractsCsv(filter, await moneyAt());
    await recordAccess(req, { action: 'export', subject: await searchSubject('contracts.csv', filter), count: rows, reason });
    req.log.info({ rows, reasonLength: reason.length }, 'contract ledger exported');
    res.attachment('contracts.csv');
    res.type('text/csv; charset=utf-8').send(csv);
  });

  // 분양가 변경 after payments: the payments allotted again, the surplus answered and shown on the ledger.
  router.post('/:id/price', need('contracts'), need('contracts.all'), async (req, res) => {
    const { price } = parseBody(Price, req.body, CONTRACT_MESSAGES.priceInvalid);
    res.json(await repriceContract(String(req.params.id), price, { pricing: ctx.pricing, by: req.account!.id, now: ctx.now() }));
  });

  // The contract's counselor, set by the desk (null: nobody's); recorded in its history with who did it.
  router.put('/:id/counselor', need('contracts'), need('contracts.all'), async (req, res) => {
    const { counselorId } = parseBody(Counselor, req.body, CONTRACT_MESSAGES.counselorInvalid);
    res.json(await setCounselor(String(req.params.id), counselorId, { by: req.account!.id, now: ctx.now() }));
  });

  // Only a contract's id: other paths under /api/admin/contracts (the deposits' and dues' routes) pass on.
  router.get('/:id', need('contracts'), async (req, res, next) => {
    if (!/^[0-9a-f]{24}$/i.test(String(req.params.id))) return next();
    const detail = await contractDetail(String(req.params.id), ledgerScope(req), await moneyAt());
    await recordAccess(req, { action: 'view', subject: `contract ${detail.id}` });
    res.json(detail);
  });
  return router;
}

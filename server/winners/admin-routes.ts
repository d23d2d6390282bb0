/** The winners' desk API (/api/admin/winners): upload the list, see it, rule out, call up, notify, export. */
import { Router } from 'express';
import { z } from 'zod';
import { requireAdmin, requireCsrf } from '../auth/csrf';
import { parseBody, requireDb } from '../http/errors';
import type { Outbox } from '../outbox/outbox';
import type { SiteConfig } from '../../shared/site.config';
import { WINNER_SLOT_KINDS } from '../../shared/winners';
import { importWinners } from './upload';
import { listWinners, notifyWinners, promoteNextReserve, setIneligible, winnersCsv } from './service';

const Upload = z.object({ csv: z.string({ error: '명단(csv)을 보내 주세요.' }).max(2_000_000, '명단 파일이 너무 큽니다.') });
const Change = z.object({ ineligible: z.boolean({ error: 'ineligible은 true 또는 false입니다.' }) });
const Promote = z.object({ unitType: z.string({ error: '주택형을 선택해 주세요.' }).trim().min(1, '주택형을 선택해 주세요.').max(30) });
const Notify = z.object({ round: z.enum(WINNER_SLOT_KINDS, { error: "round는 'documents' 또는 'contract'입니다." }).default('documents') });
const Export = z.object({ reason: z.string({ error: '내려받는 사유를 입력해 주세요.' }).trim().min(2, '내려받는 사유를 입력해 주세요.').max(200) });

export interface WinnersContext {
  site: SiteConfig;
  outbox: Outbox;
  now: () => Date;
  retentionDays: number;
}

export function winnersAdminApi(ctx: WinnersContext, secret: string) {
  const router = Router();
  router.use(requireAdmin, requireDb);
  router.use((req, res, next) => (req.method === 'GET' ? next() : requireCsrf(secret)(req, res, next)));

  router.post('/', async (req, res) => {
    const { csv } = parseBody(Upload, req.body, '명단을 확인해 주세요.');
    const result = await importWinners(csv, ctx.now(), ctx.retentionDays);
    req.log.info({ added: result.added, updated: result.updated, rejected: result.rejected.length }, 'winners list uploaded');
    res.status(201).json(result);
  });

  router.get('/', async (_req, res) => {
    res.json({ items: await listWinners() });
  });

  router.patch('/:id', async (req, res) => {
    const { ineligible } = parseBody(Change, req.body, '바꿀 내용을 확인해 주세요.');
    await setIneligible(String(req.params.id), ineligible, ctx.now());
    res.json({ ok: true });
  });

  router.post('/promote', async (req, res) => {
    const { unitType } = parseBody(Promote, req.body, '주택형을 확인해 주세요.');
    const w = await promoteNextReserve(unitType, ctx.now());
    res.json({ ok: true, winner: { id: String(w._id), name: w.name, unitType: w.unitType, reserveOrder: w.reserveOrder } });
  });

  router.post('/notify', async (req, res) => {
    const { round } = parseBody(Notify, req.body, '안내 종류를 확인해 주세요.');
    res.json(await notifyWinners(ctx.outbox, ctx.site, round, ctx.now()));
  });

  router.get('/export.csv', async (req, res) => {
    const { reason } = parseBody(Export, req.query, '내려받는 사유를 입력해 주세요.');
    const rows = await listWinners();
    req.log.info({ rows: rows.length, reasonLength: reason.length }, 'winners list exported');
    res.attachment('winners.csv');
    res.type('text/csv; charset=utf-8').send(winnersCsv(rows));
  });
  return router;
}

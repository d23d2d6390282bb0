/**
 * The winners' desk API (/api/admin/winners), behind the admin guard: upload the list, see it,
 * rule out, call up, give a called-up reserve its unit, notify, export (with a reason, in the access
 * record; every write is recorded there by the admin guard). Permission: 'winners'.
 */
import { Router } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { parseBody } from '../http/errors';
import { recordAccess } from '../access-log/record';
import { ExportReason } from '../access-log/record';
import { EXPORT_REASON_REQUIRED } from '../../shared/access-log';
import type { Outbox } from '../outbox/outbox';
import type { SiteConfig } from '../../shared/site.config';
import { WINNER_SLOT_KINDS, type AdminWinner } from '../../shared/winners';
import { importWinners } from './upload';
import { assignUnit, listWinners, notifyWinners, promoteNextReserve, setIneligible, winnersCsv } from './service';
import { unitPartsRefusal } from '../../shared/unit-parts';

const Upload = z.object({ csv: z.string({ error: '명단(csv)을 보내 주세요.' }).max(2_000_000, '명단 파일이 너무 큽니다.') });
const Change = z.object({ ineligible: z.boolean({ error: 'ineligible은 true 또는 false입니다.' }) });
/** '101', '101동' and ' 101 ' are the same 동 (the table adds 동 and 호 itself). */
const unitPart = (label: '동' | '호', required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .transform((v) => v.replace(label === '동' ? /\s*동$/ : /\s*호$/, '').trim())
    .pipe(z.string().min(1, required).max(20, tooLong));
const Unit = z
  .object({
    dong: unitPart('동', '동을 입력해 주세요.', '동은 20자 이내로 입력해 주세요.'),
    ho: unitPart('호', '호를 입력해 주세요.', '호는 20자 이내로 입력해 주세요.'),
  })
  .superRefine((u, ctx) => {
    const refusal = unitPartsRefusal(u.dong, u.ho);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['dong'], message: refusal });
  });
const Promote = z.object({ unitType: z.string({ error: '주택형을 선택해 주세요.' }).trim().min(1, '주택형을 선택해 주세요.').max(30) });
const Notify = z.object({ round: z.enum(WINNER_SLOT_KINDS, { error: "round는 'documents' 또는 'contract'입니다." }).default('documents') });

export interface WinnersContext {
  site: SiteConfig;
  outbox: Outbox;
  now: () => Date;
  retentionDays: number;
  /** Adds each row's unit on the board (server/units, which depends on winners, hands it in). */
  withUnits?: (rows: AdminWinner[]) => Promise<AdminWinner[]>;
}

export function winnersAdminApi(ctx: WinnersContext) {
  const router = Router();

  router.post('/', need('winners'), async (req, res) => {
    const { csv } = parseBody(Upload, req.body, '명단을 확인해 주세요.');
    const result = await importWinners(csv, ctx.now(), ctx.retentionDays);
    req.log.info({ added: result.added, updated: result.updated, rejected: result.rejected.length }, 'winners list uploaded');
    res.status(201).json(result);
  });

  router.get('/', need('winners'), async (req, res) => {
    const items = await (ctx.withUnits ?? ((rows) => Promise.resolve(rows)))(await listWinners());
    await recordAccess(req, { action: 'search', subject: 'winners', count: items.length });
    res.json({ items });
  });

  // One row's change: {ineligible} rules a person out (or back in); {dong, ho} gives a called-up reserve its unit.
  router.patch('/:id', need('winners'), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if ('dong' in body || 'ho' in body) {
      const unit = parseBody(Unit, body, '동·호를 확인해 주세요.');
      const w = await assignUnit(String(req.params.id), unit, ctx.now());
      return res.json({ ok: true, winner: { id: String(w._id), dong: w.dong, ho: w.ho } });
    }
    const { ineligible } = parseBody(Change, body, '바꿀 내용을 확인해 주세요.');
    await setIneligible(String(req.params.id), ineligible, ctx.now());
    res.json({ ok: true });
  });

  router.post('/promote', need('winners'), async (req, res) => {
    const { unitType } = parseBody(Promote, req.body, '주택형을 확인해 주세요.');
    const w = await promoteNextReserve(unitType, ctx.now());
    res.json({ ok: true, winner: { id: String(w._id), name: w.name, unitType: w.unitType, reserveOrder: w.reserveOrder } });
  });

  router.post('/notify', need('winners'), async (req, res) => {
    const { round } = parseBody(Notify, req.body, '안내 종류를 확인해 주세요.');
    res.json(await notifyWinners(ctx.outbox, ctx.site, round, ctx.now()));
  });

  router.get('/export.csv', need('export'), need('winners'), async (req, res) => {
    const { reason } = parseBody(ExportReason, req.query, EXPORT_REASON_REQUIRED);
    const rows = await listWinners();
    await recordAccess(req, { action: 'export', subject: 'winners.csv', count: rows.length, reason });
    req.log.info({ rows: rows.length, reasonLength: reason.length }, 'winners list exported');
    res.attachment('winners.csv');
    res.type('text/csv; charset=utf-8').send(winnersCsv(rows));
  });
  return router;
}

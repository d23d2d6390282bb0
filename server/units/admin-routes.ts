/**
 * The unit board's API (/api/admin/units), behind the admin guard: upload the unit list, list and
 * filter it, change a unit's state with a reason (confirm or release a hold), set up the
 * first-come sale, export (with a reason, in the access record). Permission: 'units'.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { parseBody } from '../http/errors';
import { recordAccess } from '../access-log/record';
import { ExportReason } from '../access-log/record';
import { EXPORT_REASON_REQUIRED } from '../../shared/access-log';
import { UNIT_MESSAGES, UNIT_STATES, countBy } from '../../shared/units';
import { phoneField } from '../core/phone';
import { importUnits } from './upload';
import { listUnits, unitsCsv } from './service';
import { changeState, DESK_STATES } from './rules';
import { currentSale, saleChanged, saleHistory, saveSale, saleView } from './sale';

const Upload = z.object({ csv: z.string({ error: '세대 목록(csv)을 보내 주세요.' }).max(2_000_000, '세대 파일이 너무 큽니다.') });
const Filter = z.object({
  dong: z.string().trim().max(20).optional().transform((v) => v?.replace(/\s*동$/, '') || undefined),
  type: z.string().trim().max(30).optional().transform((v) => v || undefined),
  state: z.enum(UNIT_STATES, { error: UNIT_MESSAGES.badState }).optional().or(z.literal('').transform(() => undefined)),
});
const Reason = z.string({ error: UNIT_MESSAGES.reasonRequired }).trim().min(2, UNIT_MESSAGES.reasonRequired).max(200, '변경 사유는 200자 이내로 입력해 주세요.');
/** The 계약자 asked for when the desk moves a unit to 계약완료 (one or more: 공동명의). */
const Holder = z.object({
  name: z.string({ error: '계약자 이름을 입력해 주세요.' }).trim().min(1, '계약자 이름을 입력해 주세요.').max(50, '계약자 이름은 50자 이내로 입력해 주세요.'),
  phone: phoneField({ missing: '계약자 연락처를 입력해 주세요.', invalid: '계약자 연락처를 올바른 전화번호로 입력해 주세요.' }),
});
const Change = z.object({
  state: z.enum(DESK_STATES, { error: UNIT_MESSAGES.badState }),
  reason: Reason,
  holders: z.array(Holder).max(10, '계약자는 10명까지 입력할 수 있습니다.').optional(),
  price: z.number({ error: '분양가를 숫자로 입력해 주세요.' }).int('분양가는 원 단위 정수입니다.').min(1).max(1e13).optional(),
  contractDate: z.iso.date({ error: '계약일을 확인해 주세요.' }).optional(),
});
export type UnitContractInput = Pick<z.infer<typeof Change>, 'holders' | 'price' | 'contractDate'>;
const Release = z.object({ reason: Reason });
const Confirm = z.object({ reason: Reason.optional() });
const Sale = z.object({
  opensAt: z.iso.datetime({ offset: true, error: '시작 시각을 확인해 주세요.' }).nullable(),
  admitPerMinute: z.number({ error: '분당 입장 인원을 숫자로 입력해 주세요.' }).int('분당 입장 인원은 정수입니다.').min(1, '분당 입장 인원은 1명 이상입니다.').max(100_000),
  holdMinutes: z.number({ error: '홀드 시간(분)을 숫자로 입력해 주세요.' }).int('홀드 시간은 분 단위 정수입니다.').min(1, '홀드 시간은 1분 이상입니다.').max(24 * 60, '홀드 시간은 하루(1,440분)를 넘을 수 없습니다.'),
  visible: z.boolean({ error: 'visible은 true 또는 false입니다.' }),
});

export interface UnitsAdminContext {
  now: () => Date;
  /** The sale's settings were saved: the public page shown or not (pages kept in memory drop when it changed). */
  onVisibility?: (visible: boolean) => void;
  /**
   * A unit moved to 계약완료 gets its contract (server/contracts, which depends on units, hands these
   * in): `check` before the move (a unit without a contract needs its 계약자), `make` after it.
   */
  contracts?: {
    check(unitId: string, input: UnitContractInput): Promise<void>;
    make(unitId: string, input: UnitContractInput, by: string, now: Date): Promise<void>;
    /** 409 when the unit has a live contract: its board state is the ledger's (해약 first, on the ledger). */
    assertNoLive(unitId: string): Promise<void>;
  };
}

const account = (req: Request) => req.session?.adminEmail ?? 'admin';

export function unitsAdminApi(ctx: UnitsAdminContext) {
  const router = Router();

  router.post('/', need('units'), async (req, res) => {
    const { csv } = parseBody(Upload, req.body, '세대 목록을 확인해 주세요.');
    const result = await importUnits(csv, ctx.now(), account(req));
    req.log.info({ added: result.added, updated: result.updated, rejected: result.rejected.length }, 'unit list uploaded');
    res.status(201).json(result);
  });

  router.get('/', need('units'), async (req, res) => {
    const filter = parseBody(Filter, req.query, '조회 조건을 확인해 주세요.');
    const items = await listUnits(filter, ctx.now());
    // Holders' names and phones are personal data: the look is recorded.
    if (items.some((u) => u.hold)) await recordAccess(req, { action: 'search', subject: 'units', count: items.length });
    // `units` names the same list for clients that read it by what it is; `needsAction` counts the units awaiting the desk.
    res.json({ items, units: items, counts: countBy(items), needsAction: items.filter((u) => u.needsAction).length });
  });

  router.get('/sale', need('units'), async (_req, res) => {
    saleChanged(); // the desk reads what is stored, not this instance's one-second copy
    const [sale, history] = await Promise.all([currentSale(), saleHistory()]);
    res.json({ sale: saleView(sale), history });
  });

  router.put('/sale', need('units'), async (req, res) => {
    const body = parseBody(Sale, req.body, '분양 설정을 확인해 주세요.');
    const sale = await saveSale({ ...body, opensAt: body.opensAt ? new Date(body.opensAt) : null }, ctx.now(), account(req));
    // This instance follows at once (the others within seconds); nothing happens when it did not change.
    ctx.onVisibility?.(sale.visible);
    req.log.info({ opensAt: sale.opensAt, admitPerMinute: sale.admitPerMinute, holdMinutes: sale.holdMinutes, visible: sale.visible }, 'first-come sale set up');
    res.json({ sale: saleView(sale) });
  });

  router.get('/export.csv', need('export'), need('units'), async (req, res) => {
    const { reason } = parseBody(ExportReason, req.query, EXPORT_REASON_REQUIRED);
    const filter = parseBody(Filter, { dong: req.query.dong, type: req.query.type, state: req.query.state }, '조회 조건을 확인해 주세요.');
    const rows = await listUnits(filter, ctx.now());
    await recordAccess(req, { action: 'export', subject: 'units.csv', count: rows.length, reason });
    req.log.info({ rows: rows.length, reasonLength: reason.length }, 'unit board exported');
    res.attachment('units.csv');
    res.type('text/csv; charset=utf-8').send(unitsCsv(rows));
  });

  router.patch('/:id', need('units'), async (req, res) => {
    const { state, reason, ...contract } = parseBody(Change, req.body, '바꿀 상태와 사유를 확인해 주세요.');
    const id = String(req.params.id);
    if (state === 'contracted') await ctx.contracts?.check(id, contract);
    else await ctx.contracts?.assertNoLive(id);
    const now = ctx.now();
    const unit = await changeState(id, { to: state, by: account(req), reason, now });
    if (state === 'contracted') await ctx.contracts?.make(id, contract, req.account?.id ?? account(req), now);
    res.json({ ok: true, unit: { id: String(unit._id), state: unit.state } });
  });

  // A buyer's hold, confirmed (→ 계약대기) or released (→ 잔여) by the desk.
  router.post('/:id/confirm', need('units'), async (req, res) => {
    const { reason } = parseBody(Confirm, req.body ?? {}, '사유를 확인해 주세요.');
    const unit = await changeState(String(req.params.id), { to: 'pending', by: account(req), reason: reason ?? '홀드 확인', now: ctx.now(), from: ['held'] });
    res.json({ ok: true, unit: { id: String(unit._id), state: unit.state } });
  });

  router.post('/:id/release', need('units'), async (req, res) => {
    const { reason } = parseBody(Release, req.body ?? {}, UNIT_MESSAGES.reasonRequired);
    const unit = await changeState(String(req.params.id), { to: 'available', by: account(req), reason, now: ctx.now(), from: ['held', 'pending', 'reserved'] });
    res.json({ ok: true, unit: { id: String(unit._id), state: unit.state } });
  });
  return router;
}

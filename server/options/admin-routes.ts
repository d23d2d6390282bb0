/**
 * The desk's option catalogue (`/api/admin/options`: list, add, change (PATCH, the whole option); permission `units`, behind
 * the desk guard, which checks CSRF and records every write). An option is never deleted: it is
 * taken off sale (`active: false`), so its id, kept on contracts, is never given to another option.
 */
import { randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { HttpError, parseDeskForm, requireDb } from '../http/errors';
import { OPTION_MESSAGES as M, checkPlanRows, optionVat, parsePlanText } from '../../shared/options';
import { isDay } from '../../shared/kst';
import type { Pricing } from '../../shared/site.config';
import { UnitOption } from './model';
import { adminOptions } from './catalogue';

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);

const planRow = z.object({
  label: z.string({ error: M.planRow }).max(20, M.planRow),
  percent: z.number({ error: M.planRow }).positive(M.planRow).max(100, M.planRow),
  dueDate: z.string({ error: M.planRow }).refine(isDay, M.planRow).optional(),
  dueText: z.string({ error: M.planRow }).max(40, M.planRow).optional(),
}, { error: M.planRow });

/** A new option's id, made by the site: its type and a short random part ('84a-3f9c2d'), URL-safe and never typed. */
const newKey = (unitType: string) => `${unitType.toLowerCase().replace(/[^a-z0-9]/g, '')}-${randomBytes(3).toString('hex')}`;

const optionFields = (pricing: Pricing) => z.object({
  unitType: z.string({ error: M.unitType }).refine((t) => t in pricing.prices, M.unitType),
  category: text(40, M.category),
  label: text(80, M.label),
  price: z.number({ error: M.price }).int(M.price).min(0, M.price).max(1_000_000_000, M.price),
  /** The 부가가치세 within the price as the notice prints it; left out: price ÷ 11 (shared/options.ts). */
  vat: z.number({ error: M.vat }).int(M.vat).min(0, M.vat).optional(),
  /** The plan as the desk's fields send it, one row each; empty: the default plan (10% at the option contract, 90% at 입주). */
  plan: z.array(planRow, { error: M.planRow }).max(12, M.planRow).optional(),
  /** The older one-row-a-line text ('계약금 10 옵션 계약 시'), still read when `plan` is left out. */
  planText: z.string({ error: M.plan }).max(1000, M.plan).optional(),
  note: z.string().trim().max(200, M.invalid).optional(),
  noticeDate: z.string({ error: M.noticeDate }).refine(isDay, M.noticeDate),
  order: z.number({ error: M.invalid }).int(M.invalid).min(0, M.invalid).max(999, M.invalid).optional(),
  active: z.boolean({ error: M.invalid }).optional(),
});
type OptionFields = z.infer<ReturnType<typeof optionFields>>;

/** The body checked by `schema`; the first broken rule is the answer's message. */
const parse = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => parseDeskForm(schema, body, M.invalid);

/** The stored fields of a checked body (the plan read from its text). */
function stored(input: OptionFields, req: Request, now: Date) {
  const plan = input.plan ? checkPlanRows(input.plan) : parsePlanText(input.planText ?? '');
  if (!plan) {
    const rowsIncomplete = input.plan?.some((r) => !r.label.trim() || (!r.dueDate && !r.dueText?.trim()));
    throw new HttpError(400, rowsIncomplete ? M.planRow : M.plan, { plan: rowsIncomplete ? M.planRow : M.plan });
  }
  if (input.vat !== undefined && input.vat > input.price) throw new HttpError(400, M.vat, { vat: M.vat });
  return {
    unitType: input.unitType,
    category: input.category,
    label: input.label,
    price: input.price,
    vat: input.vat ?? optionVat({ price: input.price }),
    plan,
    note: input.note || undefined,
    noticeDate: input.noticeDate,
    order: input.order ?? 0,
    active: input.active ?? true,
    updatedAt: now,
    updatedBy: req.account?.email,
  };
}

export function optionsAdminApi(ctx: { now: () => Date; pricing: Pricing }) {
  const router = Router();
  const may = need('units');
  const OptionFields = optionFields(ctx.pricing);
  // The id is made here when the desk leaves it out (it always does now); one given is still checked.
  const OptionCreate = OptionFields.extend({ key: z.string({ error: M.key }).regex(/^[a-z0-9][a-z0-9-]{1,39}$/, M.key).optional() });

  router.get('/', may, requireDb, async (_req, res) => {
    res.json({ items: await adminOptions() });
  });

  router.post('/', may, requireDb, async (req, res) => {
    const input = parse(OptionCreate, req.body);
    const doc = stored(input, req, ctx.now());
    const key = input.key ?? newKey(input.unitType);
    if (await UnitOption.exists({ key })) throw new HttpError(409, M.keyTaken, { key: M.keyTaken });
    try {
      await UnitOption.create({ key, ...doc });
    } catch (err) {
      // Two desks adding the same id at once: the unique index keeps one.
      if ((err as { code?: number }).code === 11000) throw new HttpError(409, M.keyTaken, { key: M.keyTaken });
      throw err;
    }
    res.status(201).json({ id: key });
  });

  router.patch('/:key', may, requireDb, async (req, res) => {
    const input = parse(OptionFields, req.body);
    const doc = stored(input, req, ctx.now());
    const { note, ...set } = doc;
    const done = await UnitOption.updateOne({ key: String(req.params.key) }, { $set: { ...set, ...(note ? { note } : {}) }, ...(note ? {} : { $unset: { note: 1 } }) });
    if (!done.matchedCount) throw new HttpError(404, M.notFound);
    res.json({ id: req.params.key });
  });

  return router;
}

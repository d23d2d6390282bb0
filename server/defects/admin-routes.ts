/**
 * The defect desk under /api/admin (behind the desk guard: session, CSRF, the access record of
 * writes). Owners and managers (`defects`) see and move every defect; a contractor account
 * (`defects.assigned`) sees only those assigned to it, and may only start and finish them.
 * - GET   /defects?state=&dong=&kind=&assignee=&page= — open ones first, oldest first; counts by kind and 동
 * - POST  /defects — multipart, on a buyer's behalf: `contractId` (or `dong` and `ho`), `room`, `kind`, `text`, `photos`
 * - PATCH /defects/:id {state, assignee?, note} — one step (409 with the reason for a move the flow refuses)
 * - GET   /defects.csv?reason=&assignee= — the list for one contractor, photos as links for 24 hours
 * Every view and export is in the access record.
 */
import { Router, type Request } from 'express';
import { Types } from 'mongoose';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { HttpError, parseBody } from '../http/errors';
import { ExportReason, recordAccess } from '../access-log/record';
import { EXPORT_REASON_REQUIRED } from '../../shared/access-log';
import { toCsv } from '../core/csv';
import { kstStamp } from '../core/time';
import { Contract } from '../contracts/model';
import { LIVE } from '../contracts/live';
import { can } from '../../shared/permissions';
import { DEFECT_KINDS, DEFECT_MESSAGES, DEFECT_STATE_LABELS, defectStateOf, type DefectCounts, type DefectListPage } from '../../shared/defects';
import { companyName } from '../../shared/company-name';
import { Defect, type DefectDoc } from './model';
import { defectRow, moveDefect, type Actor, type FlowDeps } from './flow';
import { fileDefect, receivePhotos } from './file';
import { EXPORT_LINK_HOURS } from './photos';
import { unitKeyOf } from '../contracts/write';
import { assigneeOptions, registerCompany, resolveAssignee } from './companies';

export const DEFECT_PAGE_SIZE = 20;

export interface DefectsDeskContext extends FlowDeps {
  now: () => Date;
}

const seesAll = (req: Request) => can(req.account!.role, 'defects');

/** A contractor's reads and writes are limited to what is assigned to its account. */
const scope = (req: Request): Record<string, unknown> => (seesAll(req) ? {} : { 'assignee.accountId': new Types.ObjectId(req.account!.id) });

const actorOf = (req: Request): Actor => ({ kind: seesAll(req) ? 'desk' : 'contractor', id: req.account!.id, name: req.account!.name });

const Query = z.object({
  state: z.string().max(20).optional(),
  dong: z.string().trim().max(10).optional(),
  kind: z.string().trim().max(10).optional(),
  assignee: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

function listFilter(req: Request, q: z.infer<typeof Query>) {
  const filter: Record<string, unknown> = { ...scope(req) };
  if (q.state) {
    const state = defectStateOf(q.state);
    if (!state) throw new HttpError(400, DEFECT_MESSAGES.state, { state: DEFECT_MESSAGES.state });
    filter.state = state;
  }
  if (q.dong) filter.dong = q.dong.replace(/동$/, '');
  if (q.kind) filter.kind = q.kind;
  if (q.assignee && seesAll(req)) filter[Types.ObjectId.isValid(q.assignee) ? 'assignee.accountId' : 'assignee.name'] = Types.ObjectId.isValid(q.assignee) ? new Types.ObjectId(q.assignee) : companyName(q.assignee);
  return filter;
}

/** Counts by kind and by 동 of what the account may see (summed here: portable across engines). */
async function countsOf(req: Request): Promise<DefectCounts> {
  const rows = await Defect.find(scope(req), { kind: 1, dong: 1, closed: 1 }).lean();
  const tally = (key: 'kind' | 'dong') => {
    const m = new Map<string, { open: number; total: number }>();
    for (const r of rows) {
      const c = m.get(r[key]) ?? { open: 0, total: 0 };
      c.total++;
      if (!r.closed) c.open++;
      m.set(r[key], c);
    }
    return m;
  };
  const kinds = tally('kind');
  const dongs = tally('dong');
  return {
    byKind: [...kinds].sort((a, b) => DEFECT_KINDS.indexOf(a[0] as never) - DEFECT_KINDS.indexOf(b[0] as never)).map(([kind, c]) => ({ kind, ...c })),
    byDong: [...dongs].sort((a, b) => a[0].localeCompare(b[0], 'ko', { numeric: true })).map(([dong, c]) => ({ dong, ...c })),
  };
}

export type DefectQuery = z.infer<typeof Query>;
/** The desk page's filters as typed in its address (anything unreadable is dropped). */
export const readQuery = (query: unknown): DefectQuery => {
  const r = Query.safeParse(query ?? {});
  return r.success ? r.data : {};
};

/** One page of the list the account may see, open ones first, oldest first; the view is recorded. */
export async function defectList(req: Request, q: DefectQuery, now: Date): Promise<DefectListPage> {
  const filter = listFilter(req, q);
  const page = q.page ?? 1;
  const [total, docs, counts] = await Promise.all([
    Defect.countDocuments(filter),
    Defect.find(filter).sort({ closed: 1, createdAt: 1 }).skip((page - 1) * DEFECT_PAGE_SIZE).limit(DEFECT_PAGE_SIZE).lean(),
    countsOf(req),
  ]);
  const contractors = seesAll(req) ? await assigneeOptions() : [];
  await recordAccess(req, { action: 'view', subject: `defects ${JSON.stringify({ state: q.state, dong: q.dong, kind: q.kind, assignee: q.assignee, page })}`, count: docs.length });
  return {
    rows: await Promise.all((docs as DefectDoc[]).map((d) => defectRow(d, now))),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / DEFECT_PAGE_SIZE)),
    counts,
    contractors,
  };
}

const Patch = z.object({
  state: z.string({ error: DEFECT_MESSAGES.state }).max(20),
  assignee: z.string().max(100).optional().nullable(),
  note: z.string().trim().max(500, DEFECT_MESSAGES.note).optional(),
});

// Normalised before its length is checked: invisible characters alone are no name (shared/company-name.ts).
const Company = z.object({ name: z.string({ error: DEFECT_MESSAGES.company }).transform(companyName).pipe(z.string().min(2, DEFECT_MESSAGES.company).max(40, DEFECT_MESSAGES.company)) });

export function defectsAdminApi(ctx: DefectsDeskContext) {
  const router = Router();

  router.get('/defects', need('defects.assigned'), async (req, res) => {
    res.json(await defectList(req, parseBody(Query, req.query, DEFECT_MESSAGES.invalid), ctx.now()));
  });

  router.get('/defects/assignees', need('defects'), async (_req, res) => {
    res.json({ assignees: await assigneeOptions() });
  });

  // A 협력업체 without an account, registered once by name (the picker then offers it).
  router.post('/defects/companies', need('defects'), async (req, res) => {
    const { name } = parseBody(Company, req.body, DEFECT_MESSAGES.company);
    res.status(201).json(await registerCompany(name, req.account!.email, ctx.now()));
  });

  router.post('/defects', need('defects'), receivePhotos(), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const id = typeof body.contractId === 'string' ? body.contractId : '';
    const dong = typeof body.dong === 'string' ? body.dong.trim().replace(/동$/, '') : '';
    const ho = typeof body.ho === 'string' ? body.ho.trim().replace(/호$/, '') : '';
    const filter = Types.ObjectId.isValid(id) ? { _id: id } : dong && ho ? { unitKey: unitKeyOf(dong, ho), ...LIVE } : null;
    const contract = filter ? await Contract.findOne(filter, { dong: 1, ho: 1, unitType: 1, holders: 1 }).lean() : null;
    if (!contract) throw new HttpError(404, DEFECT_MESSAGES.contract);
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    const note = typeof body.note === 'string' ? body.note.slice(0, 200) : '';
    const defectId = await fileDefect(ctx.site, { contract, body, files, actor: actorOf(req), note: note || '계약자 대신 접수' }, ctx.now());
    res.status(201).json({ id: defectId });
  });

  router.patch('/defects/:id', need('defects.assigned'), async (req, res) => {
    const body = parseBody(Patch, req.body, DEFECT_MESSAGES.invalid);
    const to = defectStateOf(body.state);
    if (!to) throw new HttpError(400, DEFECT_MESSAGES.state, { state: DEFECT_MESSAGES.state });
    const id = String(req.params.id);
    const defect = Types.ObjectId.isValid(id) ? ((await Defect.findOne({ _id: id, ...scope(req) }).lean()) as DefectDoc | null) : null;
    if (!defect) throw new HttpError(404, DEFECT_MESSAGES.notFound);
    // Only the desk assigns (a contractor's try is refused by the flow, 403, before any name is read).
    const assignee = to === 'assigned' && seesAll(req) ? await resolveAssignee(body.assignee) : undefined;
    const moved = await moveDefect(defect, { to, note: body.note ?? '', assignee }, actorOf(req), ctx.now(), ctx);
    res.json(await defectRow(moved, ctx.now()));
  });

  router.get('/defects.csv', need('defects.assigned'), async (req, res) => {
    const { reason } = parseBody(ExportReason, req.query, EXPORT_REASON_REQUIRED);
    const q = parseBody(Query, req.query, DEFECT_MESSAGES.invalid);
    const docs = (await Defect.find(listFilter(req, q)).sort({ closed: 1, createdAt: 1 }).lean()) as DefectDoc[];
    await recordAccess(req, { action: 'export', subject: `defects.csv ${JSON.stringify({ assignee: q.assignee, state: q.state })}`, count: docs.length, reason });
    const now = ctx.now();
    const rows = await Promise.all(docs.map((d) => defectRow(d, now, EXPORT_LINK_HOURS * 60, ctx.site.siteUrl)));
    const csv = toCsv(
      ['접수일시(KST)', '동', '호', '공간', '유형', '내용', '단계', '담당', '재접수 사유', '경과일', '사진'],
      rows.map((r) => [kstStamp(r.createdAt), r.dong, r.ho, r.room, r.kind, r.text, DEFECT_STATE_LABELS[r.state], r.assignee ?? '', r.reopenReason ?? '', String(r.ageDays), r.photos.map((p) => p.url).join('\n')]),
    );
    req.log.info({ rows: rows.length, reasonLength: reason.length }, 'defects exported');
    res.attachment('defects.csv');
    res.type('text/csv; charset=utf-8').send(csv);
  });

  return router;
}

/** The administrator's lead inbox: filters, the list and the CSV export. */
import { z } from 'zod';
import { LEAD_TYPES, LEAD_TYPE_LABELS, type ForwardState, type InboxLead, type LeadType } from '../../shared/leads';
import { Lead } from './model';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().or(z.literal('').transform(() => undefined));

export const LeadFilter = z.object({
  type: z.enum(LEAD_TYPES).optional().or(z.literal('').transform(() => undefined)),
  from: day,
  to: day,
});
export type LeadFilter = z.infer<typeof LeadFilter>;


// Dates are chosen as Korean calendar days.
const kstStart = (d: string) => new Date(`${d}T00:00:00.000+09:00`);
const kstEnd = (d: string) => new Date(`${d}T23:59:59.999+09:00`);

export async function findLeads(filter: LeadFilter, limit = 500): Promise<InboxLead[]> {
  const q: Record<string, unknown> = {};
  if (filter.type) q.type = filter.type;
  if (filter.from || filter.to) {
    q.createdAt = { ...(filter.from ? { $gte: kstStart(filter.from) } : {}), ...(filter.to ? { $lte: kstEnd(filter.to) } : {}) };
  }
  const rows = await Lead.find(q).sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
  return rows.map((r) => ({
    id: String(r._id),
    type: r.type as LeadType,
    name: r.name,
    phone: r.phone,
    message: r.message ?? '',
    site: r.site ?? undefined,
    page: r.page ?? undefined,
    createdAt: r.createdAt.toISOString(),
    forward: {
      state: (r.forward?.state ?? 'stored') as ForwardState,
      attempts: r.forward?.attempts ?? 0,
      lastError: r.forward?.lastError ?? undefined,
    },
  }));
}

/** A cell that spreadsheet software will not run as a formula. */
export function cell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}

const kst = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'medium' });

/** CSV with a UTF-8 BOM so Excel shows the Korean text correctly. */
export function leadsCsv(leads: InboxLead[]): string {
  const header = ['접수일시(KST)', '유형', '이름', '연락처', '문의내용', '페이지', '사이트', '전달상태', '전달시도'];
  const lines = leads.map((l) =>
    [kst.format(new Date(l.createdAt)), LEAD_TYPE_LABELS[l.type], l.name, l.phone, l.message, l.page ?? '', l.site ?? '', l.forward.state, String(l.forward.attempts)]
      .map(cell)
      .join(','),
  );
  return '\uFEFF' + [header.map(cell).join(','), ...lines].join('\r\n') + '\r\n';
}

/**
 * The campaigns desk API (/api/admin/campaigns), behind the admin guard, permission 'campaigns'
 * (managers and the owner): the funnel, daily traffic, the live view, this week against last,
 * spend (typed or imported from a report) and the matching of report campaigns to utm_campaign,
 * the field speed (p75 of visitors' Core Web Vitals), and the funnel as CSV with a reason (kept in the access record). Writes are recorded by the guard.
 */
import { Router } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { parseBody } from '../http/errors';
import { ExportReason, recordAccess } from '../access-log/record';
import { EXPORT_REASON_REQUIRED } from '../../shared/access-log';
import { addDays, isDay, kstDay } from '../../shared/kst';
import { CHANNELS } from '../../shared/channels';
import { COST_FORMATS, FUNNEL_STEP_LABELS, costPer, stepRate } from '../../shared/campaigns';
import { toCsv } from '../core/csv';
import { CampaignCost } from './model';
import { funnel } from './funnel';
import { live, traffic } from './traffic';
import { importCosts, saveCosts } from './costs';
import { costsIn, setCampaignName } from './cost-view';
import { speedRows } from './speed';

const day = z.string().refine(isDay, '날짜는 YYYY-MM-DD 형식입니다.');
const Period = z
  .object({ from: day.optional(), to: day.optional(), touch: z.enum(['first', 'last']).default('last'), by: z.enum(['channel', 'campaign']).default('channel') })
  .refine((p) => !p.from || !p.to || p.from <= p.to, { message: '시작일이 종료일보다 늦습니다.', path: ['from'] })
  .refine((p) => !p.from || !p.to || Date.parse(p.to) - Date.parse(p.from) <= 366 * 86_400_000, { message: '기간은 1년 이내로 골라 주세요.', path: ['to'] });
const Import = z.object({
  csv: z.string({ error: '비용 파일(csv)을 보내 주세요.' }).max(2_000_000, '비용 파일이 너무 큽니다.'),
  format: z.enum(COST_FORMATS, { error: "format은 'naver', 'kakao', 'google', 'meta', 'plain' 중 하나입니다." }),
});
const Entry = z.object({
  day,
  channel: z.enum(CHANNELS, { error: '채널을 골라 주세요.' }),
  campaign: z.string().trim().max(100, '캠페인 이름은 100자 이내입니다.').default(''),
  amount: z.coerce.number({ error: '비용을 원 단위 숫자로 적어 주세요.' }).int('비용은 원 단위 정수입니다.').min(0, '비용은 0원 이상입니다.').max(10_000_000_000),
});
const Name = z.object({
  channel: z.enum(CHANNELS, { error: '채널을 골라 주세요.' }),
  name: z.string().trim().min(1).max(100),
  utmCampaign: z.string().trim().min(1, 'utm_campaign을 적어 주세요.').max(100),
});

export function campaignsAdminApi(ctx: { now: () => Date }) {
  const router = Router();
  const period = (query: unknown) => {
    const p = parseBody(Period, query, '기간을 확인해 주세요.');
    const today = kstDay(ctx.now());
    const to = p.to ?? today;
    return { ...p, to, from: p.from ?? addDays(to, -6) };
  };

  router.get('/funnel', need('campaigns'), async (req, res) => {
    res.json({ rows: await funnel(period(req.query)) });
  });

  router.get('/traffic', need('campaigns'), async (req, res) => {
    const p = period(req.query);
    res.json(await traffic(p.from, p.to));
  });

  // Speed measured in visitors' browsers: p75 per page and device class (decision 0038).
  router.get('/speed', need('campaigns'), async (req, res) => {
    const p = period(req.query);
    res.json({ from: p.from, to: p.to, rows: await speedRows(p.from, p.to) });
  });

  router.get('/live', need('campaigns'), async (_req, res) => {
    res.json(await live(ctx.now()));
  });

  // This week (the last 7 days to today) against the 7 days before, per channel.
  router.get('/compare', need('campaigns'), async (req, res) => {
    const { touch } = period(req.query);
    const today = kstDay(ctx.now());
    const thisWeek = { from: addDays(today, -6), to: today };
    const lastWeek = { from: addDays(today, -13), to: addDays(today, -7) };
    const [a, b] = await Promise.all([funnel({ ...thisWeek, touch, by: 'channel' }), funnel({ ...lastWeek, touch, by: 'channel' })]);
    res.json({ thisWeek: { ...thisWeek, rows: a }, lastWeek: { ...lastWeek, rows: b } });
  });

  router.get('/costs', need('campaigns'), async (req, res) => {
    const p = period(req.query);
    res.json({ items: await costsIn(p.from, p.to) });
  });

  // A report (format naver | kakao | google | meta | plain), or one typed row ({day, channel, campaign, amount}).
  router.post('/costs', need('campaigns'), async (req, res) => {
    const by = req.account?.email ?? undefined;
    if (req.body && typeof req.body === 'object' && 'csv' in req.body) {
      const { csv, format } = parseBody(Import, req.body, '비용 파일을 확인해 주세요.');
      const result = await importCosts(csv, format, ctx.now(), by);
      req.log.info({ format, added: result.added, updated: result.updated, rejected: result.rejected.length }, 'campaign costs imported');
      return res.status(201).json(result);
    }
    const e = parseBody(Entry, req.body, '비용을 확인해 주세요.');
    const { added, updated } = await saveCosts([{ day: e.day, channel: e.channel, campaign: e.campaign, amount: e.amount }], 'manual', ctx.now(), by);
    res.status(201).json({ added, updated, rejected: [] });
  });

  router.delete('/costs/:id', need('campaigns'), async (req, res) => {
    const r = await CampaignCost.deleteOne({ _id: String(req.params.id) });
    res.status(r.deletedCount ? 200 : 404).json(r.deletedCount ? { ok: true } : { error: '비용 기록을 찾을 수 없습니다.' });
  });

  router.put('/names', need('campaigns'), async (req, res) => {
    const n = parseBody(Name, req.body, '캠페인 연결을 확인해 주세요.');
    await setCampaignName(n.channel, n.name, n.utmCampaign, ctx.now());
    res.json({ ok: true });
  });

  router.get('/funnel.csv', need('campaigns'), async (req, res) => {
    const { reason } = parseBody(ExportReason, req.query, EXPORT_REASON_REQUIRED);
    const p = period(req.query);
    const rows = await funnel(p);
    await recordAccess(req, { action: 'export', subject: `campaigns-funnel.csv ${JSON.stringify({ from: p.from, to: p.to, touch: p.touch, by: p.by })}`, count: rows.length, reason });
    const pct = (v: number | null) => (v === null ? '' : `${(v * 100).toFixed(1)}%`);
    const won = (v: number | null) => (v === null ? '' : String(v));
    const header = ['기간', '기준', '채널', '캠페인', ...Object.values(FUNNEL_STEP_LABELS), '페이지뷰', '비용(원)', '관심고객 전환율', '예약률', '방문율', '당첨률', '계약률', '관심고객당 비용', '방문당 비용', '계약당 비용'];
    const body = rows.map((r) => [
      `${p.from}~${p.to}`,
      p.touch === 'first' ? '첫 접점' : '마지막 접점',
      r.channel,
      r.campaign ?? '',
      ...[r.visitors, r.leads, r.bookings, r.visited, r.winners, r.contracts, r.pageviews, r.cost].map(String),
      pct(stepRate(r.leads, r.visitors)),
      pct(stepRate(r.bookings, r.leads)),
      pct(stepRate(r.visited, r.bookings)),
      pct(stepRate(r.winners, r.visited)),
      pct(stepRate(r.contracts, r.winners)),
      won(costPer(r.cost, r.leads)),
      won(costPer(r.cost, r.visited)),
      won(costPer(r.cost, r.contracts)),
    ]);
    res.attachment(`campaigns-${p.from}-${p.to}.csv`);
    res.type('text/csv; charset=utf-8').send(toCsv(header, body));
  });

  return router;
}

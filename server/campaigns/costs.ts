/**
 * Ad spend: typed on the desk or imported from the platforms' cost reports (CSV text, already
 * decoded: the desk's upload reads UTF-8 or EUC-KR). A row is keyed by day, channel, campaign and
 * source, so importing the same file again adds nothing; rows of one key in a file (a report per ad
 * group) are summed first. Each rejected line is named with its reason; the header is found among
 * the first lines (reports start with a title line), and its line number counts from 1.
 */
import { parse } from 'csv-parse/sync';
import { HttpError } from '../http/errors';
import { isDay } from '../../shared/kst';
import { CHANNEL_LABELS, CHANNELS, type Channel } from '../../shared/channels';
import { COST_FORMATS, type CostFormat, type CostImportResult } from '../../shared/campaigns';
import { CampaignCost } from './model';
import { rememberTags } from '../attribution/tags';
import { groupDigits } from '../../shared/korean-format';

/** Column names each report uses (Korean exports first), compared without spaces. */
interface Columns {
  date: string[];
  campaign: string[];
  cost: string[];
  channel?: string[];
}
const COLUMNS: Record<CostFormat, Columns> = {
  // 네이버 검색광고 › 보고서 (일별): 일별, 캠페인, 노출수, 클릭수, …, 총비용(VAT포함,원)
  naver: { date: ['일별', '일자', '날짜', '기간', 'Period', 'Date'], campaign: ['캠페인', '캠페인이름', '캠페인명', 'Campaign'], cost: ['총비용(VAT포함,원)', '총비용(VAT포함)', '총비용', '비용', 'Cost(KRW)', 'Cost'] },
  // 카카오 모먼트 › 맞춤보고서: 일자(또는 기간), 캠페인 이름, …, 비용
  kakao: { date: ['일자', '날짜', '기간', '일별'], campaign: ['캠페인이름', '캠페인', '캠페인명'], cost: ['비용', '비용(VAT별도)', '비용(VAT포함)', '집행금액', '소진금액'] },
  // Google Ads (한국어) › 캠페인 보고서: 일, 캠페인, 통화 코드, 비용
  google: { date: ['일', '날짜', '일자', 'Day', 'Date'], campaign: ['캠페인', 'Campaign'], cost: ['비용', 'Cost'] },
  // Meta 광고 관리자 › 보고서 내보내기: 캠페인 이름, 보고 시작, 보고 종료, 지출 금액 (KRW)
  meta: { date: ['보고시작', '일', '날짜', 'Reportingstarts', 'Day'], campaign: ['캠페인이름', 'Campaignname'], cost: ['지출금액(KRW)', '지출금액', 'Amountspent(KRW)', 'Amountspent'] },
  plain: { date: ['날짜'], campaign: ['캠페인'], cost: ['비용'], channel: ['채널'] },
};
const FORMAT_CHANNEL: Record<Exclude<CostFormat, 'plain'>, Channel> = { naver: 'naver-ads', kakao: 'kakao', google: 'google-ads', meta: 'meta' };

const norm = (s: string) => s.replace(/[\s\uFEFF]/g, '').toLowerCase();
const findColumn = (header: string[], names: string[]) => {
  const h = header.map(norm);
  for (const n of names.map(norm)) {
    const i = h.indexOf(n);
    if (i >= 0) return i;
  }
  return -1;
};

/** '2026.11.20.', '2026-11-20', '2026/11/20', '2026년 11월 20일', '20261120' → '2026-11-20'. */
export function reportDay(raw: string): string | null {
  const t = raw.trim();
  const m = /^(\d{4})\s*[.\-/년]\s*(\d{1,2})\s*[.\-/월]\s*(\d{1,2})/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (!m) return null;
  const day = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isDay(day) ? day : null;
}

/** '1,234,567', '₩1,234', '12,345.00', '5000원' → won (rounded); null when it is not an amount. */
export function wonAmount(raw: string): number | null {
  const t = raw.replace(/[,\s원₩]|KRW/gi, '');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return Math.round(Number(t));
}

const CHANNEL_NAMES = new Map<string, Channel>([
  ...CHANNELS.map((c) => [norm(c), c] as const),
  ...CHANNELS.map((c) => [norm(CHANNEL_LABELS[c]).replace(/·/g, ''), c] as const),
  ['네이버검색광고', 'naver-ads'],
  ['네이버광고', 'naver-ads'],
  ['네이버검색', 'naver-search'],
  ['네이버블로그', 'naver-blog'],
  ['네이버카페', 'naver-blog'],
  ['카카오', 'kakao'],
  ['카카오모먼트', 'kakao'],
  ['메타', 'meta'],
  ['페이스북', 'meta'],
  ['인스타그램', 'meta'],
  ['구글광고', 'google-ads'],
  ['구글', 'google-ads'],
  ['구글검색', 'google-search'],
  ['sms', 'sms'],
  ['직접방문', 'direct'],
]);
export const channelByName = (raw: string): Channel | null => CHANNEL_NAMES.get(norm(raw).replace(/·/g, '')) ?? null;

const TOTAL = /^(합계|총계|전체|총합|total|summary|--)$/i;
const MAX_ROWS = 20_000;

export interface CostRow {
  day: string;
  channel: Channel;
  campaign: string;
  amount: number;
}

export function parseCostCsv(csv: string, format: CostFormat): { rows: CostRow[]; rejected: CostImportResult['rejected'] } {
  if (!COST_FORMATS.includes(format)) throw new HttpError(400, '보고서 형식을 선택해 주세요.');
  const text = csv.replace(/^\uFEFF/, '');
  if (!text.trim()) throw new HttpError(400, '비용 파일이 비어 있습니다.');
  let records: string[][];
  try {
    // Google Ads exports tab-separated files as well: the delimiter is taken from the text.
    const delimiter = !text.split('\n', 1)[0]!.includes(',') && text.includes('\t') ? '\t' : ',';
    records = parse(text, { relax_column_count: true, relax_quotes: true, skip_empty_lines: false, trim: true, delimiter });
  } catch {
    throw new HttpError(400, '비용 파일을 읽을 수 없습니다. CSV(쉼표로 구분) 형식인지 확인해 주세요.');
  }
  if (records.length > MAX_ROWS) throw new HttpError(400, `한 번에 ${groupDigits(MAX_ROWS)}줄까지 올릴 수 있습니다.`);
  const cols = COLUMNS[format];
  let headerAt = -1;
  let idx = { date: -1, campaign: -1, cost: -1, channel: -1 };
  for (let i = 0; i < Math.min(records.length, 10) && headerAt < 0; i++) {
    const r = records[i]!;
    const found = { date: findColumn(r, cols.date), campaign: findColumn(r, cols.campaign), cost: findColumn(r, cols.cost), channel: cols.channel ? findColumn(r, cols.channel) : -1 };
    if (found.date >= 0 && found.cost >= 0 && (found.campaign >= 0 || format === 'plain') && (!cols.channel || found.channel >= 0)) {
      headerAt = i;
      idx = found;
    }
  }
  if (headerAt < 0) {
    const need = format === 'plain' ? '날짜, 채널, 캠페인, 비용' : `${cols.date[0]}, ${cols.campaign[0]}, ${cols.cost[0]}`;
    throw new HttpError(400, `열 이름을 찾을 수 없습니다. 첫 줄(또는 제목 아래 줄)에 ${need} 열이 있어야 합니다.`);
  }
  const sums = new Map<string, CostRow>();
  const rejected: CostImportResult['rejected'] = [];
  records.slice(headerAt + 1).forEach((record, i) => {
    const line = headerAt + i + 2;
    if (record.every((c) => !c)) return;
    const cell = (k: keyof typeof idx) => (idx[k] >= 0 ? (record[idx[k]] ?? '').trim() : '');
    const rawDate = cell('date');
    const reject = (reason: string) => rejected.push({ line, reason });
    if (TOTAL.test(rawDate) || TOTAL.test(cell('campaign'))) return reject('합계 줄이라 더하지 않았습니다.');
    const day = reportDay(rawDate);
    if (!day) return reject(`날짜(${rawDate || '빈칸'})를 읽을 수 없습니다. 예: 2026-11-20 또는 2026.11.20.`);
    const amount = wonAmount(cell('cost'));
    if (amount === null) return reject(`비용(${cell('cost') || '빈칸'})이 금액이 아닙니다.`);
    const channel = format === 'plain' ? channelByName(cell('channel')) : FORMAT_CHANNEL[format];
    if (!channel) return reject(`채널(${cell('channel') || '빈칸'})을 알 수 없습니다. 예: Naver 검색광고, Kakao, Meta, Google 광고, 문자`);
    const campaign = cell('campaign').slice(0, 100);
    if (TOTAL.test(campaign.replace(/\s/g, ''))) return reject('합계 줄이라 더하지 않았습니다.');
    const key = `${day}|${channel}|${campaign}`;
    const sum = sums.get(key);
    if (sum) sum.amount += amount;
    else sums.set(key, { day, channel, campaign, amount });
  });
  return { rows: [...sums.values()], rejected };
}

/** Stores the rows under their keys: a new key is added, a changed amount updated, the same amount left alone. */
export async function saveCosts(rows: CostRow[], source: string, now: Date, by?: string): Promise<{ added: number; updated: number }> {
  const id = (r: CostRow) => `${r.day}|${r.channel}|${r.campaign}|${source}`;
  const existing = new Map((await CampaignCost.find({ _id: { $in: rows.map(id) } }, { amount: 1 }).lean<{ _id: string; amount: number }[]>()).map((d) => [d._id, d.amount]));
  const changed = rows.filter((r) => existing.get(id(r)) !== r.amount);
  if (changed.length) {
    await CampaignCost.bulkWrite(
      changed.map((r) => ({
        updateOne: { filter: { _id: id(r) }, update: { $set: { day: r.day, channel: r.channel, campaign: r.campaign, source, amount: r.amount, updatedAt: now, ...(by ? { updatedBy: by } : {}) } }, upsert: true },
      })),
      { ordered: false },
    );
  }
  // A campaign on a cost row keeps its name in the counting (decision 0035).
  await rememberTags(rows.map((r) => ({ campaign: r.campaign })), 'cost', now);
  const added = changed.filter((r) => !existing.has(id(r))).length;
  return { added, updated: changed.length - added };
}

export async function importCosts(csv: string, format: CostFormat, now: Date, by?: string): Promise<CostImportResult> {
  const { rows, rejected } = parseCostCsv(csv, format);
  const { added, updated } = await saveCosts(rows, format, now, by);
  return { added, updated, rejected };
}

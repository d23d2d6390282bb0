/**
 * The weekly report as a PDF a 신탁사 and a 대주단 accept: a cover (parties from the site config,
 * the week in words, the 금액 단위, made at and by, the 확인란 작성·검토·승인), then 분양률 by units
 * and amount with 할인 분양 and this week against last, 수납 with its subtotals and the one line that
 * reconciles it to the ledger, 연체·해약·unmatched deposits and 중도금 대출, the unsold units, 입주 and
 * 하자. Page numbers on every page (pdf-layout.ts). Units and sums only.
 */
import { kstStamp } from '../core/time';
import { FONT } from '../core/pdf-font';
import { SALE_MESSAGES, type SaleReport, type SoldRow } from '../../shared/sale';
import { AMOUNT_UNIT_INFO, type AmountUnit } from '../../shared/sale-lender';
import { weekName } from '../../shared/sale-activity';
import { groupDigits } from '../../shared/korean-format';
import { footers, MARGIN, newDoc, page, table, WIDTH, words, type Layout, type PdfCol } from './pdf-layout';
import { moneyPages } from './pdf-money';

export const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
const count = (n: number) => groupDigits(n);
/** An amount in the chosen unit, rounded to it (원: to the won). */
export const inUnit = (unit: AmountUnit) => (n: number) => groupDigits(Math.round(n / AMOUNT_UNIT_INFO[unit].divisor));

export function salePdf(r: SaleReport, unit: AmountUnit = 'won'): Promise<Buffer> {
  const { doc, done } = newDoc(`분양 현황 보고 ${r.week}`, r.projectName);
  const l: Layout = { doc, y: MARGIN };
  const money = inUnit(unit);
  const u = AMOUNT_UNIT_INFO[unit].label;
  const title = `${r.projectName} 분양 현황 보고`;
  const sub = `${r.cover.period} · 기준일 ${r.today} · 금액 단위 ${u}`;
  const part = (name: string) => () => page(l, `${title} · ${name}`, sub);

  coverPage(l, r, unit);

  const onSale = part('분양률');
  onSale();
  const soldCols: PdfCol[] = [
    { header: '구분', width: 75 },
    { header: '공급', width: 45, right: true },
    { header: '계약', width: 45, right: true },
    { header: '분양률(세대)', width: 60, right: true },
    { header: '해약', width: 35, right: true },
    { header: `공급 금액(${u})`, width: 95, right: true },
    { header: `계약 금액(${u})`, width: 95, right: true },
    { header: '분양률(금액)', width: 65, right: true },
  ];
  const soldRows = (rows: SoldRow[]) => rows.map((s) => [s.key, count(s.supplied), count(s.sold), pct(s.rate), count(s.cancelled), money(s.listPrice), money(s.contracted), pct(s.amountRate)]);
  table(l, '전체', soldCols, soldRows([r.sale.total]), onSale);
  table(l, '주택형별', soldCols, soldRows(r.sale.byType), onSale);
  table(l, '동별', soldCols, soldRows(r.sale.byDong), onSale);
  table(l, '층별', soldCols, soldRows(r.sale.byFloor), onSale);
  const d = r.sale.discounts;
  table(
    l,
    '할인 분양(분양가표 대비 계약가)',
    [{ header: '주택형', width: 75 }, { header: '계약', width: 45, right: true }, { header: '할인 세대', width: 55, right: true }, { header: `분양가표(${u})`, width: 95, right: true }, { header: `계약 금액(${u})`, width: 95, right: true }, { header: `할인액(${u})`, width: 90, right: true }, { header: '할인율', width: 60, right: true }],
    [...d.byType, d.total].map((x) => [x.key, count(x.units), count(x.discounted), money(x.listPrice), money(x.contracted), money(x.discount), pct(x.rate)]),
    onSale,
  );
  const { thisWeek: a, lastWeek: b } = r.compare;
  const diff = (x: number | null, y: number | null, f: (n: number) => string) => (x === null || y === null ? '-' : `${x - y > 0 ? '+' : ''}${f(x - y)}`);
  const or = (x: number | null, f: (n: number) => string) => (x === null ? '기록 없음' : f(x));
  table(
    l,
    `이번 주(${weekName(a.week)})와 지난주(${weekName(b.week)})`,
    [{ header: '구분', width: 140 }, { header: '이번 주', width: 125, right: true }, { header: '지난주', width: 125, right: true }, { header: '증감', width: 125, right: true }],
    [
      ['신규 계약(세대)', count(a.contracts), count(b.contracts), diff(a.contracts, b.contracts, count)],
      [`신규 계약 금액(${u})`, money(a.contractAmount), money(b.contractAmount), diff(a.contractAmount, b.contractAmount, money)],
      ['해약(세대)', count(a.cancelled), count(b.cancelled), diff(a.cancelled, b.cancelled, count)],
      [`수납액(${u})`, money(a.received), money(b.received), diff(a.received, b.received, money)],
      [`연체액(${u}, 주말 기준)`, or(a.overdue, money), or(b.overdue, money), diff(a.overdue, b.overdue, money)],
    ],
    onSale,
  );
  table(
    l,
    '지난 보고의 정정(보낸 주의 기록은 바꾸지 않습니다)',
    [{ header: '보고 주', width: 100 }, { header: '항목', width: 100 }, { header: '보낸 값', width: 105, right: true }, { header: '현재 값', width: 105, right: true }, { header: '차이', width: 105, right: true }],
    r.corrections.length ? r.corrections.map((c) => {
      const f = c.key === 'contracted' || c.key === 'received' ? money : count;
      return [weekName(c.week), c.label, f(c.sent), f(c.now), diff(c.now, c.sent, f)];
    }) : [['정정 없음', '', '', '', '']],
    onSale,
  );

  moneyPages(l, r, unit, part);
  footers(doc, `${title} · ${r.week}`);
  doc.end();
  return done;
}

function coverPage(l: Layout, r: SaleReport, unit: AmountUnit) {
  const doc = l.doc;
  const c = r.cover;
  doc.font('bold').fontSize(22).fillColor('#0b2545').text(`${c.projectName}`, MARGIN, 150, { width: WIDTH, align: 'center' });
  doc.fontSize(17).text('주간 분양 현황 보고', MARGIN, 186, { width: WIDTH, align: 'center' });
  doc.font(FONT).fontSize(12).fillColor('#111').text(c.period, MARGIN, 222, { width: WIDTH, align: 'center' });
  l.y = 290;
  const rows: [string, string][] = [
    ['사업명', c.projectName],
    ['시행사', c.developer],
    ['시공사', c.contractor],
    ['신탁사', c.trustee],
    ['보고 기간', c.period],
    ['기준일', r.today],
    ['금액 단위', AMOUNT_UNIT_INFO[unit].label],
    ['작성 일시', `${kstStamp(r.madeAt)} (KST)`],
    ['작성', c.madeBy || '-'],
    ['구분', r.live ? '진행 중인 주(작성 일시 현재)' : '마감된 주(저장된 기록)'],
  ];
  const x = MARGIN + 60;
  for (const [k, v] of rows) {
    doc.font('bold').fontSize(10.5).fillColor('#0b2545').text(k, x, l.y, { width: 90, lineBreak: false });
    doc.font(FONT).fillColor('#111').text(v, x + 100, l.y, { width: WIDTH - 160, lineBreak: false });
    doc.moveTo(x, l.y + 17).lineTo(x + WIDTH - 120, l.y + 17).lineWidth(0.4).stroke('#c8ced6');
    l.y += 24;
  }
  // 확인란: three boxes to sign.
  const top = l.y + 30;
  const w = 110;
  const left = MARGIN + WIDTH - 3 * w;
  doc.font('bold').fontSize(10).fillColor('#0b2545').text('확인란', left, top - 16, { width: 3 * w, lineBreak: false });
  ['작성', '검토', '승인'].forEach((name, i) => {
    doc.rect(left + i * w, top, w, 22).lineWidth(0.6).stroke('#555');
    doc.rect(left + i * w, top + 22, w, 58).stroke('#555');
    doc.font(FONT).fontSize(10).fillColor('#111').text(name, left + i * w, top + 6, { width: w, align: 'center', lineBreak: false });
  });
  l.y = top + 100;
  if (r.legacy) words(l, SALE_MESSAGES.legacy, 9, '#8a1c1c');
  words(l, '이 보고서는 세대 수와 금액만 담았으며 계약자 개인정보는 포함하지 않습니다. 마감된 주의 파일은 저장된 그대로 내려받아지며, 관리자 화면에 표시된 SHA-256 값으로 받은 사본을 확인하실 수 있습니다.');
}

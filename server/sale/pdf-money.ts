/**
 * The PDF's later pages: 수납 by 회차 with subtotals and the reconciliation to the ledger, 연체·
 * 연체료·해약·unmatched deposits, 중도금 대출 by bank, the unsold units, 입주 by 열쇠 지급 and 하자.
 */
import { STAGE_HEADINGS, type SaleReport } from '../../shared/sale';
import { AMOUNT_UNIT_INFO, type AmountUnit } from '../../shared/sale-lender';
import { groupDigits } from '../../shared/korean-format';
import { table, words, type Layout, type PdfCol } from './pdf-layout';

const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
const count = (n: number) => groupDigits(n);

export function moneyPages(l: Layout, r: SaleReport, unit: AmountUnit, part: (name: string) => () => void) {
  const money = (n: number) => groupDigits(Math.round(n / AMOUNT_UNIT_INFO[unit].divisor));
  const u = AMOUNT_UNIT_INFO[unit].label;
  const m = r.money;
  const onMoney = part('수납');
  onMoney();
  const stageCols: PdfCol[] = STAGE_HEADINGS.map((header, i) => ({ header: i && i !== 4 ? `${header}(${u})` : header, width: [85, 95, 95, 95, 50, 95][i]!, right: i > 0 }));
  const rows: string[][] = [];
  for (const g of m.groups) {
    for (const s of m.stages.filter((x) => (g.key === 'balance' ? x.key === 'balance' : x.key.startsWith(g.key)))) rows.push([s.label, money(s.amount), money(s.due), money(s.received), pct(s.rate), money(s.overdue)]);
    rows.push([g.label, money(g.amount), money(g.due), money(g.received), '', money(g.overdue)]);
  }
  rows.push(['분양대금 합계', money(m.total.amount), money(m.total.due), money(m.total.received), pct(m.total.rate), money(m.total.overdue)]);
  table(l, '회차별 수납(잔금 선납 포함)', stageCols, rows, onMoney);
  words(l, `수납액에는 납부기한 전에 들어온 금액(선납 ${money(m.total.early)}${u}, 잔금 선납 포함)이 포함됩니다. 수납률은 도래액 가운데 수납된 비율입니다.`);
  const c = m.reconcile;
  table(
    l,
    '원장과의 대사',
    [{ header: '구분', width: 150 }, { header: `금액(${u})`, width: 120, right: true }, { header: '내역', width: 245 }],
    [
      ['분양대금 수납 합계', money(c.saleReceived), '계약금·중도금·잔금(계약 유지 세대)'],
      ['조정', money(c.adjustment), '아래 네 가지의 합'],
      ['  · 유상옵션', money(c.options), '계약 유지 세대의 유상옵션 납부'],
      ['  · 해약 세대 납입액', money(c.endedPaid), '위약금·환불 완료·환불 예정의 합'],
      ['  · 초과 납부', money(c.surplus), '회차 금액을 넘어 들어온 돈'],
      ['  · 미확인 입금', money(c.unmatched), '계약에 연결되지 않은 입금(보류 포함)'],
      ['원장 입금 합계', money(c.ledgerTotal), '원장의 납부(해약·옵션 포함)+초과 납부+미확인 입금'],
    ],
    onMoney,
  );
  table(
    l,
    '연체(기간별)',
    [{ header: '연체 기간', width: 150 }, { header: '건수', width: 80, right: true }, { header: '세대', width: 80, right: true }, { header: `금액(${u})`, width: 120, right: true }],
    [...m.ages.map((a) => [a.label, count(a.count), count(a.households), money(a.amount)]), ['합계', count(m.ages.reduce((s, a) => s + a.count, 0)), '', money(m.ages.reduce((s, a) => s + a.amount, 0))]],
    onMoney,
  );
  const o = m.owedBack;
  table(
    l,
    '연체료·해약·미확인 입금',
    [{ header: '구분', width: 150 }, { header: `금액(${u})`, width: 120, right: true }, { header: '비고', width: 245 }],
    [
      ['연체료 부과액', money(m.late.charged), `감면 ${money(m.late.waived)}${u} 차감, 납부로 확정 ${money(m.late.kept)}${u} 포함`],
      ['위약금(해약)', money(o?.penalty ?? 0), `해약 ${count(o?.endedCount ?? 0)}건`],
      ['환불 완료', money(o?.refunded ?? 0), ''],
      ['환불 예정', money(o?.refundDue ?? 0), ''],
      ['초과 납부', money(o?.surplus ?? 0), '계약 유지 세대'],
      ['미확인 입금', money(m.unmatched.amount), `${count(m.unmatched.count)}건${m.unmatched.oldest ? `, 가장 오래된 입금 ${m.unmatched.oldest}` : ''}`],
    ],
    onMoney,
  );
  if (r.loans) {
    table(
      l,
      '중도금 대출(은행별)',
      [{ header: '은행', width: 150 }, { header: '세대', width: 80, right: true }, { header: `실행액(${u})`, width: 140, right: true }, { header: `이자후불 발생액(${u})`, width: 145, right: true }],
      [...r.loans.byBank, r.loans.total].map((x) => [x.bank, count(x.households), money(x.executed), money(x.accrued)]),
      onMoney,
    );
  } else words(l, '기록된 중도금 대출 실행이 없습니다.');

  const onUnsold = part('미분양 세대 · 입주 · 하자');
  onUnsold();
  const un = r.sale.unsold;
  table(
    l,
    `미분양 세대(${count(un.total.units)}세대)`,
    [{ header: '동', width: 110 }, { header: '호', width: 110 }, { header: '주택형', width: 110 }, { header: `분양가표(${u})`, width: 185, right: true }],
    [...un.units.map((x) => [`${x.dong}동`, `${x.ho}호`, x.unitType, x.listPrice === null ? '가격 미정' : money(x.listPrice)]), ['합계', `${count(un.total.units)}세대`, '', money(un.total.listPrice)]],
    onUnsold,
  );
  if (r.moveIn) {
    const cols: PdfCol[] = [{ header: '구분', width: 175 }, { header: '계약 세대', width: 110, right: true }, { header: '열쇠 지급', width: 110, right: true }, { header: '입주율', width: 120, right: true }];
    const rowsOf = (list: NonNullable<SaleReport['moveIn']>['byLine']) => list.map((x) => [x.line, count(x.contracted), count(x.movedIn), pct(x.rate)]);
    table(l, '입주(열쇠 지급) 동별', cols, rowsOf([...r.moveIn.byDong, r.moveIn.total]), onUnsold);
    table(l, '입주(열쇠 지급) 라인별', cols, rowsOf(r.moveIn.byLine), onUnsold);
  } else words(l, '입주가 아직 시작되지 않았습니다.');
  if (r.defects) {
    const cols = (first: string): PdfCol[] => [{ header: first, width: 175 }, { header: '접수', width: 80, right: true }, { header: '완료', width: 80, right: true }, { header: '미완료', width: 80, right: true }, { header: '처리 일수(중앙값)', width: 100, right: true }];
    const rowsOf = (list: NonNullable<SaleReport['defects']>['byKind']) => list.map((x) => [x.key, count(x.received), count(x.closed), count(x.open), x.medianDays === null ? '-' : `${x.medianDays}일`]);
    table(l, '하자 유형별', cols('유형'), rowsOf([...r.defects.byKind, r.defects.total]), onUnsold);
    table(l, '하자 협력업체별', cols('협력업체'), rowsOf(r.defects.byContractor), onUnsold);
  } else words(l, '접수된 하자가 아직 없습니다.');
}

/**
 * 분양률 on the sale page: units and amount (the contract price over the list price of the units
 * supplied) by 주택형, 동 and floor, 할인 분양, the unsold units by 동·호, this week against last and
 * the corrections of a week already sent.
 */
import type { SaleReport, SoldRow } from '../../../shared/sale';
import type { DiscountRow, UnsoldUnit } from '../../../shared/sale-lender';
import { weekName } from '../../../shared/sale-activity';
import { SaleTable, type Column } from './SaleTable';
import { change, count, pct, won } from './format';

const soldCols = (first: string): [Column<SoldRow>, ...Column<SoldRow>[]] => [
  { head: first, cell: (s) => s.key },
  { head: '공급', cell: (s) => count(s.supplied), num: true },
  { head: '계약', cell: (s) => count(s.sold), num: true },
  { head: '분양률(세대)', cell: (s) => pct(s.rate), num: true },
  { head: '해약', cell: (s) => count(s.cancelled), num: true },
  { head: '공급 금액(분양가표)', cell: (s) => won(s.listPrice), num: true },
  { head: '계약 금액', cell: (s) => won(s.contracted), num: true },
  { head: '분양률(금액)', cell: (s) => pct(s.amountRate), num: true },
];

const discountCols: [Column<DiscountRow>, ...Column<DiscountRow>[]] = [
  { head: '주택형', cell: (d) => d.key },
  { head: '계약', cell: (d) => count(d.units), num: true },
  { head: '할인 세대', cell: (d) => count(d.discounted), num: true },
  { head: '분양가표 금액', cell: (d) => won(d.listPrice), num: true },
  { head: '계약 금액', cell: (d) => won(d.contracted), num: true },
  { head: '할인액', cell: (d) => won(d.discount), num: true },
  { head: '할인율', cell: (d) => pct(d.rate), num: true },
];

const unsoldCols: [Column<UnsoldUnit>, ...Column<UnsoldUnit>[]] = [
  { head: '동·호', cell: (u) => `${u.dong}동 ${u.ho}호` },
  { head: '주택형', cell: (u) => u.unitType },
  { head: '분양가표 금액', cell: (u) => (u.listPrice === null ? '가격 미정' : won(u.listPrice)), num: true },
];

export function SoldSection({ r }: { r: SaleReport }) {
  const t = r.sale.total;
  const d = r.sale.discounts;
  const u = r.sale.unsold;
  return (
    <section className="admin-card" aria-labelledby="s-sale">
      <h2 id="s-sale" className="admin-card-title">분양률</h2>
      <dl className="sale-figures">
        <div><dt>공급 세대</dt><dd>{count(t.supplied)}</dd></div>
        <div><dt>계약 세대</dt><dd>{count(t.sold)}</dd></div>
        <div><dt>분양률(세대)</dt><dd>{pct(t.rate)}</dd></div>
        <div><dt>분양률(금액)</dt><dd>{pct(t.amountRate)}</dd></div>
      </dl>
      <p className="admin-hint">분양률(금액)은 계약된 세대의 계약 금액을 공급 세대의 분양가표 금액으로 나눈 비율입니다. 해약 {count(t.cancelled)}세대는 계약에 넣지 않습니다.</p>
      <SaleTable caption="전체" cols={soldCols('구분')} rows={[t]} rowKey={(s) => s.key} />
      <SaleTable caption="주택형별" cols={soldCols('주택형')} rows={r.sale.byType} rowKey={(s) => s.key} />
      <SaleTable caption="동별" cols={soldCols('동')} rows={r.sale.byDong} rowKey={(s) => s.key} />
      <SaleTable caption="층별" cols={soldCols('층')} rows={r.sale.byFloor} rowKey={(s) => s.key} />
      <h3>할인 분양</h3>
      <SaleTable caption="할인 분양(분양가표 대비 계약가)" hideCaption cols={discountCols} rows={[...d.byType, d.total]} rowKey={(x) => x.key} />
      <h3>미분양 세대 {count(u.total.units)}세대 · {won(u.total.listPrice)}</h3>
      {u.units.length ? <SaleTable caption="미분양 세대(동·호별)" hideCaption cols={unsoldCols} rows={u.units} rowKey={(x) => `${x.dong}-${x.ho}`} /> : <p className="admin-muted">공급 세대가 모두 계약되었습니다.</p>}
    </section>
  );
}

type Line = { label: string; now: number; last: number | null; f: (n: number) => string };

export function WeekSection({ r }: { r: SaleReport }) {
  const { thisWeek: a, lastWeek: b } = r.compare;
  const lines: Line[] = [
    { label: '신규 계약', now: a.contracts, last: b.contracts, f: (n) => `${count(n)}세대` },
    { label: '신규 계약 금액', now: a.contractAmount, last: b.contractAmount, f: won },
    { label: '해약', now: a.cancelled, last: b.cancelled, f: (n) => `${count(n)}세대` },
    { label: '수납액', now: a.received, last: b.received, f: won },
    { label: '연체액(주말 기준)', now: a.overdue ?? 0, last: b.overdue, f: won },
  ];
  return (
    <section className="admin-card" aria-labelledby="s-week">
      <h2 id="s-week" className="admin-card-title">이번 주와 지난주</h2>
      <SaleTable
        caption={`이번 주(${weekName(a.week)})와 지난주(${weekName(b.week)})`}
        cols={[
          { head: '구분', cell: (l: Line) => l.label },
          { head: '이번 주', cell: (l) => l.f(l.now), num: true },
          { head: '지난주', cell: (l) => (l.last === null ? '기록 없음' : l.f(l.last)), num: true },
          { head: '증감', cell: (l) => (l.last === null ? '-' : change(l.now - l.last, l.f)), num: true },
        ]}
        rows={lines}
        rowKey={(l) => l.label}
      />
      <h3>지난 보고의 정정</h3>
      {r.corrections.length ? (
        <SaleTable
          caption="지난 보고의 정정(보낸 주의 기록은 바꾸지 않습니다)"
          hideCaption
          cols={[
            { head: '항목', cell: (c: SaleReport['corrections'][number]) => `${weekName(c.week)} ${c.label}` },
            { head: '보낸 값', cell: (c) => fmt(c.key, c.sent), num: true },
            { head: '현재 값', cell: (c) => fmt(c.key, c.now), num: true },
            { head: '차이', cell: (c) => change(c.now - c.sent, (n) => fmt(c.key, n)), num: true },
          ]}
          rows={r.corrections}
          rowKey={(c) => c.key}
        />
      ) : (
        <p className="admin-muted">지난주 보고 이후 바뀐 수치가 없습니다.</p>
      )}
    </section>
  );
}

const fmt = (key: string, n: number) => (key === 'contracted' || key === 'received' ? won(n) : `${count(n)}세대`);

/** 입주 (counted by 열쇠 지급) by 동 and line, and 하자 by kind and 협력업체, on the sale page. */
import type { DefectRow, MoveInRow, SaleReport } from '../../../shared/sale';
import { SaleTable, type Column } from './SaleTable';
import { count, pct } from './format';

const moveCols: [Column<MoveInRow>, ...Column<MoveInRow>[]] = [
  { head: '구분', cell: (l) => l.line },
  { head: '계약 세대', cell: (l) => count(l.contracted), num: true },
  { head: '열쇠 지급', cell: (l) => count(l.movedIn), num: true },
  { head: '입주율', cell: (l) => pct(l.rate), num: true },
];
const defectCols = (first: string): [Column<DefectRow>, ...Column<DefectRow>[]] => [
  { head: first, cell: (d) => d.key },
  { head: '접수', cell: (d) => count(d.received), num: true },
  { head: '완료', cell: (d) => count(d.closed), num: true },
  { head: '미완료', cell: (d) => count(d.open), num: true },
  { head: '처리 일수(중앙값)', cell: (d) => (d.medianDays === null ? '-' : `${d.medianDays}일`), num: true },
];

export function AfterSection({ r }: { r: SaleReport }) {
  return (
    <section className="admin-card" aria-labelledby="s-after">
      <h2 id="s-after" className="admin-card-title">입주·하자</h2>
      {r.moveIn ? (
        <div className="sale-tables">
          <SaleTable caption="동별 입주(열쇠 지급)" cols={moveCols} rows={[...r.moveIn.byDong, r.moveIn.total]} rowKey={(l) => l.line} />
          <SaleTable caption="라인별 입주(열쇠 지급)" cols={moveCols} rows={r.moveIn.byLine} rowKey={(l) => l.line} />
        </div>
      ) : (
        <p className="admin-muted">입주가 아직 시작되지 않았습니다.</p>
      )}
      {r.defects ? (
        <div className="sale-tables">
          <SaleTable caption="하자 유형별" cols={defectCols('유형')} rows={[...r.defects.byKind, r.defects.total]} rowKey={(d) => d.key} />
          <SaleTable caption="협력업체별" cols={defectCols('협력업체')} rows={r.defects.byContractor} rowKey={(d) => d.key} />
        </div>
      ) : (
        <p className="admin-muted">접수된 하자가 아직 없습니다.</p>
      )}
    </section>
  );
}

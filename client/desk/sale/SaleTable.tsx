/**
 * A sale table that reads on a phone: at 1280 px a plain table, below 640 px each row a card whose
 * cells carry their column's name (data-label), so no column is hidden sideways and no table is
 * boxed into a scrolling frame. Totals (합계, 소계) in bold.
 */
import type { ReactNode } from 'react';

export type Column<T> = { head: string; cell: (row: T) => ReactNode; num?: boolean };

export function SaleTable<T>({ caption, cols, rows, rowKey, hideCaption = false }: { caption: string; cols: [Column<T>, ...Column<T>[]]; rows: T[]; rowKey: (row: T) => string; hideCaption?: boolean }) {
  const [first, ...rest] = cols;
  return (
    <table className="admin-table compact sale-stack">
      <caption className={hideCaption ? 'sr-only' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {cols.map((c) => (
            <th key={c.head} scope="col" className={c.num ? 'num' : undefined}>{c.head}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const key = rowKey(r);
          return (
            <tr key={key} className={/합계|소계/.test(key) ? 'sale-total' : undefined}>
              <th scope="row">{first.cell(r)}</th>
              {rest.map((c) => (
                <td key={c.head} data-label={c.head} className={c.num ? 'num' : undefined}>{c.cell(r)}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

import type { ReactNode } from 'react';

/**
 * A desk table in its sideways-scrolling frame: header cells, then the page's rows. With a label the
 * frame is a named region a keyboard can reach and scroll (tables wider than a phone); without one it
 * is only the frame. `frameClassName` styles the frame (a capped height), `foot` is a totals row.
 * Written once so a desk page holds only its columns and rows.
 */
export function ScrollTable({ label, className, frameClassName, caption, head, foot, children }: { label?: string; className: string; frameClassName?: string; caption?: ReactNode; head: ReactNode; foot?: ReactNode; children: ReactNode }) {
  const region = label ? ({ tabIndex: 0, role: 'region', 'aria-label': label } as const) : {};
  return (
    <div className={frameClassName ? `table-scroll ${frameClassName}` : 'table-scroll'} {...region}>
      <table className={className}>
        {caption}
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}

/** Plain column headers from their labels (an editor's fields, then 삭제), for tables whose headers carry nothing else. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <>
      {labels.map((label) => (
        <th scope="col" key={label}>
          {label}
        </th>
      ))}
    </>
  );
}

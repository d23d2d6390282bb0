import type { ReactNode } from 'react';

/**
 * A desk table in its sideways-scrolling frame: header cells, then the page's rows. With a label the
 * frame is a named region a keyboard can reach and scroll (tables wider than a phone); without one it
 * is only the frame. Written once so a desk page holds only its columns and rows.
 */
export function ScrollTable({ label, className, caption, head, children }: { label?: string; className: string; caption?: ReactNode; head: ReactNode; children: ReactNode }) {
  const region = label ? ({ tabIndex: 0, role: 'region', 'aria-label': label } as const) : {};
  return (
    <div className="table-scroll" {...region}>
      <table className={className}>
        {caption}
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

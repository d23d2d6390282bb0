import type { ReactNode } from 'react';

/** The one row a desk table shows when it has nothing to list, across all its columns. */
export function EmptyRow({ cols, children }: { cols: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={cols} className="board-empty">
        {children}
      </td>
    </tr>
  );
}

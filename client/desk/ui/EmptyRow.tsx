import type { ReactNode } from 'react';

/** The one row a desk table shows when it has nothing to list, across all its columns (styled as its table is). */
export function EmptyRow({ cols, className = 'board-empty', children }: { cols: number; className?: string; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={cols} className={className}>
        {children}
      </td>
    </tr>
  );
}

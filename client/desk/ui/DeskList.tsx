/**
 * The desk's one list: a filter form, a summary line, a table on a wide screen that reads as cards
 * on a phone (decision 0031: each cell says where it goes on the card), the empty row and a pager.
 * Every desk list is built on it (leads, messages, the access record, announcements, notices, and
 * the content pages' lists), so filters, paging and cards behave alike everywhere.
 *
 * Filters and paging are GET forms and links: a list works without JavaScript and its address can
 * be shared or reloaded.
 */
import type { ReactNode } from 'react';
import './DeskList.css';

/** Where a cell goes on a phone card: the first line (name, phone, status), a short item, a line of its own, or wide screens only. */
export type CardPlace = 'name' | 'phone' | 'status' | 'inline' | 'line' | 'off';

export interface DeskColumn<T> {
  /** The column's heading (a screen reader reads it for every cell). */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Where the cell goes on a phone card. */
  card: CardPlace;
  /** The words before a `line` cell on a card ('담당', '사유'). */
  label?: string;
  /** More classes on the cell ('nowrap', 'num', a list's own). */
  className?: string;
  /** More classes on the heading. */
  headerClassName?: string;
  /** A tooltip for the cell (a long value cut short, an error). */
  title?: (row: T) => string | undefined;
}

export interface DeskPagerProps {
  /** Cursor lists: the next rows, and the way back to the first. */
  next?: string | null;
  nextLabel?: string;
  first?: string | null;
  firstLabel?: string;
  /** Numbered lists: the current page, how many, and each page's address. */
  page?: number;
  pages?: number;
  href?: (page: number) => string;
  /** Numbered lists inside a form (a library picker): each page is a button that calls this instead of a link. */
  onPage?: (page: number) => void;
  /** The pager's name for screen readers when a page has more than one ('이미지 목록 페이지'). */
  label?: string;
}

export interface DeskListProps<T> {
  /** What the list is, read by screen readers (the table's caption and its scroll region). */
  label: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: DeskColumn<T>[];
  /** The one row an empty list shows. */
  empty: ReactNode;
  /** The filter form (usually <DeskFilters>), above the list. */
  filters?: ReactNode;
  /** A line above the table: counts, the order, a status message. */
  summary?: ReactNode;
  pager?: DeskPagerProps;
  /** The list's own table classes (column widths, tests' handles). */
  tableClassName?: string;
  rowClassName?: (row: T) => string | undefined;
  /** 'admin' (default): the desk's compact table; 'board': the wider board look. */
  look?: 'admin' | 'board';
  /** Wrap the summary, table and pager in a card (default true). */
  framed?: boolean;
}

export function DeskList<T>({ label, rows, rowKey, columns, empty, filters, summary, pager, tableClassName, rowClassName, look = 'admin', framed = true }: DeskListProps<T>) {
  const body = (
    <>
      {summary && <div className="admin-card-head">{summary}</div>}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        <table className={[`${look}-table`, tableClassName, 'desk-cards'].filter(Boolean).join(' ')}>
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={i} scope="col" className={c.headerClassName}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((c, i) => (
                  <td key={i} className={[c.className, `card-${c.card}`].filter(Boolean).join(' ')} data-label={c.label} title={c.title?.(row)}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className={look === 'admin' ? 'admin-empty' : 'board-empty'}>
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pager && <DeskPager {...pager} />}
    </>
  );
  return (
    <>
      {filters}
      {framed ? <div className="admin-card">{body}</div> : body}
    </>
  );
}

/** Next/first links for cursor lists, numbered links for paged ones; nothing when there is one page. */
export function DeskPager({ next, nextLabel = '다음 목록 →', first, firstLabel = '← 처음으로', page, pages, href, onPage, label = '페이지' }: DeskPagerProps) {
  if (page && pages && (href || onPage)) {
    if (pages <= 1) return null;
    return (
      <nav className="admin-pager desk-pages" aria-label={label}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((p) =>
          p === page ? (
            <span key={p} aria-current="page">{p}</span>
          ) : onPage ? (
            <button key={p} type="button" className="admin-btn admin-btn-small" onClick={() => onPage(p)} aria-label={`${p}쪽`}>
              {p}
            </button>
          ) : (
            <a key={p} href={href!(p)}>{p}</a>
          ),
        )}
      </nav>
    );
  }
  if (!next && !first) return null;
  return (
    <nav className="admin-pager" aria-label="페이지">
      {first && <a href={first}>{firstLabel}</a>}
      {next && (
        <a className="admin-btn" href={next}>
          {nextLabel}
        </a>
      )}
    </nav>
  );
}

interface DeskFiltersProps {
  /** The list's address (a GET form: the filters end up in it). */
  action: string;
  /** The search's name for screen readers ('상담 신청 검색'). */
  label: string;
  children: ReactNode;
  /** The address without filters, shown as a 초기화 link when given. */
  reset?: string;
  resetLabel?: string;
  /** Links or buttons after the submit button (a CSV download). */
  extra?: ReactNode;
}

/** The filter form above a list: fields (<DeskField>), 조회, and optionally 초기화. */
export function DeskFilters({ action, label, children, reset, resetLabel = '초기화', extra }: DeskFiltersProps) {
  return (
    <form className="admin-filter" method="get" action={action} role="search" aria-label={label}>
      {children}
      <button type="submit" className="admin-btn admin-btn-primary">
        조회
      </button>
      {reset && (
        <a className="admin-btn admin-btn-ghost" href={reset}>
          {resetLabel}
        </a>
      )}
      {extra}
    </form>
  );
}

/** One labelled filter field; `grow` takes the free width (a search box). */
export function DeskField({ id, label, grow, children, hint }: { id: string; label: string; grow?: boolean; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className={grow ? 'admin-field admin-field-grow' : 'admin-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint}
    </div>
  );
}

/** A list's search box: a filter field taking the free width, its words sent as `name` (q unless said). */
export function DeskSearchField({ id, label, name = 'q', value, maxLength, placeholder }: { id: string; label: string; name?: string; value?: string; maxLength: number; placeholder?: string }) {
  return (
    <DeskField id={id} label={label} grow>
      <input id={id} name={name} type="search" defaultValue={value ?? ''} maxLength={maxLength} placeholder={placeholder} />
    </DeskField>
  );
}

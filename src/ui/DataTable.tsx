/**
 * Sortable, paged table applying the spec's table rules (spec 01 §9, spec 02 §9) from `core/table.ts`:
 * default page size 5, page-size options by row count, paging only above 5 rows (or the 9-per-page variant).
 * Sorting is on, search off. Changing the page extends the session (spec 01 §4).
 */
import { Fragment, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { extendSessionOnActivity } from '../core/stores/session.ts';
import {
  DEFAULT_PAGE_SIZE,
  NINE_PAGE_SIZE,
  isPaged,
  pageSizeOptions,
  paginate,
  sortRows,
  type SortDirection,
  type TableVariant,
} from '../core/table.ts';
import { useWidget } from './context.ts';
import { TableScroll, keepCodesWhole } from './TableScroll.tsx';

/** The class of a column's cells: numbers align to the end, and they, dates and identifiers keep one line. */
const cellClass = (c: { numeric?: boolean; nowrap?: boolean }) =>
  c.numeric ? 'g-num' : c.nowrap ? 'g-nowrap' : undefined;

export interface Column<R> {
  key: string;
  header: string;
  /** Raw value, used for sorting and for CSV. */
  value: (row: R) => string | number | null;
  /** Display; defaults to the raw value. */
  render?: (row: R) => ReactNode;
  numeric?: boolean;
  /**
   * A date, an identifier (card, decision, document number) or a code: the cell keeps one line, the table scrolls
   * in its own box rather than break it (issue 26 item 3). Numeric cells keep one line anyway.
   */
  nowrap?: boolean;
  sortable?: boolean;
}

export interface DataTableProps<R> {
  columns: readonly Column<R>[];
  rows: readonly R[];
  caption: string;
  rowKey: (row: R, index: number) => string;
  /** Cells of a totals row, by column key. */
  totals?: Partial<Record<string, ReactNode>>;
  variant?: TableVariant;
  /**
   * A show/hide detail row per row (spec 02 §4, payment history): one open at a time, another row's button
   * switches to it, changing the page hides it, and the page scrolls to it when shown.
   */
  detail?: {
    /**
     * The toggle's accessible name for a row, e.g. 'Pokaż szczegóły: Opłata za odpady'; it should start with the
     * visible text, which depends on `shown` (WCAG 2.5.3 label in name).
     */
    label: (row: R, shown: boolean) => string;
    render: (row: R) => ReactNode;
    /** Told which row is open (or none), e.g. for the PDF of the opened transaction. */
    onToggle?: (row: R | null) => void;
  };
}

export function DataTable<R>({
  columns,
  rows,
  caption,
  rowKey,
  totals,
  variant = 'standard',
  detail,
}: DataTableProps<R>) {
  const { t } = useWidget();
  const id = useId();
  const [sort, setSort] = useState<{ key: string; dir: SortDirection } | null>(null);
  const [size, setSize] = useState(variant === 'dziewiec' ? NINE_PAGE_SIZE : DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const openRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    // spec 02 §4 "page scrolls to the bottom on show": the opened details come into view
    if (open !== null) openRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  const sorted = useMemo(() => {
    const col = sort && columns.find((c) => c.key === sort.key);
    if (!col) return rows;
    const keyed = rows.map((row) => ({ row, v: col.value(row) }));
    return sortRows(keyed, 'v', sort.dir).map((k) => k.row);
  }, [rows, sort, columns]);
  const paged = isPaged(rows.length, variant);
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pages - 1);
  const visible = paged ? paginate(sorted, current, size) : sorted;
  // only the standard table offers page sizes ('piec' and 'dziewiec' have one fixed size)
  const options = variant === 'standard' ? pageSizeOptions(rows.length) : [];

  const showDetail = (key: string | null, row: R | null) => {
    setOpen(key);
    detail?.onToggle?.(row);
  };
  const goTo = (p: number) => {
    setPage(p);
    if (open !== null) showDetail(null, null);
    extendSessionOnActivity();
  };
  const toggleSort = (key: string) => {
    setSort((s) => (s?.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' }));
    setPage(0);
    if (open !== null) showDetail(null, null);
  };

  const from = rows.length ? current * size + 1 : 0;
  const to = Math.min(rows.length, (current + 1) * size);

  return (
    <div className="g-datatable">
      <TableScroll labelledBy={`${id}-cap`}>
        {/* four columns and more become one card per row in a narrow box (issue 12 item 7, base.css) */}
        <table className={columns.length > 3 ? 'g-table g-table-cards' : 'g-table'}>
          <caption id={`${id}-cap`}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => {
                const dir = sort?.key === c.key ? sort.dir : null;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    className={c.numeric ? 'g-num' : undefined}
                    aria-sort={dir ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sortable === false ? (
                      c.header
                    ) : (
                      <button type="button" className="g-sort" onClick={() => toggleSort(c.key)}>
                        {c.header}
                        <span className="g-sort-icon" aria-hidden="true">
                          {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    )}
                  </th>
                );
              })}
              {detail && (
                <th scope="col" className="g-detail-head">
                  <span className="g-visually-hidden">{t('tabela.szczegoly')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {visible.map((r, i) => {
              const key = rowKey(r, i);
              const shown = open === key;
              return (
                <Fragment key={key}>
                  <tr>
                    {columns.map((c, ci) => {
                      const raw = c.render ? c.render(r) : c.value(r);
                      // free text wraps between words, but a code inside it stays whole
                      const content = typeof raw === 'string' && !c.nowrap ? keepCodesWhole(raw) : raw;
                      return ci === 0 ? (
                        <th key={c.key} scope="row" className={cellClass(c)} data-label={c.header}>
                          {content}
                        </th>
                      ) : (
                        <td key={c.key} className={cellClass(c)} data-label={c.header}>
                          {content}
                        </td>
                      );
                    })}
                    {detail && (
                      <td>
                        <button
                          type="button"
                          className="g-button g-secondary g-detail-toggle"
                          aria-expanded={shown}
                          aria-controls={shown ? `${id}-detail` : undefined}
                          aria-label={detail.label(r, shown)}
                          onClick={() => (shown ? showDetail(null, null) : showDetail(key, r))}
                        >
                          {shown ? t('tabela.ukryjSzczegoly') : t('tabela.pokazSzczegoly')}
                        </button>
                      </td>
                    )}
                  </tr>
                  {detail && shown && (
                    <tr className="g-detail-row" id={`${id}-detail`} ref={openRow}>
                      <td colSpan={columns.length + 1}>{detail.render(r)}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
          {totals && (
            <tfoot>
              <tr>
                {columns.map((c, ci) =>
                  ci === 0 ? (
                    <th key={c.key} scope="row">
                      {totals[c.key] ?? t('wspolne.razem')}
                    </th>
                  ) : (
                    <td key={c.key} className={cellClass(c)} data-label={c.header}>
                      {totals[c.key] ?? ''}
                    </td>
                  ),
                )}
                {detail && <td />}
              </tr>
            </tfoot>
          )}
        </table>
      </TableScroll>
      {paged && (
        <nav className="g-pager" aria-label={caption}>
          {options.length > 1 && (
            <span className="g-field g-inline">
              <label htmlFor={`${id}-size`}>{t('tabela.wierszyNaStronie')}</label>
              <select
                id={`${id}-size`}
                value={size}
                onChange={(e) => {
                  setSize(Number(e.currentTarget.value));
                  goTo(0);
                }}
              >
                {options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            </span>
          )}
          <span aria-live="polite">{t('tabela.zakres', { od: from, do: to, wszystkich: rows.length })}</span>
          <span className="g-pager-buttons">
            <button
              type="button"
              onClick={() => goTo(0)}
              disabled={current === 0}
              aria-label={t('tabela.pierwsza')}
            >
              «
            </button>
            <button
              type="button"
              onClick={() => goTo(current - 1)}
              disabled={current === 0}
              aria-label={t('tabela.poprzednia')}
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => goTo(current + 1)}
              disabled={current >= pages - 1}
              aria-label={t('tabela.nastepna')}
            >
              ›
            </button>
            <button
              type="button"
              onClick={() => goTo(pages - 1)}
              disabled={current >= pages - 1}
              aria-label={t('tabela.ostatnia')}
            >
              »
            </button>
          </span>
        </nav>
      )}
    </div>
  );
}

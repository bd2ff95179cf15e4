import { useCallback, useMemo, type ChangeEvent, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n';
import { useLinkClick } from '../routing';
import { cx } from '../ui/cx';
import { PAGE_SIZES, buildSearchIndex, filterOrder, naturalOrder, paginate, sortOrder, type SortDir, type SortValue } from './core';
import { Pager } from './Pager';
import { toggleSort, type ListState, type ListUrlOptions } from './urlState';
import { useListState } from './useListState';

/** One column of a list. Build the array once per screen (useMemo): the search index is kept per array. */
export interface DataColumn<T> {
  /** Stable id: the React key and the URL's `sort` value. */
  id: string;
  /** i18n key of the header. */
  header: string;
  /** The cell's content. Plain markup only (DESIGN §1): no widgets in rows, labels looked up outside. */
  cell: (row: T) => ReactNode;
  /** What the column sorts by; without it the column is not sortable. */
  sortValue?: (row: T) => SortValue;
  /** The text search looks at, usually what the cell shows; without it the column is not searched. */
  searchText?: (row: T) => string;
  /** The row's link goes around this cell (default: the first column). */
  link?: boolean;
  /** Classes of the column's header and cells, e.g. 'text-end'. */
  className?: string;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Where a row goes: a link in its link column, and a click anywhere on the row once hydrated. */
  rowHref?: (row: T) => string;
  /** data-testid of every row. */
  rowTestId?: string;
  rowClassName?: (row: T) => string | undefined;
  /** data-testid of the list, and the prefix of its element ids and inner test ids. */
  testId: string;
  /** The table's accessible name (a hidden caption), e.g. the screen's title. */
  label: string;
  defaultSort?: { column: string; dir: SortDir };
  /** More controls beside the search (a screen's own filters; they keep their own URL parameters). */
  toolbar?: ReactNode;
}

const ARROWS: Record<SortDir, string> = { asc: '▲', desc: '▼' };

/**
 * The one list of the product (users, companies; later inventory, assignments, shipments, invoices): search
 * across the columns, sort by a column, page sizes 3/5/10/20, all in the URL query. Only the current page's
 * rows are rendered, on the server and in the browser; search texts and sort keys are computed once per
 * row and the steps are memoised, so 10,000 rows stay cheap. Search, sort and paging are a GET form and
 * links, so they work before hydration too.
 */
export function DataTable<T>({ rows, columns, rowKey, rowHref, rowTestId, rowClassName, testId, label, defaultSort, toolbar }: DataTableProps<T>) {
  const t = useT();
  const onLinkClick = useLinkClick();
  const navigate = useNavigate();
  const options = useMemo<ListUrlOptions>(
    () => ({ sortable: columns.filter((c) => c.sortValue).map((c) => c.id), defaultSort: defaultSort ?? null }),
    [columns, defaultSort],
  );
  const list = useListState(options);
  const { state } = list;

  // Search texts are built on the first search only: a page load without `q` never pays for them.
  const searchIndex = useMemo(() => {
    let index: string[] | null = null;
    const texts = columns.flatMap((c) => (c.searchText ? [c.searchText] : []));
    return () => (index ??= buildSearchIndex(rows, texts));
  }, [rows, columns]);
  const sortColumn = state.sort ? columns.find((c) => c.id === state.sort) : undefined;
  const sorted = useMemo(
    () => (sortColumn?.sortValue ? sortOrder(rows, sortColumn.sortValue, state.dir) : naturalOrder(rows.length)),
    [rows, sortColumn, state.dir],
  );
  const filtered = useMemo(() => (state.q.trim() ? filterOrder(sorted, searchIndex(), state.q) : sorted), [sorted, searchIndex, state.q]);
  const slice = paginate(filtered.length, state.page, state.size);
  const shown: ListState = { ...state, page: slice.page };

  const onRowClick = useCallback(
    (event: MouseEvent<HTMLTableSectionElement>) => {
      // The link cell handles itself; elsewhere on the row a plain click goes where the row's link goes.
      const target = event.target as Element;
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (target.closest('a, button, input, select, textarea, label')) return;
      if (window.getSelection?.()?.toString()) return;
      const href = target.closest('tr')?.getAttribute('data-href');
      if (href) navigate(href);
    },
    [navigate],
  );
  const onSearch = (event: ChangeEvent<HTMLInputElement>) => list.setText(event.target.value);
  const onSize = (event: ChangeEvent<HTMLSelectElement>) => list.go({ ...shown, size: Number(event.target.value), page: 1 });
  const onSubmit = (event: FormEvent) => event.preventDefault();

  const linkAt = Math.max(0, columns.findIndex((c) => c.link));
  const hidden = [...new URLSearchParams(list.search)].filter(([k]) => k !== 'q' && k !== 'size' && k !== 'page');
  let summary: string;
  if (slice.total === 0) summary = state.q.trim() ? t('list.noMatches') : t('list.empty');
  else summary = t('list.summary', { count: slice.total, from: slice.start + 1, to: slice.end });
  if (state.q.trim()) summary += ` ${t('list.filtered', { total: rows.length })}`;

  const id = testId;
  return (
    <div className="data-table" data-testid={testId}>
      <form className="d-flex flex-wrap align-items-end gap-3 mb-3" role="search" method="get" action={list.pathname} onSubmit={onSubmit}>
        <div>
          <label htmlFor={`${id}-search`} className="form-label small mb-1">
            {t('list.search')}
          </label>
          <div className="input-group input-group-sm">
            <input id={`${id}-search`} className="form-control" type="search" name="q" value={list.text} onChange={onSearch} autoComplete="off" data-testid={`${id}-search`} />
            <button type="submit" className="btn btn-outline-secondary">
              {t('list.searchSubmit')}
            </button>
          </div>
        </div>
        {toolbar}
        <div className="ms-auto">
          <label htmlFor={`${id}-size`} className="form-label small mb-1">
            {t('list.pageSize')}
          </label>
          <select id={`${id}-size`} className="form-select form-select-sm" name="size" value={state.size} onChange={onSize} data-testid={`${id}-size`}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        {hidden.map(([k, v], i) => (
          <input key={`${k}${i}`} type="hidden" name={k} value={v} />
        ))}
        <input type="hidden" name="page" value="1" />
      </form>
      <div className="table-responsive">
        <table className="table table-hover align-middle mb-3">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {columns.map((c) => {
                const title = t(c.header);
                if (!c.sortValue) return <th key={c.id} scope="col" className={c.className}>{title}</th>;
                const active = state.sort === c.id;
                return (
                  <th key={c.id} scope="col" className={c.className} aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                    <a className="link-body-emphasis text-decoration-none text-nowrap" href={list.href(toggleSort(shown, c.id))} onClick={onLinkClick} data-testid={`${id}-sort-${c.id}`}>
                      {title}
                      <span aria-hidden="true" className={cx('ms-1 small', !active && 'text-body-tertiary')}>
                        {active ? ARROWS[state.dir] : '↕'}
                      </span>
                    </a>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody onClick={rowHref ? onRowClick : undefined}>
            {filtered.slice(slice.start, slice.end).map((index) => {
              const row = rows[index];
              const href = rowHref?.(row);
              return (
                <tr key={rowKey(row)} data-testid={rowTestId} data-href={href} className={cx(href && 'data-table-link', rowClassName?.(row))}>
                  {columns.map((c, i) => (
                    <td key={c.id} className={c.className} data-col={c.id}>
                      {href && i === linkAt ? (
                        <a href={href} onClick={onLinkClick}>
                          {c.cell(row)}
                        </a>
                      ) : (
                        c.cell(row)
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <p className="small text-body-secondary mb-0" aria-live="polite" data-testid={`${id}-summary`}>
          {summary}
        </p>
        <Pager page={slice.page} pageCount={slice.pageCount} hrefOf={(page) => list.href({ ...shown, page })} onLinkClick={onLinkClick} testId={id} t={t} />
      </div>
    </div>
  );
}

import { useCallback, type ChangeEvent, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLocale, useT } from '../i18n';
import { useLinkClick } from '../routing';
import { cx } from '../ui/cx';
import { PAGE_SIZES, pageCountOf, summaryFigures, type SortDir } from './core';
import { ListEmpty, type EmptyListText } from './ListEmpty';
import { Pager } from './Pager';
import type { Page } from './serverList';
import { toggleSort, type ListState } from './urlState';
import type { ListUrl } from './useListState';

/** One column of a list. */
export interface DataColumn<T> {
  /** Stable id: the React key and, for a sortable column, the URL's and the API's `sort` value. */
  id: string;
  /** i18n key of the header. */
  header: string;
  /** The cell's content. Plain markup only (docs/architecture.md): no widgets in rows, labels looked up outside. */
  cell: (row: T) => ReactNode;
  /** The server sorts by this column (it is in the list's sort set). */
  sortable?: boolean;
  /**
   * The server's `asc` of this column lists the newest first (the column's `reversed` sort on the server,
   * e.g. an invoice's issue date): the arrow and aria-sort then say the order the values are shown in.
   */
  reversed?: boolean;
  /** The row's link goes around this cell (default: the first column). */
  link?: boolean;
  /** Classes of the column's header and cells, e.g. 'text-end'. */
  className?: string;
}

export interface DataTableProps<T> {
  /** The page the server answered for the list's state. */
  page: Page<T>;
  /** The list's state in the URL (useServerList). */
  list: ListUrl;
  /** The rows are the previous state's while the server answers this one. */
  stale?: boolean;
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
  /** More controls beside the search (a screen's own filters; they keep their own URL parameters). */
  toolbar?: ReactNode;
  /** What the list says when it has nothing yet, and the button to add the first row. */
  empty?: EmptyListText;
}

/** The URL parameters that narrow a list (search and a screen's filters), as opposed to paging and order. */
const NOT_NARROWING = new Set(['page', 'size', 'sort', 'dir']);

const ARROWS: Record<SortDir, string> = { asc: '▲', desc: '▼' };
const OTHER_DIR: Record<SortDir, SortDir> = { asc: 'desc', desc: 'asc' };
/** The row's name (its link column) stays in view while a narrow screen scrolls the table sideways (styles.css). */
const STICKY = 'data-table-sticky';

/**
 * The one list of the product: search across the list's columns, sort by a column, page sizes 3/5/10/20,
 * all in the URL query and answered by the server one page at a time (docs/lists.md). Search, sort and paging
 * are a GET form and links, so they work before hydration too; while the next page loads, the previous
 * one stays (dimmed, aria-busy) instead of a flash of "Loading". Wider than the screen (a phone), the table
 * scrolls in its own box with the link column held at the left edge.
 */
export function DataTable<T>({ page, list, stale = false, columns, rowKey, rowHref, rowTestId, rowClassName, testId, label, toolbar, empty }: DataTableProps<T>) {
  const t = useT();
  const locale = useLocale();
  const onLinkClick = useLinkClick();
  const navigate = useNavigate();
  const { state } = list;
  // Links carry what the box says, so a sort or a page picked while typing keeps the words typed.
  const shown: ListState = { ...state, q: list.text, page: page.page };
  const pageCount = pageCountOf(page.total, page.size);

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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    list.go({ ...shown, page: 1 });
  };

  const linkAt = Math.max(0, columns.findIndex((c) => c.link));
  const hidden = [...new URLSearchParams(list.search)].filter(([k]) => k !== 'q' && k !== 'size' && k !== 'page');
  const narrowed = state.q.trim() !== '' || hidden.some(([k]) => !NOT_NARROWING.has(k));
  // Nothing found with a search or a filter: the way out is to widen it; nothing at all: to add the first.
  const emptyText: EmptyListText = narrowed
    ? { text: t('list.noMatches'), action: { href: list.pathname, label: t('list.clearSearch'), testId: `${testId}-clear` } }
    : (empty ?? { text: t('list.empty') });
  // Said aloud as the list changes; with no rows the sentence is already on screen above.
  const summary = page.total === 0 ? emptyText.text : t('list.summary', summaryFigures(page.total, page.page, page.size, page.rows.length, locale));

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
      {page.total === 0 ? <ListEmpty {...emptyText} testId={`${id}-empty`} onLinkClick={onLinkClick} /> : null}
      <div className={cx('table-responsive', stale && 'data-table-stale')} aria-busy={stale || undefined} hidden={page.total === 0}>
        <table className="table table-hover align-middle mb-3">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {columns.map((c, i) => {
                const title = t(c.header);
                const className = cx(c.className, i === linkAt && STICKY);
                if (!c.sortable) return <th key={c.id} scope="col" className={className}>{title}</th>;
                const active = state.sort === c.id;
                const shownDir = c.reversed ? OTHER_DIR[state.dir] : state.dir;
                return (
                  <th key={c.id} scope="col" className={className} aria-sort={active ? (shownDir === 'asc' ? 'ascending' : 'descending') : undefined}>
                    <a className="link-body-emphasis text-decoration-none text-nowrap" href={list.href(toggleSort(shown, c.id))} onClick={onLinkClick} data-testid={`${id}-sort-${c.id}`}>
                      {title}
                      <span aria-hidden="true" className={cx('ms-1 small', !active && 'text-body-tertiary')}>
                        {active ? ARROWS[shownDir] : '↕'}
                      </span>
                    </a>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody onClick={rowHref ? onRowClick : undefined}>
            {page.rows.map((row) => {
              const href = rowHref?.(row);
              return (
                <tr key={rowKey(row)} data-testid={rowTestId} data-href={href} className={cx(href && 'data-table-link', rowClassName?.(row))}>
                  {columns.map((c, i) => (
                    <td key={c.id} className={cx(c.className, i === linkAt && STICKY)} data-col={c.id}>
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
        <p className={cx('small text-body-secondary mb-0', page.total === 0 && 'visually-hidden')} aria-live="polite" data-testid={`${id}-summary`}>
          {summary}
        </p>
        <Pager page={page.page} pageCount={pageCount} hrefOf={(p) => list.href({ ...shown, page: p })} onLinkClick={onLinkClick} testId={id} t={t} />
      </div>
    </div>
  );
}

export { ListPage, type ListPageProps } from './ListPage';
export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, compareValues, foldText, type SortDir, type SortValue } from './core';
export { listQueryString, pageQuery, useServerList, type ListFilters, type Page, type ServerList, type ServerListOptions } from './serverList';
export { parseListState, printListState, type ListState, type ListUrlOptions } from './urlState';
export { SEARCH_DEBOUNCE_MS, useListState, type ListUrl } from './useListState';

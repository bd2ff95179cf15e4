export { ListPage, type ListPageProps } from './ListPage';
export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, compareValues, foldText, type SortDir, type SortValue } from './core';
export { parseListState, printListState, type ListState, type ListUrlOptions } from './urlState';
export { useListState } from './useListState';

import { apiFetch } from '../../shared/api/client';
import type { Dto, Schema } from '../../shared/api/schemas';
import type { CompanySummary } from '../../shared/company/api';
import type { GeneratedInvoice } from '../../shared/invoice';
import type { ListUrlOptions } from '../../shared/list';

/*
 * The storage calls (README "Storage"): the assets in storage, and the storage invoice's preview and
 * generation. The list's query key matches the page loader (`server/src/features/storage/pages.rs`):
 * `['admin','storage','list',<query>]`.
 */

/** One line of GET /api/admin/storage/: an asset in storage now. */
export type StorageRow = Dto<'StorageRow'>;

export const STORAGE_LIST = ['admin', 'storage', 'list'] as const;
export const STORAGE_API = '/api/admin/storage/';

/** The server's sorts (`features/storage/list.rs`): the longest in storage first by default. */
export const STORAGE_LIST_OPTIONS: ListUrlOptions = {
  sortable: ['since', 'title', 'ref', 'company', 'division', 'location'],
  defaultSort: { column: 'since', dir: 'asc' },
};

/** The company summary as the server sends it: the builder takes the currencies and group brand from it. */
export type CompanyTerms = Pick<CompanySummary, 'id' | 'name' | 'currencies' | 'groupBrand'>;

export type RateBasis = 'item' | 'volume';

/** POST /api/admin/storage/invoice/preview and /invoice. */
export type StorageInvoiceInput = Schema<'StorageInvoiceInput'>;

export type StorageLine = Dto<'StorageLineDto'>;

export type StorageInvoicePreview = Dto<'StorageInvoicePreview'>;

export function previewStorageInvoice(input: StorageInvoiceInput): Promise<StorageInvoicePreview> {
  return apiFetch<StorageInvoicePreview>('/api/admin/storage/invoice/preview', { method: 'POST', json: input });
}

export function generateStorageInvoice(input: StorageInvoiceInput): Promise<GeneratedInvoice> {
  return apiFetch<GeneratedInvoice>('/api/admin/storage/invoice', { method: 'POST', json: input });
}

import type { Dto } from '../../shared/api/schemas';
import { ADMIN_ADDRESSES } from '../../shared/address';
import type { ListFilters } from '../../shared/list';

/** A row of GET /api/admin/address/: the address and, for a customer's, its company's name. */
export type AdminAddressRow = Dto<'AdminAddressRow'>;

export type AddressKindFilter = '' | 'forwarder' | 'customer';

/** The list's query key starts so (the server's page loader primes `[...ADDRESS_LIST, queryString]`). */
export const ADDRESS_LIST = [...ADMIN_ADDRESSES, 'list'] as const;
export const ADDRESS_API = '/api/admin/address/';

/** The kind in the URL (`kind=forwarder`); anything else shows both, as the server's page loader reads it. */
export function readKind(search: string): AddressKindFilter {
  const kind = new URLSearchParams(search).get('kind');
  return kind === 'forwarder' || kind === 'customer' ? kind : '';
}

/** As the API takes it, as `AddressFilters::query_pairs` writes it. */
export function kindApiFilters(kind: AddressKindFilter): ListFilters {
  return kind ? [['kind', kind]] : [];
}

/** The query string ('?…') with the kind changed: other parameters kept, back to the first page. */
export function withKind(search: string, kind: AddressKindFilter): string {
  const params = new URLSearchParams(search);
  if (kind) params.set('kind', kind);
  else params.delete('kind');
  params.set('page', '1');
  return `?${params.toString()}`;
}

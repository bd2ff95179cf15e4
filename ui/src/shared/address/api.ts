import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/client';
import { MINUTE, staleFor } from '../api/query';
import type { Dto, Schema } from '../api/schemas';

/** An address (docs/addresses.md), as GET /api/address, GET /api/admin/address/ and POST /api/address carry it. */
export type Address = Dto<'AddressDto'>;

export type AddressInput = Schema<'AddressInput'>;

/** One entry of GET /api/countries: ISO 3166-1 alpha-2 code and English name (the value stored). */
export type Country = Dto<'CountryDto'>;


export const countriesQuery = queryOptions({
  queryKey: ['countries'] as const,
  queryFn: () => apiFetch<Country[]>('/api/countries'),
  staleTime: staleFor(24 * 60 * MINUTE),
});

/** A division's addresses (and its company's addresses that belong to no division). */
export function divisionAddressesQuery(companyDivisionId: number) {
  return queryOptions({
    queryKey: ['address', String(companyDivisionId)] as const,
    queryFn: () => apiFetch<Address[]>(`/api/address?companyDivisionId=${companyDivisionId}`),
    staleTime: staleFor(MINUTE),
  });
}

/** Every query of the admin's addresses (the list's pages, the forwarders) starts with this key. */
export const ADMIN_ADDRESSES = ['admin', 'address'] as const;

/** The forwarder addresses (the provider's own, where shipments start and end): GET /api/admin/address/forwarder. */
export const forwarderAddressesQuery = queryOptions({
  queryKey: ['admin', 'address', 'forwarder'] as const,
  queryFn: () => apiFetch<Address[]>('/api/admin/address/forwarder'),
  staleTime: staleFor(MINUTE),
});

export function createForwarderAddress(input: Omit<AddressInput, 'companyDivisionId'>): Promise<Address> {
  return apiFetch<Address>('/api/admin/address/forwarder', { method: 'POST', json: input });
}

export function updateForwarderAddress(id: number, input: Omit<AddressInput, 'companyDivisionId'>): Promise<Address> {
  return apiFetch<Address>(`/api/admin/address/forwarder/${id}`, { method: 'PUT', json: input });
}

export function deleteForwarderAddress(id: number): Promise<unknown> {
  return apiFetch(`/api/admin/address/forwarder/${id}`, { method: 'DELETE' });
}

export function createAddress(input: AddressInput): Promise<Address> {
  return apiFetch<Address>('/api/address', { method: 'POST', json: input });
}

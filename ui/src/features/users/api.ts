import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '../../shared/api/client';
import { MINUTE, staleFor } from '../../shared/api/query';
import type { Dto, Schema } from '../../shared/api/schemas';

/** An account as the admin calls carry it (GET /api/admin/account, /api/admin/account/{id}). */
export type Account = Dto<'AccountDto'>;

/** POST (create: no id, newPassword required) or PUT (update: id; newPassword only to change it). */
export type AccountInput = Schema<'AccountInput'>;


/** Query keys match the server's page loaders (`features/users/pages.rs`): ids are strings, as in the URL. */
/** The users list's query key starts so (the server's page loader primes `[...ACCOUNT_LIST, queryString]`). */
export const ACCOUNT_LIST = ['admin', 'account', 'list'] as const;
export const ACCOUNT_API = '/api/admin/account';

export function accountQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'account', id] as const,
    // A 404 moves the screen to /404 (useNotFoundRedirect): that page says it, not a toast as well.
    queryFn: () => apiFetch<Account>(`/api/admin/account/${encodeURIComponent(id)}`, { callerShowsError: isNotFound }),
    staleTime: staleFor(MINUTE),
  });
}

export const rolesQuery = queryOptions({
  queryKey: ['admin', 'role'] as const,
  queryFn: () => apiFetch<string[]>('/api/admin/role'),
  staleTime: staleFor(60 * MINUTE),
});

export const businessRolesQuery = queryOptions({
  queryKey: ['admin', 'businessrole'] as const,
  queryFn: () => apiFetch<string[]>('/api/admin/businessrole'),
  staleTime: staleFor(60 * MINUTE),
});

export function saveAccount(input: AccountInput): Promise<Account> {
  return apiFetch<Account>('/api/admin/account', { method: input.id ? 'PUT' : 'POST', json: input });
}

export function deleteAccount(id: number): Promise<unknown> {
  return apiFetch(`/api/admin/account/${id}`, { method: 'DELETE' });
}

import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import { MINUTE, staleFor } from '../../shared/api/query';
import type { Dto } from '../../shared/api/schemas';

/** A webhook endpoint as /api/admin/webhook carries it (server: features/webhooks/dto.rs). */
export type Endpoint = Dto<'EndpointDto'>;
export type EndpointInput = Dto<'EndpointInput'>;
export type EndpointWithSecret = Dto<'EndpointWithSecretDto'>;
export type Attempt = Dto<'AttemptDto'>;
export type Delivery = Dto<'DeliveryDto'>;
export type EventType = Endpoint['eventTypes'][number];

export const WEBHOOK_API = '/api/admin/webhook';
/** The server's page loader primes the endpoints under this key (features/webhooks/pages.rs). */
export const endpointsQuery = queryOptions({
  queryKey: ['admin', 'webhook', 'list'] as const,
  queryFn: () => apiFetch<Endpoint[]>(WEBHOOK_API),
  staleTime: staleFor(MINUTE / 6),
});

/** Every event type, in the server's order (`EventKind::ALL`); primed by the page loader too. */
export const eventTypesQuery = queryOptions({
  queryKey: ['admin', 'webhook', 'types'] as const,
  queryFn: () => apiFetch<EventType[]>(`${WEBHOOK_API}/types`),
  staleTime: staleFor(MINUTE * 60),
});

/** The log of endpoint `id`: its query key starts so, then the list's query string. */
export const logBase = (id: number) => ['admin', 'webhook', 'log', String(id)] as const;
export const logApi = (id: number) => `${WEBHOOK_API}/${id}/log`;

export const createEndpoint = (input: EndpointInput) => apiFetch<EndpointWithSecret>(WEBHOOK_API, { method: 'POST', json: input });
export const updateEndpoint = (id: number, input: EndpointInput) => apiFetch<Endpoint>(`${WEBHOOK_API}/${id}`, { method: 'PUT', json: input });
export const deleteEndpoint = (id: number) => apiFetch<void>(`${WEBHOOK_API}/${id}`, { method: 'DELETE' });
export const rotateSecret = (id: number) => apiFetch<EndpointWithSecret>(`${WEBHOOK_API}/${id}/rotate`, { method: 'POST' });
export const endOldSecret = (id: number) => apiFetch<Endpoint>(`${WEBHOOK_API}/${id}/end-old-secret`, { method: 'POST' });
export const enableEndpoint = (id: number) => apiFetch<Endpoint>(`${WEBHOOK_API}/${id}/enable`, { method: 'POST' });
export const sendAgain = (deliveryId: number) => apiFetch<Delivery>(`${WEBHOOK_API}/delivery/${deliveryId}/send-again`, { method: 'POST' });

/** The endpoint whose log is open (`?log=3` in the URL), or null. */
export function readLogEndpoint(search: string): number | null {
  const raw = new URLSearchParams(search).get('log') ?? '';
  return /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

/** The query string ('?…') with the log of `id` open (null: closed), back to its first page. */
export function withLogEndpoint(search: string, id: number | null): string {
  const params = new URLSearchParams(search);
  for (const key of ['log', 'page', 'q', 'sort', 'dir']) params.delete(key);
  if (id !== null) params.set('log', String(id));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The form's event types after one is ticked or unticked, kept in the server's order. */
export function toggledType(all: readonly EventType[], types: readonly EventType[], type: EventType, on: boolean): EventType[] {
  const next = new Set(types);
  if (on) next.add(type);
  else next.delete(type);
  return all.filter((t) => next.has(t));
}

/** What an endpoint's state is: disabled (it kept failing) wins over inactive (the admin's choice). */
export function endpointState(e: Pick<Endpoint, 'active' | 'disabledReason'>): 'disabled' | 'inactive' | 'active' {
  if (e.disabledReason) return 'disabled';
  return e.active ? 'active' : 'inactive';
}

/**
 * The API's shapes, generated from the server's OpenAPI document into schema.d.ts by openapi-typescript
 * (`just api-types` writes it; `just test` checks it is what the server documents now). Each feature names the
 * ones it uses: `export type Account = Schema<'AccountDto'>`. UI-only shapes (drafts, view rows) stay
 * hand-written beside the code that uses them.
 */
import type { components } from './schema';

export type Schemas = components['schemas'];
export type Schema<K extends keyof Schemas> = Schemas[K];

/**
 * A response body as the server writes it. serde writes every field of the response DTOs (`null` for none), but
 * utoipa documents an `Option` field as not required, which openapi-typescript reads as `field?: T | null`; this
 * takes the `?` away, all the way down. Not for request bodies (their optional fields may be left out), nor for
 * the fields the server does leave out (a history event's details, an invoice's cost for a customer).
 */
export type Served<T> = T extends readonly (infer U)[] ? Served<U>[] : T extends object ? { [K in keyof T]-?: Served<T[K]> } : T;

/** The response schema `K` as served: `export type Account = Dto<'AccountDto'>`. */
export type Dto<K extends keyof Schemas> = Served<Schemas[K]>;

import { createContext, useContext, type ReactNode } from 'react';
import type { Profile } from './auth/profile';

export const LOCALES = ['en', 'es', 'zh', 'ja', 'pt', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** What the server hands to both renders, so that the server and the browser render the same thing. */
export interface Payload {
  url: string;
  locale: Locale;
  brand: string;
  /** ISO instant; the only clock render code may read. */
  now: string;
  status: number;
  ssr: boolean;
  user: Profile | null;
  /** The newest event when the server read the page's data: the page's first live connection resumes after it. */
  eventsAfter: number | null;
  /** Query data keyed by JSON.stringify(queryKey). */
  data: Record<string, unknown>;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads the payload leniently: a missing or odd field falls back to a default instead of failing the render. */
export function parsePayload(json: string | null | undefined, fallbackUrl = '/'): Payload {
  let raw: Record<string, unknown> = {};
  try {
    const value: unknown = json ? JSON.parse(json) : {};
    if (value && typeof value === 'object' && !Array.isArray(value)) raw = value as Record<string, unknown>;
  } catch {
    // A broken payload renders the defaults; the server logs its own side.
  }
  const data = raw.data && typeof raw.data === 'object' && !Array.isArray(raw.data) ? (raw.data as Record<string, unknown>) : {};
  return {
    url: typeof raw.url === 'string' && raw.url.startsWith('/') ? raw.url : fallbackUrl,
    locale: isLocale(raw.locale) ? raw.locale : DEFAULT_LOCALE,
    brand: typeof raw.brand === 'string' && raw.brand ? raw.brand : 'Plinth',
    now: typeof raw.now === 'string' ? raw.now : '1970-01-01T00:00:00Z',
    status: typeof raw.status === 'number' ? raw.status : 200,
    ssr: raw.ssr !== false,
    user: isProfile(raw.user) ? raw.user : null,
    eventsAfter: typeof raw.eventsAfter === 'number' && Number.isInteger(raw.eventsAfter) ? raw.eventsAfter : null,
    data,
  };
}

function isProfile(value: unknown): value is Profile {
  if (!value || typeof value !== 'object') return false;
  const p = value as Partial<Profile>;
  return typeof p.firstName === 'string' && typeof p.lastName === 'string' && Array.isArray(p.roles);
}

const PayloadContext = createContext<Payload | null>(null);

export function PayloadProvider({ payload, children }: { payload: Payload; children: ReactNode }) {
  return <PayloadContext.Provider value={payload}>{children}</PayloadContext.Provider>;
}

export function usePayload(): Payload {
  const payload = useContext(PayloadContext);
  if (!payload) throw new Error('usePayload outside PayloadProvider');
  return payload;
}

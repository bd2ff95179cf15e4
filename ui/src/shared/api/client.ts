/**
 * The only module that calls fetch. It adds the bearer token, speaks JSON, turns a 401 into a trip to
 * sign-in and any other failure into an ApiError that listeners (the toasts, later) are told about.
 */
import { clearAuth, readAuth } from '../auth/storage';
import { signInUrl } from '../auth/returnTo';

export const GENERIC_ERROR = 'Oops! something went wrong';

export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];

  constructor(status: number, messages: string[]) {
    super(messages[0] ?? GENERIC_ERROR);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }
}

type ApiErrorListener = (error: ApiError) => void;
const listeners = new Set<ApiErrorListener>();

/** The one hook point for error display; returns the unsubscribe function. */
export function onApiError(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify(error: ApiError): void {
  for (const listener of listeners) {
    try {
      listener(error);
    } catch (e) {
      console.error('onApiError listener failed', e);
    }
  }
}

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown;
  body?: BodyInit;
  /** false: a 401 is thrown like any other error instead of leaving for sign-in (used by sign-out). */
  redirectOn401?: boolean;
}

export async function apiFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  const { json, redirectOn401 = true, headers: extraHeaders, ...rest } = init;
  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  const token = readAuth()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body = init.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, { ...rest, headers, body, credentials: 'same-origin' });
  } catch {
    const error = new ApiError(0, [GENERIC_ERROR]);
    notify(error);
    throw error;
  }

  if (response.status === 401 && redirectOn401) {
    clearAuth();
    const here = window.location.pathname + window.location.search;
    window.location.assign(signInUrl(here));
    // No message for a 401 (SPEC §8): the page is leaving.
    throw new ApiError(401, []);
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, messagesOf(parsed));
    notify(error);
    throw error;
  }
  return parsed as T;
}

export interface FormResult {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A urlencoded POST without the token or the 401 handling: for the OAuth token endpoint. */
export async function postForm(path: string, fields: Record<string, string>): Promise<FormResult> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
    credentials: 'same-origin',
  });
  return { status: response.status, body: await readBody(response), headers: response.headers };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function messagesOf(body: unknown): string[] {
  if (body && typeof body === 'object' && Array.isArray((body as { messages?: unknown }).messages)) {
    const messages = (body as { messages: unknown[] }).messages.filter((m): m is string => typeof m === 'string' && m !== '');
    if (messages.length > 0) return messages;
  }
  return [GENERIC_ERROR];
}

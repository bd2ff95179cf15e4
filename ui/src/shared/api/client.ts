/**
 * The only module that calls fetch. It adds the bearer token, speaks JSON, turns a 401 into a trip to
 * sign-in and any other failure into an ApiError that listeners (the toast host) are told about.
 */
import { clearAuth, readAuth } from '../auth/storage';
import { signInUrl } from '../auth/returnTo';

/** English, for logs and error.message; the UI shows the translated text (toast.genericError) instead. */
export const GENERIC_ERROR = 'Oops! something went wrong';

export class ApiError extends Error {
  readonly status: number;
  /** The messages of the JSON error body, in order; empty when it had none (network failure, HTML, 500...). */
  readonly serverMessages: string[];
  /** serverMessages, or [GENERIC_ERROR] when there were none; empty for the silent 401. For logs. */
  readonly messages: string[];

  /** The request's fields a 422 refuses, by their JSON names, where the call names them (`fields` of the body). */
  readonly fields: string[];

  constructor(status: number, serverMessages: string[], silent = false, fields: string[] = []) {
    super(serverMessages[0] ?? GENERIC_ERROR);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessages = serverMessages;
    this.messages = serverMessages.length > 0 || silent ? serverMessages : [GENERIC_ERROR];
    this.fields = fields;
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
  /**
   * The caller shows the failure itself, so the error listeners (the toasts) are not told: true for every
   * failure (the change-password modal shows the message in place), or a test for the ones it shows (a
   * record's 404 that moves the screen to /404). The error is thrown either way.
   */
  callerShowsError?: boolean | ((error: ApiError) => boolean);
}

/** Whether the listeners hear about `error`: not when the caller said it shows that failure itself. */
function listenersHear(error: ApiError, callerShowsError: ApiInit['callerShowsError']): boolean {
  if (typeof callerShowsError === 'function') return !callerShowsError(error);
  return callerShowsError !== true;
}

/** A 404: the record is not there, or not this reader's. Screens move to /404 on it (routing's useNotFoundRedirect). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function requestOf(init: ApiInit, accept: string): RequestInit {
  const { json, redirectOn401: _redirect, callerShowsError: _shows, headers: extraHeaders, ...rest } = init;
  const headers = new Headers(extraHeaders);
  headers.set('Accept', accept);
  const token = readAuth()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body = init.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  return { ...rest, headers, body, credentials: 'same-origin' };
}

/** A 401 ends the session and goes to sign-in, with the way back (docs/architecture.md). */
export function leaveForSignIn(): void {
  clearAuth();
  const here = window.location.pathname + window.location.search;
  window.location.assign(signInUrl(here));
}

export async function apiFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, requestOf(init, 'application/json'));
  } catch {
    const error = new ApiError(0, []);
    if (listenersHear(error, init.callerShowsError)) notify(error);
    throw error;
  }

  if (response.status === 401 && init.redirectOn401 !== false) {
    leaveForSignIn();
    // No message for a 401 (docs/architecture.md): the page is leaving.
    throw new ApiError(401, [], true);
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, serverMessagesOf(parsed), false, refusedFieldsOf(parsed));
    if (listenersHear(error, init.callerShowsError)) notify(error);
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

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The non-empty strings of a `{"messages": [...]}` body; [] for any other body. */
export function serverMessagesOf(body: unknown): string[] {
  if (body && typeof body === 'object' && Array.isArray((body as { messages?: unknown }).messages)) {
    return (body as { messages: unknown[] }).messages.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
  }
  return [];
}

/** The `fields` of an error body: the request's fields it refuses, by their JSON names. */
export function refusedFieldsOf(body: unknown): string[] {
  if (body && typeof body === 'object' && Array.isArray((body as { fields?: unknown }).fields)) {
    return (body as { fields: unknown[] }).fields.filter((f): f is string => typeof f === 'string');
  }
  return [];
}

/** The server refused a value another record already has (409): the form marks the field, the toast says why. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

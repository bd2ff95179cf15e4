import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_KEY } from '../auth/storage';
import { ApiError, apiFetch, GENERIC_ERROR, isNotFound, onApiError, postForm, refusedFieldsOf, serverMessagesOf } from './client';
import { downloadFile } from './download';

// Node has fetch but no window or localStorage: give the client just what it reads.
function installBrowser(path = '/app/inventory', search = '?page=2') {
  const store = new Map<string, string>();
  const assign = vi.fn();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('window', { location: { pathname: path, search, assign } });
  return { store, assign };
}

function respond(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'string' ? 'text/plain' : 'application/json';
    return new Response(text, { status, headers: { 'Content-Type': type, ...headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiFetch', () => {
  let browser: ReturnType<typeof installBrowser>;
  beforeEach(() => {
    browser = installBrowser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and parses JSON', async () => {
    browser.store.set(AUTH_KEY, JSON.stringify({ token: 'tok', userName: 'a@b.c' }));
    const fetchMock = respond(200, { ok: 1 });
    await expect(apiFetch('/api/profile')).resolves.toEqual({ ok: 1 });
    const headers = new Headers(fetchMock.mock.calls[0][1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends a json body', async () => {
    const fetchMock = respond(200, {});
    await apiFetch('/api/x', { method: 'POST', json: { a: 1 } });
    const init = fetchMock.mock.calls[0][1];
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('on 401 clears the token and leaves for sign-in with the way back, silently', async () => {
    browser.store.set(AUTH_KEY, JSON.stringify({ token: 'tok', userName: 'a@b.c' }));
    respond(401, { messages: ['expired'] });
    const heard = vi.fn();
    const off = onApiError(heard);
    await expect(apiFetch('/api/profile')).rejects.toMatchObject({ status: 401, messages: [] });
    off();
    expect(browser.store.has(AUTH_KEY)).toBe(false);
    expect(browser.assign).toHaveBeenCalledWith('/pages/signin?returnTo=%2Fapp%2Finventory%3Fpage%3D2');
    expect(heard).not.toHaveBeenCalled();
  });

  it('can leave a 401 to the caller', async () => {
    respond(401);
    await expect(apiFetch('/connect/revocation', { method: 'POST', redirectOn401: false })).rejects.toBeInstanceOf(ApiError);
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('carries the server messages and tells the listeners', async () => {
    respond(422, { messages: ['Name is required', 'Too long'] });
    const heard = vi.fn();
    const off = onApiError(heard);
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, messages: ['Name is required', 'Too long'], serverMessages: ['Name is required', 'Too long'] });
    expect(heard).toHaveBeenCalledWith(error);
  });

  it('leaves the display to a caller that shows the failure itself: thrown, no listener told', async () => {
    const heard = vi.fn();
    const off = onApiError(heard);
    respond(422, { messages: ['The password must have at least 8 characters.'] });
    const error = await apiFetch('/api/profile/password', { method: 'POST', callerShowsError: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, serverMessages: ['The password must have at least 8 characters.'] });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(apiFetch('/api/x', { callerShowsError: true })).rejects.toMatchObject({ status: 0 });
    off();
    expect(heard).not.toHaveBeenCalled();
  });

  it('can leave only some failures to the caller: a 404 that moves to /404 is not toasted, a 500 still is', async () => {
    const heard: number[] = [];
    const off = onApiError((e) => heard.push(e.status));
    respond(404, { messages: ['Not found.'] });
    await expect(apiFetch('/api/inventory/9', { callerShowsError: isNotFound })).rejects.toSatisfy(isNotFound);
    respond(500, { messages: [] });
    await expect(apiFetch('/api/inventory/9', { callerShowsError: isNotFound })).rejects.toMatchObject({ status: 500 });
    respond(404, { messages: ['Not found.'] });
    await apiFetch('/api/inventory/9').catch(() => undefined);
    off();
    expect(heard).toEqual([500, 404]);
  });

  it('does not send its own options to fetch', async () => {
    const fetchMock = respond(200, {});
    await apiFetch('/api/x', { callerShowsError: true, redirectOn401: false });
    const init = fetchMock.mock.calls[0][1] as Record<string, unknown>;
    expect('callerShowsError' in init || 'redirectOn401' in init).toBe(false);
  });

  it('uses the generic message when the body says nothing', async () => {
    respond(500, 'Internal Server Error');
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 500, messages: [GENERIC_ERROR] });
    respond(500, { messages: [] });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ messages: [GENERIC_ERROR] });
  });

  it('tells "no messages" apart from real ones, so the UI can translate the generic text', async () => {
    const heard: ApiError[] = [];
    const off = onApiError((e) => heard.push(e));
    respond(500, 'Internal Server Error');
    await apiFetch('/api/x').catch(() => undefined);
    respond(400, { messages: ['', '  ', 7] });
    await apiFetch('/api/x').catch(() => undefined);
    respond(409, { messages: [GENERIC_ERROR] });
    await apiFetch('/api/x').catch(() => undefined);
    off();
    expect(heard.map((e) => e.serverMessages)).toEqual([[], [], [GENERIC_ERROR]]);
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, messages: [GENERIC_ERROR], serverMessages: [] });
  });
});

describe('postForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts urlencoded fields without a token', async () => {
    const { store } = installBrowser();
    store.set(AUTH_KEY, JSON.stringify({ token: 'tok', userName: 'x' }));
    const fetchMock = respond(400, { error: 'invalid_grant' }, { 'Retry-After': '3' });
    const result = await postForm('/connect/token', { grant_type: 'password', username: 'a+b@c.d' });
    const init = fetchMock.mock.calls[0][1];
    expect(init?.body).toBe('grant_type=password&username=a%2Bb%40c.d');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: 'invalid_grant' });
  });
});

describe('refusedFieldsOf', () => {
  it('reads the field names of a 422 body, and nothing from any other shape', () => {
    expect(refusedFieldsOf({ messages: ['x'], fields: ['vatNumber', 3, 'city'] })).toEqual(['vatNumber', 'city']);
    expect(refusedFieldsOf({ messages: ['x'] })).toEqual([]);
    expect(refusedFieldsOf(undefined)).toEqual([]);
  });
});

describe('serverMessagesOf', () => {
  it('keeps the non-empty strings of a messages body and nothing else', () => {
    expect(serverMessagesOf({ messages: ['a', '', 'b', null] })).toEqual(['a', 'b']);
    expect(serverMessagesOf({ message: 'a' })).toEqual([]);
    expect(serverMessagesOf(undefined)).toEqual([]);
    expect(serverMessagesOf(['a'])).toEqual([]);
  });
});

describe('downloadFile', () => {
  let clicked: Array<{ href: string; download: string }>;
  let revoked: string[];

  beforeEach(() => {
    const { store } = installBrowser();
    store.set(AUTH_KEY, JSON.stringify({ token: 'tok', userName: 'x' }));
    clicked = [];
    revoked = [];
    const link = { href: '', download: '', style: {} as Record<string, string>, click: () => clicked.push({ href: link.href, download: link.download }), remove: vi.fn() };
    vi.stubGlobal('document', { createElement: () => link, body: { appendChild: vi.fn() } });
    vi.stubGlobal('URL', { createObjectURL: () => 'blob:plinth/1', revokeObjectURL: (u: string) => void revoked.push(u) });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('saves the body under the server-given name, with the token sent', async () => {
    const fetchMock = respond(200, 'PK...', { 'x-filename': 'Report%20Nov.xlsx' });
    await expect(downloadFile('/api/admin/report/stock')).resolves.toBe(true);
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer tok');
    expect(clicked).toEqual([{ href: 'blob:plinth/1', download: 'Report Nov.xlsx' }]);
    vi.runAllTimers();
    expect(revoked).toEqual(['blob:plinth/1']);
  });

  it('only logs a failure: no listener hears of it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard = vi.fn();
    const off = onApiError(heard);
    respond(500, { messages: ['boom'] });
    await expect(downloadFile('/api/inventory/generate/labels', { method: 'POST', json: [1] })).resolves.toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(downloadFile('/api/x')).resolves.toBe(false);
    off();
    expect(heard).not.toHaveBeenCalled();
    expect(clicked).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(String(logged.mock.calls[0][0])).toContain('HTTP 500');
    logged.mockRestore();
  });
});

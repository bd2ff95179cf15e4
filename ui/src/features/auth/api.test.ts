import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_KEY } from '../../shared/auth';
import { signIn } from './api';

const store = new Map<string, string>();

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('signIn', () => {
  beforeEach(() => {
    store.clear();
    store.set(AUTH_KEY, JSON.stringify({ token: 'old', userName: 'old' }));
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the password grant of the web client and stores the token', async () => {
    const fetchMock = answer(200, { access_token: 'new-token', token_type: 'Bearer', expires_in: 3600 });
    await expect(signIn('ada@plinth.test', 'pw')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/connect/token');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      grant_type: 'password',
      username: 'ada@plinth.test',
      password: 'pw',
      client_id: 'plinth-web',
      client_secret: 'plinth-web',
      scope: 'api',
    });
    expect(JSON.parse(store.get(AUTH_KEY) ?? '')).toEqual({ token: 'new-token', userName: 'ada@plinth.test' });
  });

  it('clears stored auth and reports a wrong password', async () => {
    answer(400, { error: 'invalid_grant', error_description: 'no' });
    await expect(signIn('a@b.c', 'bad')).resolves.toEqual({ ok: false, reason: 'invalid' });
    expect(store.has(AUTH_KEY)).toBe(false);
  });

  it('reports throttling with the wait the server asked for', async () => {
    answer(429, { error: 'too_many_attempts' }, { 'Retry-After': '42' });
    await expect(signIn('a@b.c', 'bad')).resolves.toEqual({ ok: false, reason: 'throttled', retryAfterSecs: 42 });
    answer(429, { error: 'too_many_attempts' });
    await expect(signIn('a@b.c', 'bad')).resolves.toEqual({ ok: false, reason: 'throttled', retryAfterSecs: null });
  });

  it('reports anything else as a failure', async () => {
    answer(500, { messages: ['boom'] });
    await expect(signIn('a@b.c', 'pw')).resolves.toEqual({ ok: false, reason: 'failed' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(signIn('a@b.c', 'pw')).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(store.has(AUTH_KEY)).toBe(false);
  });
});

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, postForm } from '../../shared/api/client';
import { staleFor } from '../../shared/api/query';
import { clearAuth, signInUrl, writeAuth, type Profile } from '../../shared/auth';

/** The fixed first-party client of the password grant (docs/accounts.md); not a secret. */
export const WEB_CLIENT = { id: 'plinth-web', secret: 'plinth-web', scope: 'api' } as const;

export type SignInResult =
  | { ok: true }
  | { ok: false; reason: 'invalid' | 'failed' }
  | { ok: false; reason: 'throttled'; retryAfterSecs: number | null };

/** Password grant; on success the token is stored for API calls (the server also set the page cookie). */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  let result;
  try {
    result = await postForm('/connect/token', {
      grant_type: 'password',
      username: email,
      password,
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
      scope: WEB_CLIENT.scope,
    });
  } catch {
    clearAuth();
    return { ok: false, reason: 'failed' };
  }
  const token = (result.body as { access_token?: unknown } | undefined)?.access_token;
  if (result.status === 200 && typeof token === 'string' && token) {
    writeAuth({ token, userName: email });
    return { ok: true };
  }
  clearAuth();
  if (result.status === 429) {
    const retry = Number(result.headers.get('Retry-After'));
    return { ok: false, reason: 'throttled', retryAfterSecs: Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : null };
  }
  const error = (result.body as { error?: unknown } | undefined)?.error;
  return { ok: false, reason: result.status === 400 && error === 'invalid_grant' ? 'invalid' : 'failed' };
}

/**
 * Ends the session on the server (the bearer token's, else the cookie's; the answer also clears the cookie).
 * The token is read before this returns its promise, so the caller may clear it at once.
 */
export async function endSession(): Promise<void> {
  try {
    await apiFetch('/connect/revocation', { method: 'POST', redirectOn401: false });
  } catch {
    // Already ended or unreachable: the local sign-out still happens.
  }
}

/** Ends the session on the server, then leaves for sign-in whatever the answer was. */
export async function signOut(): Promise<void> {
  await endSession();
  clearAuth();
  window.location.assign(signInUrl());
}

export const profileQuery = queryOptions({
  queryKey: ['profile'] as const,
  queryFn: () => apiFetch<Profile>('/api/profile'),
  staleTime: staleFor(5 * 60 * 1000),
});

export function useProfile(): Profile | null {
  return useQuery(profileQuery).data ?? null;
}

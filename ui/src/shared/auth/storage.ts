/**
 * The bearer token lives in localStorage under this key, the one earlier versions of the UI used, so a stored sign-in
 * still reads.
 */
export const AUTH_KEY = 'authorizationData';

export interface AuthData {
  token: string;
  userName: string;
}

// Every access is guarded: there is no localStorage on the server, and browsers may refuse it (private mode).
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readAuth(): AuthData | null {
  const raw = storage()?.getItem(AUTH_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AuthData>;
    return typeof value.token === 'string' && value.token ? { token: value.token, userName: String(value.userName ?? '') } : null;
  } catch {
    return null;
  }
}

export function writeAuth(data: AuthData): void {
  try {
    storage()?.setItem(AUTH_KEY, JSON.stringify(data));
  } catch {
    // A full or refused storage leaves the cookie session, which still serves page loads.
  }
}

export function clearAuth(): void {
  try {
    storage()?.removeItem(AUTH_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}

export const SIGN_IN_PATH = '/pages/signin';
export const HOME_PATH = '/dashboard';

/**
 * Where to go after sign-in. Only a local path is accepted: '//host' and '/\host' are treated by browsers
 * as other origins, and returning to the sign-in page itself would loop.
 */
export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw || raw[0] !== '/' || raw[1] === '/' || raw[1] === '\\') return HOME_PATH;
  // Control characters and backslashes have no place in a path we produced; refuse rather than normalise.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return HOME_PATH;
  const path = raw.split(/[?#]/)[0].replace(/\/+$/, '').toLowerCase();
  if (path === SIGN_IN_PATH) return HOME_PATH;
  return raw;
}

export function signInUrl(returnTo?: string): string {
  return returnTo ? `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(returnTo)}` : SIGN_IN_PATH;
}

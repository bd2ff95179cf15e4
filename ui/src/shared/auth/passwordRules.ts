/** The server's minimum (server/src/auth/password.rs), counted in characters as the server does. */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordProblem = 'mismatch' | null;

/**
 * The new password must equal its confirmation, otherwise the confirmation is marked invalid and
 * nothing is sent. The change-password modal leaves length and the like to the server, whose message it shows.
 */
export function passwordChangeProblem(newPassword: string, confirmation: string): PasswordProblem {
  return newPassword === confirmation ? null : 'mismatch';
}

/** Shorter than the server accepts (code points, like Rust's chars().count()). */
export function passwordTooShort(password: string): boolean {
  return Array.from(password).length < MIN_PASSWORD_LENGTH;
}

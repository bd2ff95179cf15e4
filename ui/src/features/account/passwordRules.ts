/** The server's minimum (server/src/auth/password.rs); shown as a hint, the server still decides. */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordProblem = 'mismatch' | null;

/**
 * SPEC §5: the new password must equal its confirmation, otherwise the confirmation is marked invalid and
 * nothing is sent. Length and the like are left to the server, whose message the modal shows.
 */
export function passwordChangeProblem(newPassword: string, confirmation: string): PasswordProblem {
  return newPassword === confirmation ? null : 'mismatch';
}

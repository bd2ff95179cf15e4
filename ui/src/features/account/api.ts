import { ApiError, apiFetch } from '../../shared/api/client';

export type PasswordChangeResult = { ok: true } | { ok: false; message: string | null };

/**
 * POST /api/profile/password with the change-request fields (docs/accounts.md). On a refusal the FIRST server
 * message is given back for the modal (docs/accounts.md); null when there was none, so the caller shows the generic
 * text in the reader's language. The modal is where it shows: no toast as well.
 */
export async function changePassword(newPassword: string, newPasswordConfirm: string): Promise<PasswordChangeResult> {
  try {
    await apiFetch('/api/profile/password', { method: 'POST', json: { newPassword, newPasswordConfirm }, callerShowsError: true });
    return { ok: true };
  } catch (e) {
    return { ok: false, message: e instanceof ApiError ? (e.serverMessages[0] ?? null) : null };
  }
}

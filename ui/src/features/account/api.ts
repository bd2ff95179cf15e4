import { ApiError, apiFetch } from '../../shared/api/client';
import { clearAuth } from '../../shared/auth';

export type PasswordChangeResult = { ok: true } | { ok: false; message: string | null };

/**
 * POST /api/profile/password with the change-request fields (docs/accounts.md). On a refusal the FIRST server
 * message is given back for the modal (docs/accounts.md); null when there was none, so the caller shows the generic
 * text in the reader's language. The modal is where it shows: no toast as well.
 */
export async function changePassword(currentPassword: string, newPassword: string, newPasswordConfirm: string): Promise<PasswordChangeResult> {
  try {
    await apiFetch('/api/profile/password', {
      method: 'POST',
      json: { currentPassword, newPassword, newPasswordConfirm },
      callerShowsError: true,
    });
    return { ok: true };
  } catch (e) {
    return { ok: false, message: e instanceof ApiError ? (e.serverMessages[0] ?? null) : null };
  }
}

/**
 * After a password change: this session ends too (a POST; visiting the sign-in page no longer signs
 * out), so the next sign-in proves the new password. A failure leaves only the local sign-out.
 */
export async function endThisSession(): Promise<void> {
  try {
    await apiFetch('/connect/revocation', { method: 'POST', redirectOn401: false });
  } catch {
    // Already ended or unreachable.
  }
  clearAuth();
}

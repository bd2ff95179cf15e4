import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../shared/api/client';
import type { Dto, Schema } from '../../shared/api/schemas';
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


export type NotificationChoices = Dto<'NotificationChoicesDto'>;
export type NotificationChoicesInput = Schema<'NotificationChoicesInput'>;

/** GET /api/profile/notifications: what the reader hears by mail (the profile's page loader primes it). */
export const notificationChoicesQuery = queryOptions({
  queryKey: ['profile', 'notifications'] as const,
  queryFn: () => apiFetch<NotificationChoices>('/api/profile/notifications'),
});

/** PUT /api/profile/notifications: the saved choices come back as the server keeps them. */
export function saveNotificationChoices(input: NotificationChoicesInput): Promise<NotificationChoices> {
  return apiFetch<NotificationChoices>('/api/profile/notifications', { method: 'PUT', json: input });
}

/** GET /api/password-reset: whether this server can mail a reset link (the page loader primes it). */
export const passwordResetQuery = queryOptions({
  queryKey: ['passwordReset'] as const,
  queryFn: () => apiFetch<Dto<'PasswordResetAvailability'>>('/api/password-reset', { redirectOn401: false }),
});

export type ResetResult = { ok: true } | { ok: false; message: string | null };

async function refusedMessage(call: () => Promise<unknown>): Promise<ResetResult> {
  try {
    await call();
    return { ok: true };
  } catch (e) {
    return { ok: false, message: e instanceof ApiError ? (e.serverMessages[0] ?? null) : null };
  }
}

/** POST /api/password-reset: the same answer whether an account has the address or not. */
export function requestPasswordReset(email: string): Promise<ResetResult> {
  return refusedMessage(() =>
    apiFetch('/api/password-reset', { method: 'POST', json: { email }, callerShowsError: true, redirectOn401: false }),
  );
}

/** POST /api/password-reset/confirm: sets the password with the link's token (once, within the hour). */
export function confirmPasswordReset(token: string, newPassword: string, newPasswordConfirm: string): Promise<ResetResult> {
  return refusedMessage(() =>
    apiFetch('/api/password-reset/confirm', {
      method: 'POST',
      json: { token, newPassword, newPasswordConfirm },
      callerShowsError: true,
      redirectOn401: false,
    }),
  );
}

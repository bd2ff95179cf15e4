import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../shared/i18n';
import { toast } from '../../shared/toast';
import { MIN_PASSWORD_LENGTH, passwordChangeProblem, SIGN_IN_PATH } from '../../shared/auth';
import { Alert, Button, Field, Spinner } from '../../shared/ui';
import { Modal } from '../../shared/ui/Modal';
import { useFocusFirstInvalid } from '../../shared/ui/focusFirstInvalid';
import { changePassword, endThisSession } from './api';

export interface ChangePasswordModalProps {
  onClose: () => void;
}

/**
 * The change-password modal of the header (docs/accounts.md; the shared Modal shell). Render it only while open: on the server and in a
 * closed state it costs nothing. It asks for the current password (the server refuses the change without
 * it); on success it ends this session, toasts and goes to sign-in.
 */
export function ChangePasswordModal({ onClose }: ChangePasswordModalProps) {
  const t = useT();
  const navigate = useNavigate();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const focusInvalid = useFocusFirstInvalid();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (passwordChangeProblem(newPassword, confirmation) === 'mismatch') {
      setMismatch(true);
      focusInvalid(event.currentTarget);
      return;
    }
    setPending(true);
    setServerError(null);
    const result = await changePassword(currentPassword, newPassword, confirmation);
    if (result.ok) {
      await endThisSession();
      toast.success(t('toast.passwordChanged'));
      onClose();
      // Client-side, so the toast host (outside the routes) keeps showing the toast on the sign-in page.
      navigate(SIGN_IN_PATH);
      return;
    }
    setServerError(result.message ?? t('toast.genericError'));
    setPending(false);
  }

  return (
    <Modal
      title={t('account.changePassword')}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="change-password-modal"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={pending} data-testid="change-password-submit">
            {pending ? <Spinner small className="me-2" /> : null}
            {t('account.changePasswordSubmit')}
          </Button>
        </>
      }
    >
      {serverError ? <Alert>{serverError}</Alert> : null}
      <Field
        id="change-password-current"
        name="currentPassword"
        type="password"
        label={t('account.currentPassword')}
        autoComplete="current-password"
        autoFocus
        required
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <Field
        id="change-password-new"
        name="newPassword"
        type="password"
        label={t('account.newPassword')}
        help={t('account.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        autoComplete="new-password"
        required
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <Field
        id="change-password-confirm"
        name="newPasswordConfirm"
        type="password"
        label={t('account.confirmPassword')}
        error={mismatch ? t('account.passwordMismatch') : null}
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(e) => {
          setConfirmation(e.target.value);
          setMismatch(false);
        }}
      />
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { SIGN_IN_PATH } from '../../shared/auth';
import { useT } from '../../shared/i18n';
import { toast } from '../../shared/toast';
import { Alert, Button, Field, Spinner } from '../../shared/ui';
import { changePassword } from './api';
import { MIN_PASSWORD_LENGTH, passwordChangeProblem } from './passwordRules';

export interface ChangePasswordModalProps {
  onClose: () => void;
}

/**
 * The change-password modal of SPEC §1/§2 (react-aria Modal/Dialog in Bootstrap modal markup). Render it
 * only while open: on the server and in a closed state it costs nothing. On success it toasts and goes to
 * sign-in, which ends the session.
 */
export function ChangePasswordModal({ onClose }: ChangePasswordModalProps) {
  return (
    <ModalOverlay isOpen onOpenChange={(open) => (open ? undefined : onClose())} isDismissable className="modal d-block plinth-modal-overlay">
      <Modal className="modal-dialog modal-dialog-centered">
        <Dialog className="modal-content" data-testid="change-password-modal">
          <ChangePasswordForm onClose={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function ChangePasswordForm({ onClose }: ChangePasswordModalProps) {
  const t = useT();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (passwordChangeProblem(newPassword, confirmation) === 'mismatch') {
      setMismatch(true);
      return;
    }
    setPending(true);
    setServerError(null);
    const result = await changePassword(newPassword, confirmation);
    if (result.ok) {
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
    <form onSubmit={onSubmit} noValidate>
      <div className="modal-header">
        <Heading slot="title" className="modal-title h5">
          {t('account.changePassword')}
        </Heading>
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
      </div>
      <div className="modal-body">
        {serverError ? <Alert>{serverError}</Alert> : null}
        <Field
          id="change-password-new"
          name="newPassword"
          type="password"
          label={t('account.newPassword')}
          help={t('account.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          autoFocus
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
      </div>
      <div className="modal-footer">
        <Button variant="outline-secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="change-password-submit">
          {pending ? <Spinner small className="me-2" /> : null}
          {t('account.changePasswordSubmit')}
        </Button>
      </div>
    </form>
  );
}

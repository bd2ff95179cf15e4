import { useState, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { Button } from './Button';
import { Modal } from './Modal';
import { Spinner } from './Spinner';

export interface ConfirmModalProps {
  title: ReactNode;
  /** What will happen, e.g. "Delete the user Ada Lovelace? This cannot be undone." */
  message: ReactNode;
  /** The confirm button's text (default: common.delete). */
  confirmLabel?: string;
  /**
   * Runs on confirm. The modal shows a spinner while it runs and closes when it resolves; when it throws
   * (the API client has toasted the error already) the modal stays open so the reader can cancel.
   */
  onConfirm: () => unknown;
  onClose: () => void;
  testId?: string;
}

/** A yes/no question before something that cannot be undone (deletes), on the one Modal shell. */
export function ConfirmModal({ title, message, confirmLabel, onConfirm, onClose, testId = 'confirm-modal' }: ConfirmModalProps) {
  const t = useT();
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (pending) return;
    setPending(true);
    try {
      await onConfirm();
    } catch {
      setPending(false);
      return;
    }
    onClose();
  }

  return (
    <Modal
      title={title}
      onClose={onClose}
      testId={testId}
      dismissable={!pending}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={pending} data-testid="confirm-cancel">
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={pending} data-testid="confirm-ok">
            {pending ? <Spinner small className="me-2" /> : null}
            {confirmLabel ?? t('common.delete')}
          </Button>
        </>
      }
    >
      <p className="mb-0">{message}</p>
    </Modal>
  );
}

import { useState } from 'react';
import { useT } from '../../shared/i18n';
import { Button } from '../../shared/ui';
import { ChangePasswordModal } from './ChangePasswordModal';

/** A button that opens the change-password modal, for pages (the header opens it from the user menu). */
export function ChangePasswordButton({ variant = 'primary' }: { variant?: 'primary' | 'outline-secondary' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} data-testid="change-password-button">
        {t('account.changePassword')}
      </Button>
      {open ? <ChangePasswordModal onClose={() => setOpen(false)} /> : null}
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useT } from '../../shared/i18n';
import { Button } from '../../shared/ui';

// Loaded when opened, as the header's user menu loads it: a module both imported and loaded with import() stays
// in its importers' chunk, which would tie the menu's lazy modal to the account pages' code. The pages that show
// this button load the account strings it uses.
const ChangePasswordModal = lazy(() => import('./ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })));

/** A button that opens the change-password modal, for pages (the header opens it from the user menu). */
export function ChangePasswordButton({ variant = 'primary' }: { variant?: 'primary' | 'outline-secondary' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} data-testid="change-password-button">
        {t('account.changePassword')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ChangePasswordModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

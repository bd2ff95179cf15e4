import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../features/auth/api';
import { initials, type Profile } from '../../shared/auth';
import { useT } from '../../shared/i18n';
import { DropdownMenu } from '../../shared/ui/DropdownMenu';
import { withItsPacks } from '../screens';

// Its own chunk (with the react-aria modal it is drawn in) and its strings, fetched when someone asks to change
// the password.
const ChangePasswordModal = lazy(
  withItsPacks('src/features/account/ChangePasswordModal', () =>
    import('../../features/account/ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })),
  ),
);

export function UserMenu({ profile }: { profile: Profile }) {
  const t = useT();
  // The modal is drawn only while open, so a closed one costs the server render nothing.
  const [changingPassword, setChangingPassword] = useState(false);
  const navigate = useNavigate();
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const onAction = (key: string) => {
    if (key === 'profile') navigate('/pages/profile');
    if (key === 'change-password') setChangingPassword(true);
    if (key === 'signout') void signOut();
  };
  return (
    <>
      <DropdownMenu
        testId="user-menu"
        buttonClassName="btn btn-outline-light rounded-circle user-initials"
        button={
          // The name starts with what the button shows (WCAG 2.5.3, axe label-content-name-mismatch): "CH Account menu of …".
          <>
            <span data-testid="user-initials">{initials(profile)}</span>
            <span className="visually-hidden"> {t('layout.accountMenu', { name })}</span>
          </>
        }
        items={[
          { id: 'profile', label: t('layout.profile'), testId: 'profile-link' },
          { id: 'change-password', label: t('layout.changePassword'), testId: 'change-password' },
          { id: 'signout', label: t('layout.signOut'), testId: 'sign-out' },
        ]}
        onAction={onAction}
      />
      {changingPassword ? (
        <Suspense fallback={null}>
          <ChangePasswordModal onClose={() => setChangingPassword(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { ChangePasswordModal } from '../../features/account';
import { signOut } from '../../features/auth';
import { initials, type Profile } from '../../shared/auth';
import { useT } from '../../shared/i18n';

export function UserMenu({ profile }: { profile: Profile }) {
  const t = useT();
  // The modal is drawn only while open, so a closed one costs the server render nothing.
  const [changingPassword, setChangingPassword] = useState(false);
  const navigate = useNavigate();
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const onAction = (key: Key) => {
    if (key === 'profile') navigate('/pages/profile');
    if (key === 'change-password') setChangingPassword(true);
    if (key === 'signout') void signOut();
  };
  return (
    <>
      <MenuTrigger>
        <Button className="btn btn-outline-light rounded-circle user-initials" aria-label={t('layout.accountMenu', { name })} data-testid="user-menu">
          <span data-testid="user-initials">{initials(profile)}</span>
        </Button>
        <Popover placement="bottom end" className="dropdown-menu show shadow">
          <Menu className="list-unstyled mb-0" onAction={onAction}>
            <MenuItem id="profile" className="dropdown-item" data-testid="profile-link">
              {t('account.profileTitle')}
            </MenuItem>
            <MenuItem id="change-password" className="dropdown-item" data-testid="change-password">
              {t('account.changePassword')}
            </MenuItem>
            <MenuItem id="signout" className="dropdown-item" data-testid="sign-out">
              {t('layout.signOut')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {changingPassword ? <ChangePasswordModal onClose={() => setChangingPassword(false)} /> : null}
    </>
  );
}

import { useT } from '../../shared/i18n';
import { Button, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { signOut } from '../../features/auth';
import { initials, type Profile } from '../../shared/auth';

export function UserMenu({ profile }: { profile: Profile }) {
  const t = useT();
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const onAction = (key: Key) => {
    if (key === 'signout') void signOut();
  };
  return (
    <MenuTrigger>
      <Button className="btn btn-outline-light rounded-circle user-initials" aria-label={t('layout.accountMenu', { name })}>
        <span data-testid="user-initials">{initials(profile)}</span>
      </Button>
      <Popover placement="bottom end" className="dropdown-menu show shadow">
        <Menu className="list-unstyled mb-0" onAction={onAction}>
          <MenuItem id="signout" className="dropdown-item">
            {t('layout.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

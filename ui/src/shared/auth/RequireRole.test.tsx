import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProfileProvider } from './ProfileContext';
import type { Profile } from './profile';
import { RequireRole } from './RequireRole';

const user = (roles: string[]): Profile => ({ id: 1, email: 'a@b.c', firstName: 'A', lastName: 'B', theme: '21', roles, businessRoles: [], companyId: null, companyName: null, companyDivisionId: null, divisionName: null });

function render(profile: Profile | null, roles: string[]) {
  return renderToString(
    <ProfileProvider profile={profile}>
      <RequireRole roles={roles}>
        <b>secret</b>
      </RequireRole>
    </ProfileProvider>,
  );
}

describe('RequireRole', () => {
  it('shows its children to a profile with one of the roles', () => {
    expect(render(user(['Plinth_Admin']), ['Plinth_Admin'])).toBe('<b>secret</b>');
    expect(render(user(['Customer', 'Clerk']), ['Plinth_Admin', 'Clerk'])).toBe('<b>secret</b>');
  });
  it('hides them from anyone else', () => {
    expect(render(user(['Customer']), ['Plinth_Admin'])).toBe('');
    expect(render(null, ['Plinth_Admin'])).toBe('');
  });
});

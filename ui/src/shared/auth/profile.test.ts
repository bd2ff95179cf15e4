import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE, hasAnyRole, initials, isAdmin, menuOrientation } from './profile';

describe('initials', () => {
  it('takes the first letter of first and last name', () => {
    expect(initials({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('AL');
  });
  it('upper-cases and trims', () => {
    expect(initials({ firstName: ' grace', lastName: 'hopper ' })).toBe('GH');
  });
  it('copes with missing parts', () => {
    expect(initials({ firstName: 'Ada', lastName: '' })).toBe('A');
    expect(initials(null)).toBe('');
    expect(initials(undefined)).toBe('');
  });
  it('keeps a letter outside the BMP whole', () => {
    expect(initials({ firstName: '𝒜da', lastName: 'Ł' })).toBe('𝒜Ł');
  });
});

describe('menuOrientation', () => {
  it('is vertical when a role contains the brand', () => {
    expect(menuOrientation([ADMIN_ROLE], 'Plinth')).toBe('vertical');
    expect(menuOrientation(['Customer', 'Plinth_Staff'], 'Plinth')).toBe('vertical');
  });
  it('is horizontal otherwise', () => {
    expect(menuOrientation(['Customer'], 'Plinth')).toBe('horizontal');
    expect(menuOrientation([], 'Plinth')).toBe('horizontal');
  });
  it('follows the configured brand, case-sensitively', () => {
    expect(menuOrientation(['Acme_Admin'], 'Acme')).toBe('vertical');
    expect(menuOrientation([ADMIN_ROLE], 'Acme')).toBe('horizontal');
    expect(menuOrientation(['plinth_admin'], 'Plinth')).toBe('horizontal');
  });
  it('never matches an empty brand', () => {
    expect(menuOrientation([ADMIN_ROLE], '')).toBe('horizontal');
  });
});

describe('roles', () => {
  it('hasAnyRole needs one listed role', () => {
    expect(hasAnyRole({ roles: ['A', 'B'] }, ['B', 'C'])).toBe(true);
    expect(hasAnyRole({ roles: ['A'] }, ['B'])).toBe(false);
    expect(hasAnyRole(null, ['A'])).toBe(false);
    expect(hasAnyRole({ roles: ['A'] }, [])).toBe(false);
  });
  it('isAdmin is the Plinth_Admin role exactly', () => {
    expect(isAdmin({ roles: [ADMIN_ROLE] })).toBe(true);
    expect(isAdmin({ roles: ['Plinth_Admin_Lite'] })).toBe(false);
  });
});

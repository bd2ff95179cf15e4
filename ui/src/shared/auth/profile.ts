import type { Dto } from '../api/schemas';

/** The signed-in user as GET /api/profile and payload.user carry it. */
export type Profile = Dto<'ProfileDto'>;

export const ADMIN_ROLE = 'Plinth_Admin';

export type MenuOrientation = 'vertical' | 'horizontal';

/** First letters of first and last name, upper-cased; '' when there is nothing to show. */
export function initials(profile: Pick<Profile, 'firstName' | 'lastName'> | null | undefined): string {
  if (!profile) return '';
  const first = firstLetter(profile.firstName);
  const last = firstLetter(profile.lastName);
  return (first + last).toUpperCase();
}

// Array.from splits by code point, so a name starting with an astral character keeps it whole.
function firstLetter(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed ? Array.from(trimmed)[0] : '';
}

export function hasAnyRole(profile: Pick<Profile, 'roles'> | null | undefined, roles: readonly string[]): boolean {
  if (!profile) return false;
  return profile.roles.some((role) => roles.includes(role));
}

export function isAdmin(profile: Pick<Profile, 'roles'> | null | undefined): boolean {
  return hasAnyRole(profile, [ADMIN_ROLE]);
}

/** A role containing the brand string switches the menu to vertical (docs/accounts.md). */
export function menuOrientation(roles: readonly string[], brand: string): MenuOrientation {
  if (!brand) return 'horizontal';
  return roles.some((role) => role.includes(brand)) ? 'vertical' : 'horizontal';
}

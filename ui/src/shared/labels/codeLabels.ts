import type { Translate } from '../i18n';

/*
 * The server speaks in codes (roles `Plinth_Admin`, business roles, group brands `fd`/`eagle`); people read
 * words in their language. A code the catalogue does not know yet (a role added on the server first) is shown
 * as it is rather than as an i18n key.
 */
function codeLabel(t: Translate, group: string, code: string): string {
  const key = `codes.${group}.${code}`;
  const text = t(key);
  return text === key ? code : text;
}

/** "Provider administrator" for `Plinth_Admin`. */
export const roleLabel = (t: Translate, role: string) => codeLabel(t, 'role', role);

/** "Collections manager" for `Collections Manager`. */
export const businessRoleLabel = (t: Translate, role: string) => codeLabel(t, 'businessRole', role);

/** The invoicing brand's name for its code (`fd`, `eagle`). */
export const groupBrandLabel = (t: Translate, brand: string) => codeLabel(t, 'groupBrand', brand);

/** Roles as one line of words, in the order given. */
export const rolesText = (t: Translate, roles: readonly string[]) => roles.map((r) => roleLabel(t, r)).join(', ');

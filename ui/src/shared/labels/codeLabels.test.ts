import { describe, expect, it } from 'vitest';
import { createI18n, registerLocaleBundle, translatorFor } from '../i18n';
import en from '../i18n/bundles/en';
import ja from '../i18n/bundles/ja';
import { businessRoleLabel, groupBrandLabel, roleLabel, rolesText } from './codeLabels';

registerLocaleBundle('en', en);
registerLocaleBundle('ja', ja);

describe('the words for the server codes', () => {
  const t = translatorFor(createI18n('en'));
  const tJa = translatorFor(createI18n('ja'));

  it('reads roles, business roles and group brands as words in the reader\'s language', () => {
    expect(roleLabel(t, 'Plinth_Admin')).toBe('Provider administrator');
    expect(rolesText(t, ['Plinth_Staff', 'Customer'])).toBe('Provider staff, Customer');
    expect(roleLabel(tJa, 'Plinth_Admin')).toBe('事業者管理者');
    expect(businessRoleLabel(t, 'Collections Manager')).toBe('Collections manager');
    expect(groupBrandLabel(t, 'eagle')).toBe('Eagle');
    expect(groupBrandLabel(t, 'fd')).toBe('FD');
  });

  it('shows a code it has no words for as it is, never as an i18n key', () => {
    expect(roleLabel(t, 'Plinth_Auditor')).toBe('Plinth_Auditor');
    expect(groupBrandLabel(tJa, 'zeta')).toBe('zeta');
  });
});

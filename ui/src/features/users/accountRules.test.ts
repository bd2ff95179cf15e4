import { describe, expect, it } from 'vitest';
import type { Company } from '../../shared/company/api';
import { checkAccount, draftFromAccount, emptyAccountDraft, withRole, type AccountDraft } from './accountRules';
import type { Account } from './api';

const hollis: Company = {
  id: 3,
  name: 'Hollis Gallery',
  currencies: ['GBP'],
  invoice: { addressee: null },
  groupBrand: 'fd',
  divisions: [
    { id: 7, name: 'London', companyId: 3, invoice: { addressee: null } },
    { id: 8, name: 'Paris', companyId: 3, invoice: { addressee: null } },
  ],
  userCount: 2,
  createdAt: '2026-01-01T00:00:00Z',
};
const marlow: Company = { ...hollis, id: 4, name: 'Marlow', divisions: [{ id: 9, name: 'New York', companyId: 4, invoice: { addressee: null } }] };

function draft(over: Partial<AccountDraft> = {}): AccountDraft {
  return {
    ...emptyAccountDraft(),
    email: '  Clara@Hollis.Demo ',
    firstName: ' Clara ',
    lastName: 'Hollis',
    companyId: '3',
    companyDivisionId: '7',
    roles: ['Customer'],
    businessRoles: ['Registrar'],
    password: 'long enough',
    ...over,
  };
}

describe('checkAccount on add', () => {
  it('builds the POST body: trimmed, lower-cased email, ids as numbers, the password, no id', () => {
    expect(checkAccount(draft(), null, [hollis, marlow])).toEqual({
      ok: true,
      input: {
        email: 'clara@hollis.demo',
        firstName: 'Clara',
        lastName: 'Hollis',
        companyId: 3,
        companyDivisionId: 7,
        roles: ['Customer'],
        businessRoles: ['Registrar'],
        disabled: false,
        newPassword: 'long enough',
      },
    });
  });

  it('needs email, names and a password of at least 8 characters', () => {
    expect(checkAccount(draft({ email: ' ', firstName: '', lastName: '  ', password: '' }), null)).toEqual({
      ok: false,
      errors: { email: 'required', firstName: 'required', lastName: 'required', password: 'required' },
    });
    expect(checkAccount(draft({ email: 'no-at-sign', password: 'short' }), null)).toEqual({ ok: false, errors: { email: 'email', password: 'tooShort' } });
  });

  it('lets provider staff have no company and no division', () => {
    const result = checkAccount(draft({ companyId: '', companyDivisionId: '7', roles: ['Plinth_Staff'] }), null);
    expect(result.ok && [result.input.companyId, result.input.companyDivisionId]).toEqual([null, null]);
  });

  it('refuses a division of another company', () => {
    expect(checkAccount(draft({ companyDivisionId: '9' }), null, [hollis, marlow])).toEqual({ ok: false, errors: { companyDivisionId: 'divisionOfCompany' } });
    // A company with no division chosen is fine.
    expect(checkAccount(draft({ companyDivisionId: '' }), null, [hollis]).ok).toBe(true);
  });
});

describe('checkAccount on edit', () => {
  const account: Account = {
    id: 12,
    email: 'clara@hollis.demo',
    firstName: 'Clara',
    lastName: 'Hollis',
    companyId: 3,
    companyName: 'Hollis Gallery',
    companyDivisionId: 8,
    divisionName: 'Paris',
    roles: ['Customer'],
    businessRoles: [],
    disabled: false,
    createdAt: '2026-01-01T00:00:00Z',
  };

  it('round-trips an account without touching the password', () => {
    expect(checkAccount(draftFromAccount(account), 12, [hollis])).toEqual({
      ok: true,
      input: { id: 12, email: 'clara@hollis.demo', firstName: 'Clara', lastName: 'Hollis', companyId: 3, companyDivisionId: 8, roles: ['Customer'], businessRoles: [], disabled: false },
    });
  });

  it('sends a new password only when it equals its confirmation, else marks the confirmation', () => {
    const base = draftFromAccount(account);
    expect(checkAccount({ ...base, password: 'a new secret', confirmPassword: 'a new secreT' }, 12)).toEqual({ ok: false, errors: { confirmPassword: 'mismatch' } });
    expect(checkAccount({ ...base, password: '', confirmPassword: 'stray' }, 12)).toEqual({ ok: false, errors: { password: 'tooShort', confirmPassword: 'mismatch' } });
    expect(checkAccount({ ...base, password: 'short', confirmPassword: 'short' }, 12)).toEqual({ ok: false, errors: { password: 'tooShort' } });
    const ok = checkAccount({ ...base, password: 'a new secret', confirmPassword: 'a new secret' }, 12);
    expect(ok.ok && ok.input.newPassword).toBe('a new secret');
  });
});

describe('withRole', () => {
  const offered = ['Plinth_Admin', 'Plinth_Staff', 'Customer'];
  it('switches one role on or off in the order offered', () => {
    expect(withRole(['Customer'], offered, 'Plinth_Admin', true)).toEqual(['Plinth_Admin', 'Customer']);
    expect(withRole(['Plinth_Admin', 'Customer'], offered, 'Plinth_Admin', false)).toEqual(['Customer']);
    expect(withRole(['Customer'], offered, 'Customer', true)).toEqual(['Customer']);
  });

  it('keeps a role that is no longer offered, after the offered ones', () => {
    expect(withRole(['Legacy', 'Customer'], offered, 'Plinth_Staff', true)).toEqual(['Plinth_Staff', 'Customer', 'Legacy']);
  });
});

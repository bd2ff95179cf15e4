import { describe, expect, it } from 'vitest';
import type { Company, Division } from '../../shared/company/api';
import { checkCompany, checkDivision, divisionChanged, draftFromCompany, draftFromDivision, emptyCompanyDraft, normalizeAddressee, withDivision, withoutDivision } from './companyRules';

const london: Division = { id: 7, name: 'London', companyId: 3, invoice: { addressee: 'Hollis Gallery\n1 Bond Street\nLondon' } };
const paris: Division = { id: 8, name: 'Paris', companyId: 3, invoice: { addressee: null } };
const hollis: Company = {
  id: 3,
  name: 'Hollis Gallery',
  currencies: ['GBP', 'EUR'],
  invoice: { addressee: 'Accounts\nHollis Gallery' },
  groupBrand: 'eagle',
  divisions: [london, paris],
  userCount: 2,
  createdAt: '2026-01-01T00:00:00Z',
};

describe('divisionChanged (a division save is sent only when a field changed)', () => {
  it('is false for the division as loaded', () => {
    expect(divisionChanged(london, draftFromDivision(london))).toBe(false);
    expect(divisionChanged(paris, draftFromDivision(paris))).toBe(false);
  });

  it('is true when the name or the addressee changed', () => {
    expect(divisionChanged(london, { ...draftFromDivision(london), name: 'London West' })).toBe(true);
    expect(divisionChanged(london, { ...draftFromDivision(london), addressee: 'Hollis Gallery\n2 Bond Street\nLondon' })).toBe(true);
    expect(divisionChanged(paris, { name: 'Paris', addressee: 'Hollis Paris' })).toBe(true);
    expect(divisionChanged(london, { ...draftFromDivision(london), addressee: '' })).toBe(true);
  });

  it('ignores whitespace the server would not keep', () => {
    expect(divisionChanged(london, { name: '  London ', addressee: 'Hollis Gallery  \r\n1 Bond Street\nLondon\n\n' })).toBe(false);
    expect(divisionChanged(paris, { name: 'Paris', addressee: '  \n ' })).toBe(false);
  });

  it('is always true for a division not yet saved', () => {
    expect(divisionChanged(null, { name: '', addressee: '' })).toBe(true);
  });
});

describe('checkDivision', () => {
  it('builds a POST body without id and a PUT body with it', () => {
    expect(checkDivision(3, null, { name: ' Berlin ', addressee: 'Hollis Berlin\n' })).toEqual({ ok: true, input: { companyId: 3, name: 'Berlin', invoice: { addressee: 'Hollis Berlin' } } });
    expect(checkDivision(3, paris, { name: 'Paris', addressee: '' })).toEqual({ ok: true, input: { id: 8, companyId: 3, name: 'Paris', invoice: { addressee: null } } });
  });

  it('needs a name', () => {
    expect(checkDivision(3, paris, { name: '   ', addressee: '' })).toEqual({ ok: false, errors: { name: 'required' } });
  });
});

describe('checkCompany', () => {
  it('round-trips a company, currencies in the offered order and no repeats', () => {
    const draft = { ...draftFromCompany(hollis), currencies: ['EUR', 'GBP', 'EUR', 'XXX'] };
    expect(checkCompany(draft, 3)).toEqual({
      ok: true,
      input: { id: 3, name: 'Hollis Gallery', currencies: ['GBP', 'EUR'], invoice: { addressee: 'Accounts\nHollis Gallery' }, groupBrand: 'eagle' },
    });
  });

  it('starts a new company with brand fd and no currencies, and needs a name', () => {
    expect(emptyCompanyDraft()).toEqual({ name: '', currencies: [], groupBrand: 'fd', addressee: '' });
    expect(checkCompany(emptyCompanyDraft(), null)).toEqual({ ok: false, errors: { name: 'required' } });
    expect(checkCompany({ ...emptyCompanyDraft(), name: ' Nova ' }, null)).toEqual({ ok: true, input: { name: 'Nova', currencies: [], invoice: { addressee: null }, groupBrand: 'fd' } });
  });
});

describe('normalizeAddressee', () => {
  it('keeps inner lines, drops trailing spaces and empty edges', () => {
    expect(normalizeAddressee(' Accounts \r\n\r\nHollis ')).toBe('Accounts\n\nHollis');
    expect(normalizeAddressee(null)).toBeNull();
    expect(normalizeAddressee('\n\n')).toBeNull();
  });
});

describe('withDivision / withoutDivision', () => {
  it('replaces a known division, appends a new one, removes one', () => {
    const renamed = { ...london, name: 'London West' };
    expect(withDivision(hollis, renamed).divisions).toEqual([renamed, paris]);
    const berlin = { ...paris, id: 9, name: 'Berlin' };
    expect(withDivision(hollis, berlin).divisions).toEqual([london, paris, berlin]);
    expect(withoutDivision(hollis, 7).divisions).toEqual([paris]);
  });
});

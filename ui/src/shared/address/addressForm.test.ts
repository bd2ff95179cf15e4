import { describe, expect, it } from 'vitest';
import { checkAddress, emptyAddressDraft } from './addressForm';
import { addressLine } from './format';

describe('checkAddress', () => {
  it('needs line 1, city and country', () => {
    expect(checkAddress(7, emptyAddressDraft())).toEqual({ ok: false, missing: ['line1', 'city', 'country'] });
    expect(checkAddress(7, { ...emptyAddressDraft(), line1: ' 1 Bond St ', city: '  ' })).toEqual({ ok: false, missing: ['city', 'country'] });
  });

  it('trims, and sends empty optional fields as null', () => {
    expect(checkAddress(7, { ...emptyAddressDraft(), line1: ' 1 Bond Street ', city: 'London', country: 'United Kingdom', postCode: ' W1S 1AA ' })).toEqual({
      ok: true,
      input: { companyDivisionId: 7, name: null, line1: '1 Bond Street', line2: null, city: 'London', county: null, postCode: 'W1S 1AA', country: 'United Kingdom' },
    });
  });
});

describe('addressLine', () => {
  it('joins the parts that are there', () => {
    expect(addressLine({ name: 'Hollis Gallery', line1: '1 Bond Street', line2: null, city: 'London', county: ' ', postCode: 'W1S 1AA', country: 'United Kingdom' })).toBe(
      'Hollis Gallery, 1 Bond Street, London, W1S 1AA, United Kingdom',
    );
  });
});

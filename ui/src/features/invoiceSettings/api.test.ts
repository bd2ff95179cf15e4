import { describe, expect, it } from 'vitest';
import { formOf, inputOf, journalPath, missingKey, monthOf, type SellerSettings } from './api';

describe('seller settings form', () => {
  const saved: SellerSettings = {
    groupBrand: 'fd', legalName: 'FD Ltd', street: '1 Dock Road', postcode: 'E16', city: 'London', country: 'GB',
    vatNumber: 'GB980780684', registrationNumber: '1', iban: '', bic: '', accountText: 'Sort code 12-34-56',
    paymentTermsDays: 30, footer: '', missing: [],
  };

  it('keeps every field as text and reads the terms back as days', () => {
    const form = formOf(saved);
    expect(form.paymentTermsDays).toBe('30');
    expect(inputOf(form).paymentTermsDays).toBe(30);
    expect(inputOf({ ...form, paymentTermsDays: ' ' }).paymentTermsDays).toBeNull();
    expect(formOf({ ...saved, paymentTermsDays: null }).paymentTermsDays).toBe('');
  });

  it('defaults the export to the month of today', () => {
    expect(monthOf('2026-11-26T20:00:00Z')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(journalPath('csv', '2026-11-01', '2026-11-30')).toBe('/api/admin/accounting/journal.csv?from=2026-11-01&to=2026-11-30');
  });

  it('names what is missing in the language of the reader', () => {
    expect(missingKey('VAT number')).toBe('einvoice.missing.vatNumber');
    expect(missingKey('bank account (IBAN and BIC, or account text)')).toBe('einvoice.missing.bankAccount');
    expect(missingKey('something new')).toBeNull();
  });
});

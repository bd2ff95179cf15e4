import { describe, expect, it } from 'vitest';
import { checkLegal, draftFromLegal, emptyLegalDraft, refusedFields } from './legalRules';

describe("the buyer's legal data form", () => {
  const filled = { ...emptyLegalDraft(), legalName: ' Hollis Gallery Ltd ', street: '1 Bond Street\r\nMayfair\n', city: 'London', country: ' gb ', vatNumber: ' GB 980 7806 84 ' };

  it('reads the saved data as text, and a partial answer as empty fields', () => {
    expect(draftFromLegal({ legalName: 'Marlow SAS', country: 'FR' })).toEqual({ ...emptyLegalDraft(), legalName: 'Marlow SAS', country: 'FR' });
    expect(draftFromLegal(undefined)).toEqual(emptyLegalDraft());
  });

  it('needs a legal name, a city and a two-letter country; the rest may stay empty', () => {
    expect(checkLegal(emptyLegalDraft())).toEqual({ ok: false, errors: { legalName: 'required', city: 'required', country: 'required' } });
    expect(checkLegal({ ...filled, country: 'GBR' })).toEqual({ ok: false, errors: { country: 'countryCode' } });
    expect(checkLegal({ ...filled, vatNumber: '', postcode: '', street: '' }).ok).toBe(true);
  });

  it('sends the text trimmed, the address lines with plain line ends and the country in capitals', () => {
    expect(checkLegal(filled)).toEqual({
      ok: true,
      input: { legalName: 'Hollis Gallery Ltd', street: '1 Bond Street\nMayfair', postcode: '', city: 'London', country: 'GB', vatNumber: 'GB 980 7806 84' },
    });
  });

  it("marks the fields the server's refusal names, in the form's order, and no field the form lacks", () => {
    expect(refusedFields(['vatNumber'])).toEqual(['vatNumber']);
    expect(refusedFields(['vatNumber', 'country'])).toEqual(['country', 'vatNumber']);
    expect(refusedFields(['city', 'legalName', 'street'])).toEqual(['legalName', 'street', 'city']);
    expect(refusedFields(['somethingElse'])).toEqual([]);
    expect(refusedFields([])).toEqual([]);
  });
});

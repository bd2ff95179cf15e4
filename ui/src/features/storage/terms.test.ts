import { describe, expect, it } from 'vitest';
import { EMPTY_BAG, type BagAsset } from './bag';
import { canPreview, currenciesOf, initialTerms, invoiceInput, termsFor, termsProblems, type Terms } from './terms';

const marlow = { id: 2, name: 'Marlow Fine Art', currencies: ['EUR', 'GBP'], groupBrand: 'eagle' };
const bag: BagAsset[] = [{ id: 7, title: 'Vase', ref: 'MF-1', companyId: 2, companyName: 'Marlow Fine Art', companyDivisionId: 20, companyDivision: 'Paris' }];
const terms = (changes: Partial<Terms>): Terms => ({ ...initialTerms(marlow), ...changes });

describe('the storage invoice builder', () => {
  it("offers the company's currencies, else every one, and starts with its first", () => {
    expect(currenciesOf(marlow)).toEqual(['EUR', 'GBP']);
    expect(currenciesOf({ id: 1, name: 'Hollis', currencies: [], groupBrand: 'fd' })).toEqual(['USD', 'GBP', 'EUR', 'CHF', 'AED', 'JPY']);
    expect(initialTerms(marlow)).toEqual({ currency: 'EUR', rateBasis: 'item', rate: '', minimumCharge: '', cost: '', vatCategory: 'zero', tax: '', vatExemptReason: '' });
    expect(termsFor(terms({ currency: 'GBP', rate: '2' }), marlow)).toEqual(terms({ currency: 'EUR', rate: '2' }));
    expect(termsFor(terms({ currency: 'JPY' }), undefined).currency).toBe('USD');
  });

  it('needs a rate above 0; the minimum charge and cost may be empty but must read as amounts', () => {
    expect(termsProblems(terms({}), 'en')).toEqual(['rate']);
    expect(termsProblems(terms({ rate: '0' }), 'en')).toEqual(['rate']);
    expect(termsProblems(terms({ rate: '1.50' }), 'en')).toEqual([]);
    expect(termsProblems(terms({ rate: '1.505' }), 'en')).toEqual(['rate']);
    expect(termsProblems(terms({ rate: '2', minimumCharge: 'ten', cost: '-1' }), 'en')).toEqual(['minimumCharge', 'cost']);
    expect(termsProblems(terms({ currency: 'JPY', rate: '1.5' }), 'en')).toEqual(['rate']);
  });

  it('needs a percentage for the standard rate and a reason for an exemption', () => {
    expect(termsProblems(terms({ rate: '1', vatCategory: 'standard' }), 'en')).toEqual(['tax']);
    expect(termsProblems(terms({ rate: '1', vatCategory: 'standard', tax: '101' }), 'en')).toEqual(['tax']);
    expect(termsProblems(terms({ rate: '1', vatCategory: 'standard', tax: '20' }), 'en')).toEqual([]);
    expect(termsProblems(terms({ rate: '1', vatCategory: 'exempt', vatExemptReason: ' ' }), 'en')).toEqual(['vatExemptReason']);
    expect(termsProblems(terms({ rate: '1', vatCategory: 'exempt', vatExemptReason: 'Art. 135 (1) (b)' }), 'en')).toEqual([]);
    // What the other categories do not use is not checked, nor sent.
    expect(termsProblems(terms({ rate: '1', vatCategory: 'outside', tax: 'x' }), 'en')).toEqual([]);
  });

  it('sends the VAT category with what it needs: the rate for standard, the reason for exempt', () => {
    expect(invoiceInput(bag, terms({ rate: '2', vatCategory: 'standard', tax: '7,5', vatExemptReason: 'old' }), 'es')).toMatchObject({ vatCategory: 'standard', tax: '7.5' });
    expect(invoiceInput(bag, terms({ rate: '2', vatCategory: 'standard', tax: '20', vatExemptReason: 'old' }), 'en')).not.toHaveProperty('vatExemptReason');
    const exempt = invoiceInput(bag, terms({ rate: '2', vatCategory: 'exempt', tax: '20', vatExemptReason: ' Financial service ' }), 'en');
    expect(exempt).toMatchObject({ vatCategory: 'exempt', vatExemptReason: 'Financial service' });
    expect(exempt).not.toHaveProperty('tax');
  });

  it('previews only a bag with assets, in one of the company currencies', () => {
    expect(canPreview(EMPTY_BAG, terms({ rate: '1' }), marlow, 'en')).toBe(false);
    expect(canPreview(bag, terms({ rate: '1' }), marlow, 'en')).toBe(true);
    expect(canPreview(bag, terms({ rate: '1', currency: 'USD' }), marlow, 'en')).toBe(false);
  });

  it("sends the terms as the API's decimal text, read in the reader's language", () => {
    expect(invoiceInput(bag, terms({ rate: '1,5', minimumCharge: '10', rateBasis: 'volume' }), 'es')).toEqual({
      assetIds: [7],
      currency: 'EUR',
      rateBasis: 'volume',
      rate: '1.50',
      minimumCharge: '10.00',
      cost: '',
      vatCategory: 'zero',
    });
    expect(invoiceInput(bag, terms({ rate: '2' }), 'en', '6.00').total).toBe('6.00');
  });
});

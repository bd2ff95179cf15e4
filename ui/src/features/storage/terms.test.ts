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
    expect(initialTerms(marlow)).toEqual({ currency: 'EUR', rateBasis: 'item', rate: '', minimumCharge: '', cost: '' });
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
    });
    expect(invoiceInput(bag, terms({ rate: '2' }), 'en', '6.00').total).toBe('6.00');
  });
});

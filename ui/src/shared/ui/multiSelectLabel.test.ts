import { describe, expect, it } from 'vitest';
import { inOptionOrder, multiSelectLabel, multiSelectText, nextSelection } from './multiSelectLabel';

describe('multiSelectLabel (the button shows at most 3 items)', () => {
  it('shows up to three items as they are', () => {
    expect(multiSelectText([])).toBe('');
    expect(multiSelectText(['USD'])).toBe('USD');
    expect(multiSelectText(['USD', 'GBP', 'EUR'])).toBe('USD, GBP, EUR');
    expect(multiSelectLabel(['USD', 'GBP', 'EUR'])).toEqual({ shown: ['USD', 'GBP', 'EUR'], more: 0 });
  });

  it('shows the first three and counts the rest', () => {
    expect(multiSelectLabel(['USD', 'GBP', 'EUR', 'CHF'])).toEqual({ shown: ['USD', 'GBP', 'EUR'], more: 1 });
    expect(multiSelectText(['USD', 'GBP', 'EUR', 'CHF', 'AED', 'JPY'])).toBe('USD, GBP, EUR +3');
  });

  it('takes another maximum, never a negative one', () => {
    expect(multiSelectText(['a', 'b', 'c'], 1)).toBe('a +2');
    expect(multiSelectLabel(['a', 'b'], -1)).toEqual({ shown: [], more: 2 });
  });
});

describe('inOptionOrder', () => {
  it('orders the selection as the options are and drops what is not offered', () => {
    expect(inOptionOrder(['USD', 'GBP', 'EUR', 'CHF'], ['CHF', 'USD', 'XXX'])).toEqual(['USD', 'CHF']);
    expect(inOptionOrder(['USD'], new Set())).toEqual([]);
  });
});

describe('nextSelection', () => {
  it('orders the chosen options and keeps previous values that are not offered', () => {
    expect(nextSelection(['Registrar', 'Curator'], ['Curator', 'Registrar'], ['Retired', 'Curator'])).toEqual(['Registrar', 'Curator', 'Retired']);
  });
  it('drops an offered value the click unchose', () => {
    expect(nextSelection(['Registrar', 'Curator'], [], ['Curator'])).toEqual([]);
  });
});

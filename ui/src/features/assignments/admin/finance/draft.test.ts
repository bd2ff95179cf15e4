import { describe, expect, it } from 'vitest';
import type { WorkingInvoice } from './api';
import { addLine, draftFigures, draftOf, inputOf, moveLines, neededRates, orderOf, previewLines, removeLine, updateLine, type Draft } from './draft';

const stored: WorkingInvoice = {
  id: 7,
  assignmentId: 3,
  assignmentRef: 'A-000003',
  companyId: 1,
  companyName: 'Hollis Gallery',
  companyDivisionId: 2,
  currency: 'GBP',
  currencies: ['GBP', 'EUR'],
  addressee: 'Hollis Gallery\nLondon',
  groupBrand: 'fd',
  tax: '20',
  poNumber: 'PO-1',
  invoiceNumber: null,
  rates: [{ currency: 'EUR', rate: '0.85' }],
  items: [
    { id: 11, order: 0, description: 'Collection', currencyIn: 'GBP', cost: '400.00', charge: '600.00', taxable: true, vatCategory: 'standard', vatExemptReason: null, ignore: false, invoicedAs: null },
    { id: 12, order: 1, description: 'Crate', currencyIn: 'GBP', cost: '100.00', charge: '150.50', taxable: false, vatCategory: 'zero', vatExemptReason: null, ignore: false, invoicedAs: null },
    { id: 13, order: 2, description: 'Old quote', currencyIn: 'GBP', cost: '999.99', charge: '999.99', taxable: true, vatCategory: 'standard', vatExemptReason: null, ignore: true, invoicedAs: 'F1' },
  ],
  figures: null,
  missingRates: [],
  generated: [],
};

const keys = (d: Draft) => d.lines.map((l) => l.key);

describe('the finance panel draft', () => {
  it('renumbers the order from zero after a move', () => {
    const draft = draftOf(stored, 'en');
    const moved = moveLines(draft, ['s13'], 's11', 'before');
    expect(keys(moved)).toEqual(['s13', 's11', 's12']);
    expect(orderOf(moved)).toEqual([
      { key: 's13', order: 0 },
      { key: 's11', order: 1 },
      { key: 's12', order: 2 },
    ]);
    expect(inputOf(moved, 'en').items.map((i) => [i.id, i.order])).toEqual([
      [13, 0],
      [11, 1],
      [12, 2],
    ]);
    expect(keys(moveLines(draft, ['s11', 's12'], 's13', 'after'))).toEqual(['s13', 's11', 's12']);
    expect(moveLines(draft, ['s11'], 's11', 'after')).toBe(draft);
  });

  it('tracks removed stored lines as deleted, once, and drops new ones', () => {
    let draft = draftOf(stored, 'en');
    const added = addLine(draft);
    draft = removeLine(added.draft, added.key);
    expect(draft.deleted).toEqual([]);
    draft = removeLine(removeLine(draft, 's12'), 's12');
    expect(draft.deleted).toEqual([12]);
    expect(keys(draft)).toEqual(['s11', 's13']);
    expect(inputOf(draft, 'en').deletedLineItems).toEqual([12]);
  });

  it('previews the lines not ignored, in order', () => {
    const draft = moveLines(draftOf(stored, 'en'), ['s12'], 's11', 'before');
    expect(previewLines(draft.lines).map((l) => l.description)).toEqual(['Crate', 'Collection']);
  });

  it('computes the figures of the lines not ignored in minor units', () => {
    const result = draftFigures(draftOf(stored, 'en'), 'en');
    expect(result).toEqual({ ok: true, figures: { net: 75050, tax: 12000, gross: 87050, cost: 50000, margin: 50 } });
  });

  it('names the currency that lacks a rate, and converts once it has one', () => {
    const added = addLine(draftOf(stored, 'en'));
    let draft = updateLine(added.draft, added.key, { description: 'Customs', currencyIn: 'USD', cost: '10', charge: '20' });
    expect(neededRates(draft)).toEqual(['USD']);
    expect(draftFigures(draft, 'en')).toEqual({ ok: false, missingRates: ['USD'] });
    draft = { ...draft, rates: { ...draft.rates, USD: '0.8' } };
    const result = draftFigures(draft, 'en');
    expect(result.ok && result.figures.net).toBe(75050 + 1600);
  });

  it('reads amounts typed in the reader\'s language and sends the API\'s decimal text', () => {
    const added = addLine(draftOf(stored, 'es'));
    const draft = updateLine(added.draft, added.key, { description: 'Seguro', cost: '1.234,5', charge: '2.000,00' });
    const input = inputOf(draft, 'es');
    expect(input.items[3]).toMatchObject({ order: 3, cost: '1234.50', charge: '2000.00', currencyIn: 'GBP', taxable: true, ignore: false });
    expect(input.items[3]).not.toHaveProperty('id');
    expect(input.tax).toBe('20');
    expect(input.rates).toEqual([]);
  });

  it('keeps rates only for currencies a line is in', () => {
    const added = addLine(draftOf(stored, 'en'));
    const draft = updateLine(added.draft, added.key, { description: 'Transport', currencyIn: 'EUR', cost: '1', charge: '2' });
    expect(inputOf(draft, 'en').rates).toEqual([{ currency: 'EUR', rate: '0.85' }]);
    expect(inputOf(draftOf(stored, 'en'), 'en').rates).toEqual([]);
  });

  it('waits for amounts that do not read before showing figures', () => {
    const draft = updateLine(draftOf(stored, 'en'), 's11', { charge: 'abc' });
    expect(draftFigures(draft, 'en')).toEqual({ ok: false, unreadable: true, missingRates: [] });
    const ignored = updateLine(draft, 's11', { ignore: true });
    expect(draftFigures(ignored, 'en').ok).toBe(true);
  });
});

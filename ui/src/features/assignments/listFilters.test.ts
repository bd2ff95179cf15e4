import { describe, expect, it } from 'vitest';
import { divisions, row, rows } from './assignments.sample';
import { companiesOf, divisionOptions, filterRows, readFilters, withFilters } from './listFilters';

describe('the list filters in the URL', () => {
  it('reads ids and ignores anything else', () => {
    expect(readFilters('?company=3&division=8&page=2')).toEqual({ companyId: 3, divisionId: 8 });
    expect(readFilters('?company=x&division=-1')).toEqual({ companyId: null, divisionId: null });
    expect(readFilters('')).toEqual({ companyId: null, divisionId: null });
  });

  it('writes a change back to page 1, keeping the list’s own parameters', () => {
    expect(withFilters('?q=hg&sort=age&dir=desc&page=3', { companyId: null, divisionId: 8 })).toBe('?q=hg&sort=age&dir=desc&page=1&division=8');
    expect(withFilters('?division=8&page=2', { companyId: 3, divisionId: null })).toBe('?page=1&company=3');
  });
});

describe('filterRows', () => {
  it('keeps the rows of the company and division chosen', () => {
    expect(filterRows(rows, { companyId: null, divisionId: null })).toBe(rows);
    expect(filterRows(rows, { companyId: 3, divisionId: null }).map((r) => r.id)).toEqual([12, 9, 6, 3]);
    expect(filterRows(rows, { companyId: null, divisionId: 8 }).map((r) => r.id)).toEqual([11, 8, 5, 2]);
    expect(filterRows(rows, { companyId: 3, divisionId: 8 })).toEqual([]);
  });
});

describe('companiesOf and divisionOptions', () => {
  it('lists each owner company once, by name', () => {
    expect(companiesOf([row(3), row(2), row(6)])).toEqual([{ id: 2, name: 'Hollis Gallery' }, { id: 3, name: 'Marlow Collection' }]);
  });

  it('names the company while the divisions span several, and only the chosen company’s otherwise', () => {
    const companies = companiesOf(rows);
    expect(divisionOptions(divisions, companies, null).map((d) => d.label)).toEqual(['Hollis Gallery · London', 'Hollis Gallery · Paris', 'Marlow Collection · London']);
    expect(divisionOptions(divisions, companies, 2)).toEqual([{ id: 7, label: 'London' }, { id: 8, label: 'Paris' }]);
    expect(divisionOptions(divisions.slice(0, 2), [], null).map((d) => d.label)).toEqual(['London', 'Paris']);
  });
});

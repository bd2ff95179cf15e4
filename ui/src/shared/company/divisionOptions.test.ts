import { describe, expect, it } from 'vitest';
import { divisionOptions } from './divisionOptions';

describe('divisionOptions', () => {
  const divisions = [
    { id: 7, name: 'London', companyId: 2 },
    { id: 8, name: 'Paris', companyId: 2 },
    { id: 9, name: 'London', companyId: 3 },
  ];
  const companies = [{ id: 2, name: 'Hollis Gallery' }, { id: 3, name: 'Marlow Collection' }];

  it('names the company while the divisions span several, and only the chosen company’s otherwise', () => {
    expect(divisionOptions(divisions, companies, null).map((d) => d.label)).toEqual(['Hollis Gallery · London', 'Hollis Gallery · Paris', 'Marlow Collection · London']);
    expect(divisionOptions(divisions, companies, 2)).toEqual([{ id: 7, label: 'London' }, { id: 8, label: 'Paris' }]);
    expect(divisionOptions(divisions.slice(0, 2), [], null).map((d) => d.label)).toEqual(['London', 'Paris']);
  });
});

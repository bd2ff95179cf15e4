import { describe, expect, it } from 'vitest';
import { listQueryString } from '../../shared/list';
import { assignmentApiFilters, readFilters, withFilters } from './listFilters';

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

describe('assignmentApiFilters', () => {
  it('gives the API the company and division chosen, in that order, and nothing for none', () => {
    expect(assignmentApiFilters({ companyId: null, divisionId: null })).toEqual([]);
    expect(assignmentApiFilters({ companyId: 3, divisionId: null })).toEqual([['companyId', '3']]);
    expect(assignmentApiFilters({ companyId: null, divisionId: 8 })).toEqual([['companyDivisionId', '8']]);
    expect(assignmentApiFilters({ companyId: 3, divisionId: 8 })).toEqual([['companyId', '3'], ['companyDivisionId', '8']]);
  });

  it('goes after the list’s own parameters in the query string the server primes', () => {
    const state = { q: 'hg', sort: 'age', dir: 'asc' as const, size: 10, page: 1 };
    expect(listQueryString(state, assignmentApiFilters(readFilters('?company=3&division=8&q=hg')))).toBe('page=1&size=10&q=hg&sort=age&dir=asc&companyId=3&companyDivisionId=8');
  });
});

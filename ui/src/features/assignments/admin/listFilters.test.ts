import { describe, expect, it } from 'vitest';
import { listQueryString } from '../../../shared/list';
import { adminAssignmentApiFilters, readAdminFilters, withIncludeCompleted } from './listFilters';

describe('the admin assignment list filters', () => {
  it('reads company, division and completed from the URL', () => {
    expect(readAdminFilters('?company=3&division=8&completed=1&page=2')).toEqual({ companyId: 3, divisionId: 8, includeCompleted: true });
    expect(readAdminFilters('?completed=yes&company=x')).toEqual({ companyId: null, divisionId: null, includeCompleted: false });
  });

  it('turns the toggle on and off back on page 1, keeping the rest', () => {
    expect(withIncludeCompleted('?company=3&page=4&q=hg', true)).toBe('?company=3&page=1&q=hg&completed=1');
    expect(withIncludeCompleted('?company=3&completed=1&page=4', false)).toBe('?company=3&page=1');
  });

  it('asks the API as the page loader primes it: list parameters, companyId, companyDivisionId, incCompleted', () => {
    const state = { page: 1, size: 10, q: '', sort: 'age', dir: 'asc' as const };
    expect(listQueryString(state, adminAssignmentApiFilters({ companyId: 3, divisionId: 8, includeCompleted: false }))).toBe(
      'page=1&size=10&sort=age&dir=asc&companyId=3&companyDivisionId=8&incCompleted=false',
    );
    expect(listQueryString(state, adminAssignmentApiFilters({ companyId: null, divisionId: null, includeCompleted: true }))).toBe(
      'page=1&size=10&sort=age&dir=asc&incCompleted=true',
    );
  });
});

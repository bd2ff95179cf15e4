import { describe, expect, it } from 'vitest';
import { kindApiFilters, readKind, withKind } from './api';

describe('the address kind filter', () => {
  it('reads only the two kinds from the URL', () => {
    expect(readKind('?kind=forwarder')).toBe('forwarder');
    expect(readKind('?kind=customer&page=2')).toBe('customer');
    expect(readKind('?kind=Santa')).toBe('');
    expect(readKind('')).toBe('');
  });

  it('sends the kind as the server primes it, and nothing for both', () => {
    expect(kindApiFilters('forwarder')).toEqual([['kind', 'forwarder']]);
    expect(kindApiFilters('')).toEqual([]);
  });

  it('keeps the other parameters and goes back to the first page', () => {
    expect(withKind('?page=3&q=london', 'forwarder')).toBe('?page=1&q=london&kind=forwarder');
    expect(withKind('?kind=customer&page=2', '')).toBe('?page=1');
  });
});

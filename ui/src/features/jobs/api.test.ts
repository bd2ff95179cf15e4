import { describe, expect, it } from 'vitest';
import { jobApiFilters, readJobStatus, withJobStatus } from './api';

describe('the jobs list filter', () => {
  it('reads a known status from the URL and nothing else', () => {
    expect(readJobStatus('?status=failed&page=2')).toBe('failed');
    expect(readJobStatus('?status=lost')).toBe('');
    expect(readJobStatus('')).toBe('');
  });

  it('is sent to the API as the server primes it', () => {
    expect(jobApiFilters('pending')).toEqual([['status', 'pending']]);
    expect(jobApiFilters('')).toEqual([]);
  });

  it('changes the status and goes back to the first page', () => {
    expect(withJobStatus('?page=3&sort=kind', 'failed')).toBe('?page=1&sort=kind&status=failed');
    expect(withJobStatus('?status=failed&page=2', '')).toBe('?page=1');
  });
});

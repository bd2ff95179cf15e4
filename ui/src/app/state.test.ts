import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api/client';
import { retryOnce } from './state';

describe('retryOnce', () => {
  it('tries once more after a network failure or a server error', () => {
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(0, new ApiError(500, []))).toBe(true);
    expect(retryOnce(1, new ApiError(503, []))).toBe(false);
  });
  it('never retries an answer about the request itself', () => {
    for (const status of [400, 403, 404, 409, 422]) expect(retryOnce(0, new ApiError(status, ['x']))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { apiErrorToastTexts } from './apiErrorToasts';

const GENERIC = '¡Uy! Algo salió mal';

describe('apiErrorToastTexts', () => {
  it('gives one toast per server message, in order', () => {
    expect(apiErrorToastTexts(new ApiError(422, ['Name is required', 'Too long']), GENERIC)).toEqual(['Name is required', 'Too long']);
  });

  it('gives the translated generic text when the server said nothing', () => {
    expect(apiErrorToastTexts(new ApiError(500, []), GENERIC)).toEqual([GENERIC]);
    expect(apiErrorToastTexts(new ApiError(0, []), GENERIC)).toEqual([GENERIC]);
  });

  it('shows nothing for a 401, whatever the body', () => {
    expect(apiErrorToastTexts(new ApiError(401, [], true), GENERIC)).toEqual([]);
    expect(apiErrorToastTexts(new ApiError(401, ['expired']), GENERIC)).toEqual([]);
  });
});

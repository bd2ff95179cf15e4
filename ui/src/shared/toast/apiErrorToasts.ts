import type { ApiError } from '../api/client';

/**
 * What an API failure shows. A 401 shows nothing (the client is already leaving for sign-in);
 * every message of a JSON error body becomes its own error toast; a failure without messages shows the
 * generic 'Oops! something went wrong' in the reader's language.
 */
export function apiErrorToastTexts(error: Pick<ApiError, 'status' | 'serverMessages'>, genericText: string): string[] {
  if (error.status === 401) return [];
  return error.serverMessages.length > 0 ? [...error.serverMessages] : [genericText];
}

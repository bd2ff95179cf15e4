import { fileNameFrom } from './fileName';
import { leaveForSignIn, readBody, requestOf, serverMessagesOf, type ApiInit } from './client';

/*
 * Downloads, beside the API client (client.ts) rather than in it: only the screens that download import this
 * file, so the name reading and the blob saving stay out of every page's first load.
 */

/**
 * Fetches a file with the token and hands it to the browser as a download, named by the server
 * (x-filename, else Content-Disposition). SPEC §8: a failed download is only logged, never toasted, so the
 * error listeners are not told. Resolves to whether a file was saved.
 */
export async function downloadFile(path: string, init: ApiInit = {}): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(path, requestOf(init, '*/*'));
  } catch (e) {
    console.error(`download ${path} failed`, e);
    return false;
  }
  if (response.status === 401 && init.redirectOn401 !== false) {
    leaveForSignIn();
    return false;
  }
  if (!response.ok) {
    console.error(`download ${path} failed: HTTP ${response.status}`, serverMessagesOf(await readBody(response)));
    return false;
  }
  try {
    saveBlob(await response.blob(), fileNameFrom(response.headers, path));
    return true;
  } catch (e) {
    console.error(`download ${path} failed`, e);
    return false;
  }
}

// Object-URL links are the one way to name a download made with fetch (the token is not in a cookie).
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob after click() returns; give them time before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

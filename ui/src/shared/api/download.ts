import { fileNameFrom } from './fileName';
import { leaveForSignIn, readBody, requestOf, serverMessagesOf, type ApiInit } from './client';

/*
 * Downloads, beside the API client (client.ts) rather than in it: only the screens that download import this
 * file, so the name reading and the blob saving stay out of every page's first load.
 */

/**
 * Fetches a file with the token and hands it to the browser as a download, named by the server
 * (x-filename, else Content-Disposition). A failed download is only logged, never toasted, so the
 * error listeners are not told. Resolves to whether a file was saved.
 */
export async function downloadFile(path: string, init: ApiInit = {}): Promise<boolean> {
  const response = await fetchFile(path, init);
  if (!response) return false;
  try {
    saveBlob(await response.blob(), fileNameFrom(response.headers, path));
    return true;
  } catch (e) {
    console.error(`download ${path} failed`, e);
    return false;
  }
}

/**
 * Fetches a file with the token and opens it in a new tab (a PDF in the browser's viewer). The tab is opened
 * at once, while the click still allows it, and pointed at the file when it arrives; a failure closes it and
 * is only logged, as a download's is. Resolves to whether the file was shown.
 */
export async function openFile(path: string, init: ApiInit = {}): Promise<boolean> {
  const tab = window.open('', '_blank');
  const response = await fetchFile(path, init);
  if (!response) {
    tab?.close();
    return false;
  }
  try {
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch (e) {
    tab?.close();
    console.error(`open ${path} failed`, e);
    return false;
  }
}

/** The file's response, or null (logged) when it failed; a 401 leaves for sign-in. */
async function fetchFile(path: string, init: ApiInit): Promise<Response | null> {
  let response: Response;
  try {
    response = await fetch(path, requestOf(init, '*/*'));
  } catch (e) {
    console.error(`download ${path} failed`, e);
    return null;
  }
  if (response.status === 401 && init.redirectOn401 !== false) {
    leaveForSignIn();
    return null;
  }
  if (!response.ok) {
    console.error(`download ${path} failed: HTTP ${response.status}`, serverMessagesOf(await readBody(response)));
    return null;
  }
  return response;
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

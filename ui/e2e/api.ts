/** The API as a test reads it beside the browser: a token for a demo account, and every row of a paged list. */
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

export async function tokenOf(request: APIRequestContext, server: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const signedIn = await request.post(`${server}/connect/token`, {
    form: { grant_type: 'password', username: email, password, client_id: 'plinth-web', client_secret: 'plinth-web', scope: 'api' },
  });
  expect(signedIn.status()).toBe(200);
  return (await signedIn.json()).access_token;
}

/** Every row of a list call (`/api/inventory?incHidden=true`), page by page as the list contract serves them. */
export async function allRows<T>(request: APIRequestContext, server: string, token: string, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const joiner = path.includes('?') ? '&' : '?';
    const reply = await request.get(`${server}${path}${joiner}size=20&page=${page}`, { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status()).toBe(200);
    const body = (await reply.json()) as { rows: T[]; total: number; page: number };
    if (body.page !== page) break;
    rows.push(...body.rows);
    if (rows.length >= body.total) break;
  }
  return rows;
}

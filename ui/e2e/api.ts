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

/**
 * A signed condition report of the asset `assetId`: the first it has, or one the admin records and signs now (the
 * demo data has none), so a screen that shows a report has one to show to the admin and to the work's owner alike.
 */
export async function signedConditionReport(request: APIRequestContext, server: string, adminToken: string, assetId: number): Promise<number> {
  const headers = { authorization: `Bearer ${adminToken}` };
  const listed = await request.get(`${server}/api/inventory/${assetId}/condition-reports`, { headers });
  expect(listed.status()).toBe(200);
  const signed = ((await listed.json()) as { id: number; signedAt: string | null }[]).find((r) => r.signedAt);
  if (signed) return signed.id;
  const made = await request.post(`${server}/api/inventory/${assetId}/condition-reports`, {
    headers,
    data: {
      kind: 'intake',
      examinedOn: '2026-11-02',
      overall: 'good',
      summary: 'Examined on arrival in raking light.',
      observations: [{ key: 'obs-1', area: 'frame', term: 'abrasion', severity: 'minor', note: 'Lower left corner' }],
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  expect((await request.post(`${server}/api/condition-reports/${id}/sign`, { headers })).status()).toBe(200);
  return id;
}

/** A stocktake to show: the first there is, or a count of the whole warehouse started now (and left open). */
export async function aStocktake(request: APIRequestContext, server: string, adminToken: string): Promise<number> {
  const headers = { authorization: `Bearer ${adminToken}` };
  const listed = await request.get(`${server}/api/admin/warehouse/stocktakes`, { headers });
  expect(listed.status()).toBe(200);
  const [count] = (await listed.json()) as { id: number }[];
  if (count) return count.id;
  const started = await request.post(`${server}/api/admin/warehouse/stocktakes`, { headers, data: {} });
  expect(started.ok()).toBe(true);
  return ((await started.json()) as { id: number }).id;
}

/** The route table (assets/routes.json) as the browser tests walk it: every route, its `:param`s filled from the demo data. */
import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { aStocktake, signedConditionReport } from './api';
import { expect } from './fixtures';

export interface RouteEntry {
  path: string;
  access: 'public' | 'user' | 'admin';
}

export const ROUTES = (JSON.parse(readFileSync(path.resolve(process.cwd(), '../assets/routes.json'), 'utf8')) as { routes: RouteEntry[] }).routes;

/** Where each route parameter's id comes from: the first row the admin's list call answers. */
const ID_LISTS: Record<string, string> = {
  inventoryId: '/api/inventory?incHidden=true',
  assignmentId: '/api/assignment',
  userId: '/api/admin/account',
  companyId: '/api/admin/company',
  shipmentId: '/api/admin/shipment/?incCompleted=true',
};

/** `route` with each `:param` replaced by a real id the demo admin (`token`) can open. */
export async function filled(route: string, request: APIRequestContext, server: string, token: string): Promise<string> {
  let out = route;
  for (const [, name] of route.matchAll(/:(\w+)/g)) {
    if (name === 'reportId') {
      // The demo data has no condition report: one is recorded and signed on the first asset.
      const asset = await filled('/:inventoryId', request, server, token);
      out = out.replace(':reportId', String(await signedConditionReport(request, server, token, Number(asset.slice(1)))));
      continue;
    }
    if (name === 'stocktakeId') {
      // Nor a stocktake: a count of the whole warehouse is started (and left open).
      out = out.replace(':stocktakeId', String(await aStocktake(request, server, token)));
      continue;
    }
    if (name === 'token') {
      // A tracking link, made now on the first assignment (shared with no one; it expires).
      const assignment = await filled('/:assignmentId', request, server, token);
      const made = await request.post(`${server}/api/assignment${assignment}/tracking-links`, {
        headers: { authorization: `Bearer ${token}` },
        data: { label: 'route walk', expiresInDays: 1 },
      });
      expect(made.status(), 'a tracking link is made').toBe(201);
      out = out.replace('/track/:token', ((await made.json()) as { path: string }).path);
      continue;
    }
    const list = ID_LISTS[name];
    if (!list) throw new Error(`${route}: no list to read :${name} from; add one to ID_LISTS`);
    const reply = await request.get(`${server}${list}${list.includes('?') ? '&' : '?'}size=3`, { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status(), list).toBe(200);
    const [row] = (await reply.json()).rows as { id: number }[];
    if (!row) throw new Error(`the demo data has no row of ${list} for ${route}`);
    out = out.replace(`:${name}`, String(row.id));
  }
  return out;
}


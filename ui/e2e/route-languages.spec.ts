/**
 * Every route of the route table (assets/routes.json) in each of the six languages, loaded fresh as the demo
 * admin (the public pages signed out): the page is in that language, hydrates without a warning (the fixture
 * fails the test on any console error or hydration complaint) and shows no i18n key where a string belongs, so
 * each screen's strings arrive with it (src/locales/packs.json) on the server render and in the browser alike.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { aStocktake, signedConditionReport, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';

interface RouteEntry {
  path: string;
  access: 'public' | 'user' | 'admin';
}

const ROUTES = (JSON.parse(readFileSync(path.resolve(process.cwd(), '../assets/routes.json'), 'utf8')) as { routes: RouteEntry[] }).routes;
const LOCALES = ['en', 'es', 'zh', 'ja', 'pt', 'ru'] as const;
const NAMESPACES = Object.keys(JSON.parse(readFileSync(path.resolve(process.cwd(), 'src/locales/en.json'), 'utf8')) as object);
/** `inventory.fields.title` and the like: what the translator shows for a key it does not have. */
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[a-z]\\w*(?:\\.\\w+)*`, 'g');

/** Where each route parameter's id comes from: the first row the admin's list call answers. */
const ID_LISTS: Record<string, string> = {
  inventoryId: '/api/inventory?incHidden=true',
  assignmentId: '/api/assignment',
  userId: '/api/admin/account',
  companyId: '/api/admin/company',
  shipmentId: '/api/admin/shipment/?incCompleted=true',
};

async function filled(route: string, request: APIRequestContext, server: string, token: string): Promise<string> {
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

async function expectTranslated(page: Page, url: string, locale: string) {
  await page.goto(url);
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.lang), url).toBe(locale);
  const text = await page.locator('body').innerText();
  expect(text.match(RAW_KEY) ?? [], `i18n keys shown on ${url} in ${locale}`).toEqual([]);
}

for (const locale of LOCALES) {
  test(`every route renders in ${locale}, translated and hydrated`, async ({ page, request, server, context, allowConsole }) => {
    test.setTimeout(240_000);
    // The not-found page answers 404, as it should; the browser logs that.
    allowConsole(/status of 404 \(Not Found\) \(http:\/\/[^)]*\/404\)/);
    const speak = (value: string) => context.addCookies([{ name: 'plinth_lang', value, url: server }]);
    await speak(locale);
    for (const route of ROUTES.filter((r) => r.access === 'public')) await expectTranslated(page, `${server}${route.path}`, locale);

    // Signed in through the English form, then every other page in the language.
    await speak('en');
    await page.goto(`${server}/pages/signin`);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.waitForURL(`${server}/dashboard`);
    await speak(locale);
    const token = await tokenOf(request, server, DEMO.admin);
    for (const route of ROUTES.filter((r) => r.access !== 'public')) {
      await expectTranslated(page, `${server}${await filled(route.path, request, server, token)}`, locale);
    }
  });
}

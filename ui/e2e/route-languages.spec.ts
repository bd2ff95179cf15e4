/**
 * Every route of the route table (assets/routes.json) in each of the six languages, loaded fresh as the demo
 * admin (the public pages signed out): the page is in that language, hydrates without a warning (the fixture
 * fails the test on any console error or hydration complaint) and shows no i18n key where a string belongs, so
 * each screen's strings arrive with it (src/locales/packs.json) on the server render and in the browser alike.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tokenOf } from './api';
import { filled, ROUTES } from './routeTable';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';

const LOCALES = ['en', 'es', 'zh', 'ja', 'pt', 'ru'] as const;
const NAMESPACES = Object.keys(JSON.parse(readFileSync(path.resolve(process.cwd(), 'src/locales/en.json'), 'utf8')) as object);
/** `inventory.fields.title` and the like: what the translator shows for a key it does not have. */
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[a-z]\\w*(?:\\.\\w+)*`, 'g');

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

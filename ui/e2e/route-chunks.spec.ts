/**
 * A lean first load: each page fetches the entry, its own screen's chunks, its language's and the screen's
 * string packs in that language, never another screen's or language's (read from dist/manifest.json, the file
 * the server names them from). Navigating in the app fetches the next screen's chunk and its packs; switching
 * the language fetches that language with the packs of the screens seen, and a reload in it hydrates without a
 * warning (the fixture fails a test on any console error or hydration complaint).
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, hydrated, signIn, test } from './fixtures';

interface Manifest {
  entry: string;
  preload: string[];
  screens: Record<string, string[]>;
  locales: Record<string, string[]>;
  screenLocales: Record<string, Record<string, string[]>>;
}

const manifest = JSON.parse(readFileSync(path.resolve(process.cwd(), 'dist/manifest.json'), 'utf8')) as Manifest;

/** Every /assets/*.js the page requests from now on, by path. */
function watchScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) seen.push(pathname);
  });
  return seen;
}

/** The module a screen's route or a language imports: the first file of its list in the manifest. */
const ownChunk = (files: string[]) => files[0];

/** A screen's string packs in a language: the chunks only they hold (not the entry's or the language's). */
const packsOf = (screen: string, locale: string) => manifest.screenLocales[screen][locale];

function expectOnly(loaded: string[], screen: string, locale: string) {
  for (const file of [manifest.entry, ...manifest.screens[screen], ...manifest.locales[locale], ...packsOf(screen, locale)]) expect(loaded, `${screen} loads ${file}`).toContain(file);
  const otherScreens = Object.values(manifest.screens).map(ownChunk).filter((f) => f !== ownChunk(manifest.screens[screen]));
  expect(loaded.filter((f) => otherScreens.includes(f)), `chunks of other screens on ${screen}`).toEqual([]);
  // No pack another screen needs and this one does not (packs the two share are this screen's too).
  const mine = new Set(packsOf(screen, locale));
  const otherPacks = Object.keys(manifest.screenLocales).flatMap((s) => packsOf(s, locale)).filter((f) => !mine.has(f));
  expect(loaded.filter((f) => otherPacks.includes(f)), `string packs of other screens on ${screen}`).toEqual([]);
  expectNoOtherLanguage(loaded, locale);
}

function expectNoOtherLanguage(loaded: string[], locale: string) {
  const others = Object.entries(manifest.locales).filter(([l]) => l !== locale).map(([, files]) => ownChunk(files));
  const otherPacks = Object.values(manifest.screenLocales).flatMap((byLocale) => Object.entries(byLocale).filter(([l]) => l !== locale).flatMap(([, files]) => files));
  const shown = new Set(Object.values(manifest.screenLocales).flatMap((byLocale) => byLocale[locale]));
  expect(loaded.filter((f) => others.includes(f) || (otherPacks.includes(f) && !shown.has(f))), `other languages on a ${locale} page`).toEqual([]);
}

async function signedIn(page: Page, server: string) {
  await page.goto(`${server}/pages/signin`);
  await signIn(page);
  await page.waitForURL(`${server}/dashboard`);
  await hydrated(page);
}

test('the sign-in page loads its own chunk and English, nothing of another screen', async ({ page, server }) => {
  const loaded = watchScripts(page);
  const html = await (await page.request.get(`${server}/pages/signin`)).text();
  for (const file of [...manifest.screens.signin, ...packsOf('signin', 'en')]) expect(html).toContain(`<link rel="modulepreload" href="${file}">`);
  expect(packsOf('signin', 'en').length, 'the sign-in screen has strings of its own').toBeGreaterThan(0);
  await page.goto(`${server}/pages/signin`);
  await hydrated(page);
  await expect(page.getByLabel('Email')).toBeVisible();
  expectOnly(loaded, 'signin', 'en');
});

test('the dashboard loads its own chunks, then another screen loads with its route', async ({ page, server }) => {
  await signedIn(page, server);
  const loaded = watchScripts(page);
  await page.goto(`${server}/dashboard`);
  await hydrated(page);
  await expect(page.getByTestId('status-chart')).toHaveAttribute('data-chart', 'doughnut');
  expectOnly(loaded, 'dashboard', 'en');

  // In-app navigation (no page load): the profile screen's chunk arrives and the screen works.
  loaded.length = 0;
  const documents: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'document' && documents.push(request.url())));
  await page.getByTestId('user-menu').click();
  await page.getByTestId('profile-link').click();
  await page.waitForURL(`${server}/pages/profile`);
  await expect(page.getByTestId('profile-email')).toContainText('@');
  for (const file of manifest.screens.profile.filter((f) => !manifest.screens.dashboard.includes(f))) expect(loaded).toContain(file);
  expect(documents).toEqual([]);

  // A screen with string packs: they come with it, and the screen reads them.
  loaded.length = 0;
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users', exact: true }).click();
  await page.waitForURL(`${server}/app/users`);
  await expect(page.getByLabel('Search')).toBeVisible();
  for (const file of packsOf('users', 'en')) expect(loaded, `users loads ${file}`).toContain(file);
  expect(documents).toEqual([]);
});

test('switching the language loads that language only, and a reload in it hydrates from its own chunk', async ({ page, server }) => {
  await signedIn(page, server);
  const loaded = watchScripts(page);
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-ja').click();
  await expect(page.getByRole('heading', { name: 'ダッシュボード', level: 1 })).toBeVisible();
  expect(loaded).toContain(ownChunk(manifest.locales.ja));
  expectNoOtherLanguage(loaded, 'ja');

  loaded.length = 0;
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'ダッシュボード', level: 1 })).toBeVisible();
  expectOnly(loaded, 'dashboard', 'ja');

  // Another screen after the switch: its packs come in Japanese.
  loaded.length = 0;
  await page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'ユーザー', exact: true }).click();
  await page.waitForURL(`${server}/app/users`);
  await expect(page.getByLabel('検索')).toBeVisible();
  for (const file of packsOf('users', 'ja')) expect(loaded, `users loads ${file}`).toContain(file);
  expectNoOtherLanguage(loaded, 'ja');

  // Back to English for the tests after this one (the cookie is the browser context's): the screen on view
  // gets its packs in English with the language.
  loaded.length = 0;
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByLabel('Search')).toBeVisible();
  for (const file of packsOf('users', 'en')) expect(loaded, `users in English loads ${file}`).toContain(file);
  await page.goto(`${server}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

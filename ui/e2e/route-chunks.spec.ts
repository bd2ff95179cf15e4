/**
 * A lean first load: each page fetches the entry, its own screen's chunks and its language's (with every string
 * pack of it), never another screen's or language's (read from dist/manifest.json, the file the server names
 * them from). Navigating in the app fetches the next screen's chunks and no strings; switching the language
 * fetches that language, and a reload in it hydrates without a warning (the fixture fails a test on any console
 * error or hydration complaint).
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

/** A screen's string packs in a language: the chunks that hold them. */
const packsOf = (screen: string, locale: string) => manifest.screenLocales[screen][locale];

/** The chunks a navigation from `from` to `to` still needs: `to`'s that `from`'s first load did not bring. */
const addedBy = (from: string, to: string) => manifest.screens[to].filter((f) => !manifest.screens[from].includes(f));

/** After a navigation: the new screen's chunks came, and no strings (the language's file holds every pack). */
function expectNavigated(loaded: string[], from: string, to: string, locale: string) {
  for (const file of addedBy(from, to)) expect(loaded, `${to} loads ${file}`).toContain(file);
  expect(packsOf(to, locale).every((f) => manifest.locales[locale].includes(f)), `${to}'s strings are in the ${locale} file`).toBe(true);
  expect(loaded.filter((f) => Object.values(manifest.locales).flat().includes(f)), `strings fetched again for ${to}`).toEqual([]);
}

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
  expectNavigated(loaded, 'dashboard', 'profile', 'en');
  expect(documents).toEqual([]);

  // A screen with string packs of its own: they came with the language, and the screen reads them.
  loaded.length = 0;
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users', exact: true }).click();
  await page.waitForURL(`${server}/app/users`);
  await expect(page.getByLabel('Search')).toBeVisible();
  expectNavigated(loaded, 'profile', 'users', 'en');
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

  // Another screen after the switch: its strings in Japanese came with the language.
  loaded.length = 0;
  await page.getByRole('navigation', { name: 'メインナビゲーション' }).getByRole('link', { name: 'ユーザー', exact: true }).click();
  await page.waitForURL(`${server}/app/users`);
  await expect(page.getByLabel('検索')).toBeVisible();
  expectNavigated(loaded, 'dashboard', 'users', 'ja');
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

/**
 * Every route of the route table (assets/routes.json, read here, so a new route is covered without editing this
 * file) at 390x844, as the demo admin and as a demo customer where the route lets them in, and the public pages
 * signed out: nothing scrolls sideways and axe finds no serious or critical violation
 * (docs/architecture.md). `:id` parameters are filled with the demo data's real ids, read from the API as that account.
 * The menus that exist only once opened (language, account, the phone menu, a multi-select's list) are checked
 * open; the dashboard and a list also at desktop width, where the side menu is drawn in full.
 */
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allRows, aStocktake, signedConditionReport, tokenOf } from './api';
import { seriousAxeViolations } from './axe';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test as base } from './fixtures';

interface RouteEntry {
  path: string;
  access: 'public' | 'user' | 'admin';
  screen: string;
}

const ROUTES = (JSON.parse(readFileSync(path.resolve(process.cwd(), '../assets/routes.json'), 'utf8')) as { routes: RouteEntry[] }).routes;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Role = 'admin' | 'customer';
const ACCOUNTS: Record<Role, string> = { admin: DEMO.admin, customer: DEMO.hollis };
const ALLOWED: Record<Role, RouteEntry['access'][]> = { admin: ['user', 'admin'], customer: ['user'] };

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
type Rows = Array<Record<string, unknown>>;
type IdSource = (api: Api) => Promise<string>;

/** The API as one account reads it. */
class Api {
  constructor(
    readonly request: APIRequestContext,
    readonly server: string,
    private readonly token: string,
  ) {}

  rows(path: string): Promise<Rows> {
    return allRows(this.request, this.server, this.token, path);
  }

  async post(path: string, body: unknown): Promise<unknown> {
    const reply = await this.request.post(`${this.server}${path}`, { headers: { authorization: `Bearer ${this.token}` }, data: body });
    expect(reply.ok(), `POST ${path}`).toBe(true);
    return reply.json();
  }

  async get(path: string): Promise<unknown> {
    const reply = await this.request.get(`${this.server}${path}`, { headers: { authorization: `Bearer ${this.token}` } });
    expect(reply.status(), `GET ${path}`).toBe(200);
    return reply.json();
  }
}

const first = (rows: Rows, what: string, prefer: (row: Record<string, unknown>) => boolean = () => true): string => {
  const row = rows.find(prefer) ?? rows[0];
  if (!row) throw new Error(`the demo data has no ${what} to fill a route with`);
  return String(row.id);
};

/**
 * Where each route parameter's id comes from: the richest demo record the account can see, so the screen shows
 * what it can (an asset with a photo on an assignment; an assignment with assets and a low progress, whose
 * label is the hardest to read). A route with a parameter not named here fails with its name.
 */
const ID_SOURCES: Record<string, IdSource> = {
  inventoryId: async (api) => first(await api.rows('/api/inventory?incHidden=true'), 'asset', (a) => Boolean(a.photo) && Boolean(a.hasAssignment)),
  assignmentId: async (api) => {
    const rows = await api.rows('/api/assignment');
    return first(rows, 'assignment', (a) => Number(a.assetCount) > 0 && Number(a.progress) > 0 && Number(a.progress) < 20);
  },
  userId: async (api) => first(await api.rows('/api/admin/account'), 'account'),
  companyId: async (api) => first(await api.rows('/api/admin/company'), 'company'),
  shipmentId: async (api) => first(await api.rows('/api/admin/shipment/?incCompleted=true'), 'shipment'),
  // The demo data has no condition report: the admin records and signs one of an asset this account sees.
  reportId: async (api) => {
    const asset = first(await api.rows('/api/inventory?incHidden=true'), 'asset', (a) => Boolean(a.photo));
    return String(await signedConditionReport(api.request, api.server, await tokenFor(api.request, api.server, DEMO.admin), Number(asset)));
  },
  // The demo data has no stocktake: a count of the whole warehouse is started (and left open) for the route.
  stocktakeId: async (api) => String(await aStocktake(api.request, api.server, await tokenFor(api.request, api.server, DEMO.admin))),
  // A tracking link (the public tracking page) the admin makes for an assignment with a shipment and its legs.
  token: async (api) => {
    const assignment = first(await api.rows('/api/admin/assignment/'), 'assignment', (a) => Number(a.progress) > 0);
    const made = (await api.post(`/api/assignment/${assignment}/tracking-links`, { label: 'every route' })) as { path: string };
    return made.path.replace('/track/', '');
  },
};

/** A route's path with every `:param` filled, ids read once per account and worker. */
const idCache = new Map<string, Promise<string>>();
async function fillParams(route: string, api: Api, role: Role | 'public'): Promise<string> {
  let filled = route;
  for (const [, name] of route.matchAll(/:(\w+)/g)) {
    const source = ID_SOURCES[name];
    if (!source) throw new Error(`${route}: no demo id source for :${name}; add one to ID_SOURCES`);
    const key = `${role}:${name}`;
    if (!idCache.has(key)) idCache.set(key, source(api));
    filled = filled.replace(`:${name}`, await idCache.get(key)!);
  }
  return filled;
}

/** One sign-in per account and worker; every test starts from its cookie and stored token. */
const states = new Map<string, Promise<StorageState>>();
function stateOf(browser: Browser, server: string, email: string): Promise<StorageState> {
  if (!states.has(email)) {
    states.set(
      email,
      (async () => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${server}/pages/signin`);
        await signIn(page, email, DEMO_PASSWORD);
        await page.waitForURL(`${server}/dashboard`);
        await hydrated(page);
        const state = await context.storageState();
        await context.close();
        return state;
      })(),
    );
  }
  return states.get(email)!;
}

const tokens = new Map<string, Promise<string>>();
function tokenFor(request: APIRequestContext, server: string, email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, tokenOf(request, server, email));
  return tokens.get(email)!;
}

const test = base.extend<{ role: Role | null; api: Api }>({
  role: [null, { option: true }],
  storageState: async ({ role, browser, server }, use) => {
    await use(role ? await stateOf(browser, server, ACCOUNTS[role]) : undefined);
  },
  api: async ({ role, request, server }, use) => {
    // The public pages have no parameters; the admin's token reads them otherwise. One token per account and
    // worker: a sign-in checks the password, which is slow on purpose.
    await use(new Api(request, server, await tokenFor(request, server, ACCOUNTS[role ?? 'admin'])));
  },
});

// axe is injected as an inline script, which the page's CSP (script-src 'self') would refuse.
test.use({ viewport: PHONE, bypassCSP: true });

async function expectFits(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE.width) {
    // Name the widest elements, so the failure says what to fix.
    const culprits = await page.evaluate((limit) => {
      const out: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('body *')) {
        const r = el.getBoundingClientRect();
        if (r.right > limit + 1 && out.length < 8) out.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} right=${Math.round(r.right)}`);
      }
      return out;
    }, PHONE.width);
    expect(width, `${where} is ${width}px wide at ${PHONE.width}px; too wide: ${culprits.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
  }
}

async function expectAxeClean(page: Page, where: string) {
  const violations = await seriousAxeViolations(page);
  expect(violations, `serious or critical axe violations on ${where}:\n${violations.join('\n')}`).toEqual([]);
}

async function visit(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

test.describe('signed out', () => {
  for (const route of ROUTES.filter((r) => r.access === 'public')) {
    test(`${route.path} fits a phone and passes axe`, async ({ page, server, api, allowConsole }) => {
      // The 404 page answers with its status, which the browser logs as a failed load of the page itself.
      allowConsole(new RegExp(`status of 404 .*\\(${server}${route.path}\\)`));
      // A public page with a parameter (a tracking link's token) is made by the admin's API.
      const url = await fillParams(route.path, api, 'public');
      await visit(page, `${server}${url}`);
      await expectFits(page, route.path);
      await expectAxeClean(page, route.path);
      // A public page that offers the language menu (sign-in) is checked with it open too.
      const languages = page.getByTestId('language-switcher');
      if (await languages.isVisible()) {
        await languages.click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectAxeClean(page, `${route.path} with the language menu open`);
      }
    });
  }
});

for (const role of ['admin', 'customer'] as const) {
  test.describe(`as the ${role}`, () => {
    test.use({ role });
    for (const route of ROUTES.filter((r) => ALLOWED[role].includes(r.access))) {
      test(`${route.path} fits a phone and passes axe`, async ({ page, server, api, shot }) => {
        const url = await fillParams(route.path, api, role);
        await visit(page, `${server}${url}`);
        await expectFits(page, url);
        // The customer's screens are the ones most read on a phone: kept to look at (test-results/screenshots).
        if (role === 'customer') await shot(`phone${url.replace(/\//g, '-')}`);
        await expectAxeClean(page, url);
      });
    }

    test('the menus that open on a click pass axe open, and the phone menu fits', async ({ page, browser, server, shot }) => {
      await visit(page, `${server}/dashboard`);
      const toggle = page.getByTestId('menu-toggle');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: 'Inventory', exact: true })).toBeVisible();
      await expectFits(page, 'the open phone menu');
      await shot(`phone-menu-${role}`);
      await expectAxeClean(page, 'the open phone menu');

      // The current language is marked; checked with the focus on it and on another language.
      await page.getByTestId('language-switcher').click();
      await expect(page.getByTestId('language-en')).toBeFocused();
      await expectAxeClean(page, 'the open language menu');
      await page.keyboard.press('ArrowDown');
      await expect(page.getByTestId('language-en')).not.toBeFocused();
      await expectAxeClean(page, 'the open language menu, another language focused');
      await page.keyboard.press('Escape');

      await page.getByTestId('user-menu').click();
      await expect(page.getByTestId('profile-link')).toBeFocused();
      await expectAxeClean(page, 'the open account menu');
      await page.keyboard.press('Escape');

      // Before hydration too (the server's HTML, JavaScript off): folded by CSS alone, the toggle in view.
      const noJs = await browser.newContext({ storageState: await page.context().storageState(), viewport: PHONE, javaScriptEnabled: false });
      try {
        const plain = await noJs.newPage();
        await plain.goto(`${server}/dashboard`);
        await expect(plain.getByTestId('menu-toggle')).toBeVisible();
        await expect(plain.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeHidden();
        await expectFits(plain, 'the dashboard before hydration');
      } finally {
        await noJs.close();
      }

      // A link in the phone menu goes there and folds the menu away.
      await menu.getByRole('link', { name: 'Inventory', exact: true }).click();
      await page.waitForURL(`${server}/app/inventory`);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
    });
  });
}

test.describe('as the admin, open multi-selects', () => {
  test.use({ role: 'admin' });
  for (const [screen, route, select] of [
    ['user edit', '/app/users/:userId', 'user-business-roles'],
    ['company edit', '/app/companies/:companyId', 'company-currencies'],
  ] as const) {
    test(`the ${screen} screen's list passes axe open`, async ({ page, server, api }) => {
      await visit(page, `${server}${await fillParams(route, api, 'admin')}`);
      await page.getByTestId(`${select}-button`).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectAxeClean(page, `the open ${select} list`);
    });
  }
});

test.describe('as the customer, the date field', () => {
  test.use({ role: 'customer' });
  test('the add-assignment form, with its calendar open too, fits a phone and passes axe', async ({ page, server, shot }) => {
    // The form needs a draft (kept in this browser): one asset that is on no assignment yet.
    await visit(page, `${server}/app/inventory`);
    await page.getByTestId('asset-row').filter({ hasNotText: 'On assignment' }).first().getByTestId('draft-toggle').click();
    await expect(page.getByTestId('draft-asset')).toHaveCount(1);
    await visit(page, `${server}/app/assignment/add`);
    await expectFits(page, 'the add-assignment form');
    await expectAxeClean(page, 'the add-assignment form');
    await page.getByTestId('assignment-pickup-calendar').click();
    await expect(page.getByTestId('assignment-pickup-calendar-dialog')).toBeVisible();
    await expectFits(page, 'the open calendar');
    await shot('phone-assignment-add-calendar');
    await expectAxeClean(page, 'the open calendar');
  });
});

test.describe('as the admin, a list wider than a phone', () => {
  test.use({ role: 'admin' });
  test('scrolls in its own box and keeps each row\'s link in view', async ({ page, server }) => {
    await visit(page, `${server}/app/assignment`);
    const box = page.getByTestId('assignments-list').locator('.table-responsive');
    const link = page.getByTestId('assignment-row').first().getByRole('link');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const [boxAt, linkAt] = [await box.boundingBox(), await link.boundingBox()];
    expect(linkAt!.x).toBeGreaterThanOrEqual(boxAt!.x);
    await expect(link).toBeInViewport();
  });
});

test.describe('as the customer, the photo drop zone', () => {
  test.use({ role: 'customer' });
  test('shows where the keyboard is when its own paste-and-drop target has the focus', async ({ page, server }) => {
    await visit(page, `${server}/app/inventory/add`);
    const zone = page.getByTestId('photo-input');
    // react-aria's visually hidden drop button comes first in the zone, just before "Choose a photo".
    await page.getByTestId('photo-input-choose').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await zone.evaluate((el) => el.contains(document.activeElement) && document.activeElement?.tagName)).toBe('BUTTON');
    await expect(zone).toHaveAttribute('data-focus-visible', 'true');
    expect(await zone.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  });
});

test.describe('as the admin at desktop width', () => {
  test.use({ role: 'admin', viewport: DESKTOP });
  test('the dashboard and the inventory list pass axe with the side menu drawn', async ({ page, server }) => {
    await visit(page, `${server}/dashboard`);
    await expect(page.getByTestId('menu-vertical')).toBeVisible();
    await expect(page.getByTestId('menu-toggle')).toBeHidden();
    await expectAxeClean(page, 'the dashboard at 1280px');
    await page.getByTestId('language-switcher').click();
    await expectAxeClean(page, 'the open language menu at 1280px');
    await page.keyboard.press('Escape');
    await visit(page, `${server}/app/inventory`);
    await expectAxeClean(page, 'the inventory list at 1280px');
  });
});

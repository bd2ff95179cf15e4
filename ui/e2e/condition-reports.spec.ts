/**
 * Condition reports recorded for a work (docs/condition-reports.md), on the shared demo server, on a phone-sized
 * screen: the admin writes an intake report on one of Hollis Gallery's works (two observations, a photo, a
 * rectangle and a freehand line drawn with the pointer), signs it; the owner (Hollis) opens it, sees it unchanged
 * since signing with both marks, and compares it with a later report. Adds reports to that one work only.
 */
import type { Page } from '@playwright/test';
import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import { pngBytes, tempFiles } from './files';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function signInAs(page: Page, server: string, email: string) {
  await page.goto(`${server}/pages/signin`);
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
}

/** Drags the pointer across the photo layer through `points` (fractions of its box). */
async function drag(page: Page, layer: ReturnType<Page['getByTestId']>, points: [number, number][]) {
  const box = (await layer.boundingBox())!;
  const at = ([fx, fy]: [number, number]) => [box.x + fx * box.width, box.y + fy * box.height] as const;
  await page.mouse.move(...at(points[0]!));
  await page.mouse.down();
  for (const p of points.slice(1)) await page.mouse.move(...at(p), { steps: 6 });
  await page.mouse.up();
}

test('an intake report is recorded on a phone with marks, signed, opened by the owner and compared with a later one', async ({ page, server, request, shot }) => {
  test.setTimeout(120_000);
  const token = await tokenOf(request, server, DEMO.admin);
  const auth = { authorization: `Bearer ${token}` };
  const companies = (await (await request.get(`${server}/api/admin/company/summary`, { headers: auth })).json()) as { id: number; name: string }[];
  const hollis = companies.find((c) => c.name === 'Hollis Gallery')!;
  const assets = await allRows<{ id: number; title: string }>(request, server, token, `/api/inventory?companyId=${hollis.id}&sort=title&dir=desc`);
  const work = assets[0]!;

  await signInAs(page, server, DEMO.admin);
  await page.goto(`${server}/app/admin/inventory/${work.id}`);
  await hydrated(page);
  await page.getByTestId('condition-new').click();
  await page.waitForURL(/\/app\/condition-report\/\d+$/);
  const reportId = Number(page.url().split('/').pop());
  await hydrated(page);
  await page.getByTestId('report-kind').selectOption('intake');
  await page.getByTestId('report-overall').selectOption('fair');
  await page.getByTestId('observation-add').click();
  await page.getByTestId('observation-add').click();
  const rows = page.getByTestId('observation-row');
  await rows.nth(0).getByTestId('observation-area').selectOption('frame');
  await rows.nth(0).getByTestId('observation-term').selectOption('scratch');
  await rows.nth(0).getByTestId('observation-note').fill('Lower left corner');
  await rows.nth(1).getByTestId('observation-area').selectOption('surface');
  await rows.nth(1).getByTestId('observation-term').selectOption('flaking');
  await rows.nth(1).getByTestId('observation-severity').selectOption('major');
  await page.getByTestId('report-save').click();
  await expect(page.getByTestId('report-save')).toBeDisabled();

  const files = tempFiles({ 'detail.png': pngBytes(400) });
  await page.getByTestId('report-photo-input-input').setInputFiles(files['detail.png']!);
  const photo = page.getByTestId('report-photo');
  await expect(photo).toHaveCount(1);
  const layer = photo.locator('svg[data-testid$="-layer"]');
  // A rectangle round the scratch (observation 1), zoomed in, then a freehand line along the flaking (observation 2).
  await photo.getByTestId('tool-rect').click();
  await photo.locator('[data-testid$="-zoom-in"]').click();
  await drag(page, layer, [
    [0.2, 0.2],
    [0.45, 0.4],
  ]);
  await expect(photo.getByTestId('mark')).toHaveCount(1);
  await photo.getByTestId('mark-observation').selectOption({ index: 1 });
  await photo.getByTestId('tool-line').click();
  await drag(page, layer, [
    [0.5, 0.6],
    [0.6, 0.65],
    [0.7, 0.7],
    [0.8, 0.72],
  ]);
  await expect(photo.getByTestId('mark')).toHaveCount(2);
  await expect(photo.locator('[data-testid="mark"][data-kind="line"]')).toHaveCount(1);
  await shot('condition-report-marks-phone');

  await page.getByTestId('report-sign').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('report-record')).toBeVisible();
  await expect(page.getByTestId('report-integrity')).toHaveAttribute('data-matches', 'true');

  // The marks went to the server as W3C annotations on the photo.
  const stored = await (await request.get(`${server}/api/condition-reports/${reportId}`, { headers: auth })).json();
  expect(stored.signedAt).toBeTruthy();
  const marks = stored.photos[0].marks as { target: { selector: { type: string } } }[];
  expect(marks.map((m) => m.target.selector.type)).toEqual(['FragmentSelector', 'SvgSelector']);

  // A later report on return, by the API, signed: the frame scratch gone, the flaking worse.
  const later = await (
    await request.post(`${server}/api/inventory/${work.id}/condition-reports`, {
      headers: auth,
      data: {
        kind: 'onReturn',
        examinedOn: '2099-01-02',
        overall: 'poor',
        observations: [{ key: 'later-1', area: 'surface', term: 'flaking', severity: 'critical', note: 'Spreading' }],
      },
    })
  ).json();
  expect((await request.post(`${server}/api/condition-reports/${later.id}/sign`, { headers: auth })).status()).toBe(200);

  // The owner opens the signed report, then compares the two from the work's page.
  await signInAs(page, server, DEMO.hollis);
  await page.goto(`${server}/app/condition-report/${reportId}`);
  await hydrated(page);
  await expect(page.getByTestId('report-integrity')).toHaveAttribute('data-matches', 'true');
  await expect(page.getByTestId('report-record').getByTestId('mark')).toHaveCount(2);
  await page.goto(`${server}/app/inventory/${work.id}`);
  await hydrated(page);
  const history = page.getByTestId('condition-report-history');
  await history.locator(`[data-testid="condition-report-row"][data-id="${reportId}"]`).getByTestId('condition-pick').check();
  await history.locator(`[data-testid="condition-report-row"][data-id="${later.id}"]`).getByTestId('condition-pick').check();
  await history.getByTestId('condition-compare').click();
  await page.waitForURL(/\/app\/condition-report\/compare/);
  await hydrated(page);
  const changes = page.getByTestId('compare-changes').locator('li');
  await expect(changes).toHaveCount(2);
  await expect(page.getByTestId('compare-changes').locator('[data-change="changed"]')).toContainText('Flaking');
  await expect(page.getByTestId('compare-changes').locator('[data-change="gone"]')).toContainText('Scratch');
  await expect(page.getByTestId('compare-earlier').getByTestId('mark')).toHaveCount(2);
  await shot('condition-report-compare-phone');
});

test("a draft report is made for one of the work's assignments, chosen in the editor and saved with it", async ({ page, server, request }) => {
  const token = await tokenOf(request, server, DEMO.admin);
  const auth = { authorization: `Bearer ${token}` };
  const companies = (await (await request.get(`${server}/api/admin/company/summary`, { headers: auth })).json()) as { id: number; name: string }[];
  const hollis = companies.find((c) => c.name === 'Hollis Gallery')!;
  const assets = await allRows<{ id: number; assignmentId: number | null }>(request, server, token, `/api/inventory?companyId=${hollis.id}&sort=title&dir=asc`);
  const work = assets.find((a) => a.assignmentId !== null);
  if (!work?.assignmentId) throw new Error('the demo data needs a Hollis Gallery work on an assignment');
  const assignment = (await (await request.get(`${server}/api/admin/assignment/${work.assignmentId}`, { headers: auth })).json()) as { ref: string };
  // A draft made for no assignment, taken away again whatever happens: the demo server is shared.
  const draft = (await (
    await request.post(`${server}/api/inventory/${work.id}/condition-reports`, { headers: auth, data: { kind: 'periodic', examinedOn: '2099-02-01', overall: 'good' } })
  ).json()) as { id: number; assignmentId: number | null };
  expect(draft.assignmentId).toBeNull();
  try {
    await signInAs(page, server, DEMO.admin);
    await page.goto(`${server}/app/condition-report/${draft.id}`);
    await hydrated(page);
    const select = page.getByTestId('report-assignment');
    await expect(select).toHaveValue('');
    // The work's assignments come from its history, named by their reference.
    await expect(select.locator(`option[value="${work.assignmentId}"]`)).toHaveText(assignment.ref);
    await select.selectOption(String(work.assignmentId));
    await page.getByTestId('report-save').click();
    await expect(page.getByTestId('report-save')).toBeDisabled();
    // Disabled while saving and once saved: ask until the save has landed.
    await expect
      .poll(async () => ((await (await request.get(`${server}/api/condition-reports/${draft.id}`, { headers: auth })).json()) as { assignmentId: number | null }).assignmentId)
      .toBe(work.assignmentId);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('report-assignment')).toHaveValue(String(work.assignmentId));
  } finally {
    await request.delete(`${server}/api/condition-reports/${draft.id}`, { headers: auth });
  }
});

import { tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import { pngBytes } from './files';

test('a new photo is thumbnailed in the background and the admin sees the job, by status, on the jobs screen', async ({ page, server, request }) => {
  test.setTimeout(60_000);
  const customer = await tokenOf(request, server, DEMO.hollis);
  const auth = { authorization: `Bearer ${customer}` };
  const [division] = await (await request.get(`${server}/api/company/divisions`, { headers: auth })).json();
  // A new asset with a photo: its thumbnail job is written with it. Deleted at the end (the server is shared).
  const made = await request.post(`${server}/api/inventory`, {
    headers: auth,
    multipart: {
      asset: JSON.stringify({ companyDivisionId: division.id, title: 'Jobs screen bronze' }),
      'photo.content': { name: 'jobs-bronze.png', mimeType: 'image/png', buffer: pngBytes(400) },
      'photo.documentType': 'asset',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const asset = await made.json();
  // The server is shared: the asset goes even when a step below fails, so other specs' counts hold.
  const removeAsset = () => request.delete(`${server}/api/inventory/${asset.id}`, { headers: auth });
  try {
    const admin = await tokenOf(request, server, DEMO.admin);
    await expect
      .poll(async () => (await (await request.get(`${server}/api/admin/job/summary`, { headers: { authorization: `Bearer ${admin}` } })).json()).done, { timeout: 20_000 })
      .toBeGreaterThan(0);

    await page.goto(`${server}/pages/signin`);
    await signIn(page, DEMO.admin, DEMO_PASSWORD);
    await page.waitForURL(`${server}/dashboard`);
    await page.goto(`${server}/app/admin/jobs?status=done`);
    await hydrated(page);
    await expect(page.getByTestId('jobs-count-done')).toContainText(/Done: [1-9]/);
    await expect(page.getByTestId('jobs-count-failed')).toContainText('Failed: 0');
    // Beside it, the event the new photo is has its fan-out job ("Event sent out").
    const row = page.getByTestId('job-row').filter({ hasText: 'Photo thumbnail' }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('Done');
    await expect(row).toContainText('1 of 5');
    // The status filter is in the URL; no failed job: the list says so.
    await page.getByTestId('jobs-status').selectOption('failed');
    await expect(page).toHaveURL(/status=failed/);
    await expect(page.getByTestId('job-row')).toHaveCount(0);
    // A filter that matches nothing says so, with a way back to every job.
    await expect(page.getByText('Nothing matches the search.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clear the search and filters' })).toBeVisible();
  } finally {
    expect((await removeAsset()).status()).toBe(200);
  }
});

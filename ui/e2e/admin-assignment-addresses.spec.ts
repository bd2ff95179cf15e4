/**
 * The admin's edit of an assignment whose destination is an address of another division of the company: the
 * saved address is shown chosen, among the company's addresses grouped by division; chosen away, it can be
 * chosen again; and a save of what was loaded changes nothing (the same version, the same addresses).
 */
import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';

interface Address {
  id: number;
  companyDivisionId: number | null;
  line1: string;
}
interface Detail {
  id: number;
  ref: string;
  companyDivisionId: number;
  version: number;
  origin: Address | null;
  destination: Address | null;
}

test('a destination of another division stays chosen, can be chosen again, and saves unchanged', async ({ page, request, server }) => {
  const admin = await tokenOf(request, server, DEMO.admin);
  const read = async (id: number) => {
    const reply = await request.get(`${server}/api/admin/assignment/${id}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(reply.status()).toBe(200);
    return (await reply.json()) as Detail;
  };
  // The demo has assignments that travel to another division of their company.
  let target: Detail | null = null;
  for (const row of await allRows<{ id: number }>(request, server, admin, '/api/admin/assignment/?incCompleted=true')) {
    const detail = await read(row.id);
    const division = detail.destination?.companyDivisionId;
    if (division != null && division !== detail.companyDivisionId) {
      target = detail;
      break;
    }
  }
  if (!target?.destination) throw new Error('the demo data has no assignment bound for another division');
  const destination = target.destination;

  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  await page.goto(`${server}/app/admin/assignment/edit/${target.id}`);
  await hydrated(page);

  // Shown chosen, not "No address chosen", in its division's group.
  const select = page.getByTestId('assignment-destination');
  await expect(select).toHaveValue(String(destination.id));
  await expect(select.locator('option:checked')).toContainText(destination.line1);
  const groups = await select.locator('optgroup').evaluateAll((gs) => gs.map((g) => (g as HTMLOptGroupElement).label));
  expect(groups.length).toBeGreaterThan(1);
  const inGroup = await select.locator(`option[value="${destination.id}"]`).evaluate((o) => (o.parentElement as HTMLOptGroupElement).label);
  expect(groups.indexOf(inGroup)).toBeGreaterThan(0);

  // Chosen away, then chosen again.
  await select.selectOption('');
  await expect(select).toHaveValue('');
  await select.selectOption(String(destination.id));
  await expect(select).toHaveValue(String(destination.id));

  // Saved as loaded: nothing changes.
  await page.getByTestId('assignment-edit-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Woohoo! Assignment updated' }).first()).toBeVisible();
  const after = await read(target.id);
  expect(after.version).toBe(target.version);
  expect(after.destination?.id).toBe(destination.id);
  expect(after.origin?.id ?? null).toBe(target.origin?.id ?? null);
});

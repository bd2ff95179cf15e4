/**
 * The webhooks screen (docs/webhooks.md) on a server of its own that may send to this machine
 * (PLINTH_WEBHOOKS_ALLOW_PRIVATE): the admin adds an endpoint (a receiver in this test), sees its secret once, sees
 * the delivery of a change in the endpoint's log, and sends it again with the same webhook-id.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allRows, tokenOf } from './api';
import { DEMO, DEMO_PASSWORD, expect, hydrated, signIn, test } from './fixtures';
import { LOG_DIR, plinthBin, startServer, type RunningServer } from './servers';

let own: RunningServer;
let receiver: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startServer(plinthBin(), 'webhooks', LOG_DIR, { PLINTH_WEBHOOKS_ALLOW_PRIVATE: 'true' }, true);
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await own?.stop();
});

interface Row {
  id: number;
}

test('the admin adds an endpoint, sees its secret, a delivery in its log after a change, and sends it again', async ({ page, request }) => {
  test.setTimeout(60_000);
  const server = own.url;
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/plinth`;
  await page.goto(`${server}/pages/signin`);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(`${server}/dashboard`);
  await page.goto(`${server}/app/admin/webhooks`);
  await hydrated(page);
  await expect(page.getByTestId('webhooks-empty')).toBeVisible();

  await page.getByTestId('webhook-add').click();
  await page.getByTestId('webhook-url').fill(url);
  await page.getByTestId('webhook-description').fill('The gallery system');
  await page.locator('[data-testid="webhook-type"][value="assignment.status_changed"]').check();
  await page.getByTestId('webhook-save').click();
  await expect(page.getByTestId('webhook-secret')).toContainText(/^whsec_/);
  const row = page.getByTestId('webhook-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('The gallery system');
  await expect(row).toContainText('assignment.status_changed');
  await expect(page.getByTestId('webhook-state')).toHaveText('Active');

  // A change: an open assignment's progress moves by one.
  const admin = await tokenOf(request, server, DEMO.admin);
  const headers = { authorization: `Bearer ${admin}` };
  const [open] = await allRows<Row>(request, server, admin, '/api/admin/assignment/?incCompleted=false');
  const view = await (await request.get(`${server}/api/admin/assignment/${open.id}`, { headers })).json();
  const saved = await request.put(`${server}/api/admin/assignment`, {
    headers,
    data: {
      id: view.id,
      version: view.version,
      status: view.status,
      progress: view.progress >= 100 ? 99 : view.progress + 1,
      originAddressId: view.origin.id,
      destinationAddressId: view.destination.id,
      originStorage: view.originStorage,
      destinationStorage: view.destinationStorage,
      pickupOn: view.pickupOn,
      deliverOn: view.deliverOn,
      poNumber: view.poNumber,
      storage: view.storage.map((s: { id: number; inOn: string; outOn: string | null; location: string }) => ({ id: s.id, inOn: s.inOn, outOn: s.outOn, location: s.location })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
  const first = received[0];
  expect(JSON.parse(first.body).type).toBe('assignment.status_changed');
  expect(first.headers['webhook-signature']).toMatch(/^v1,/);

  await page.getByTestId('webhook-open-log').click();
  await expect(page).toHaveURL(/log=\d+/);
  const logRow = page.getByTestId('webhook-log-row');
  await expect(logRow).toHaveCount(1);
  await expect(logRow).toContainText('assignment.status_changed');
  await expect(page.getByTestId('webhook-log-status')).toHaveText('204');

  await page.getByTestId('webhook-send-again').click();
  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
  expect(received[1].headers['webhook-id']).toBe(first.headers['webhook-id']);
  await page.getByTestId('webhook-log-refresh').click();
  await expect(page.getByTestId('webhook-log-row')).toHaveCount(2);
});

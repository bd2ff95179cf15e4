// @vitest-environment happy-dom
/**
 * The webhooks screen: the server's HTML (dist/server.js in a bare engine) with the endpoints the page loader primes
 * (a disabled one with its reason, one for a company with chosen types) hydrated without a mismatch and without
 * asking again for what was primed.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_KEY } from '../shared/auth';
import { pagePayloadJson, renderAndHydrate } from '../testing/hydrate';
import { loadServerBundle, type ServerBundle } from '../testing/serverBundle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const admin = { id: 1, email: 'admin@plinth.test', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
const endpoint = {
  id: 1,
  url: 'https://gallery.example.com/hooks',
  description: 'The gallery system',
  companyId: 3,
  companyName: 'Hollis Gallery',
  eventTypes: ['assignment.status_changed'],
  active: true,
  disabledReason: null,
  disabledAt: null,
  oldSecretUntil: '2026-11-23T09:00:00Z',
  lastSuccessAt: '2026-11-22T09:00:00Z',
  failingSince: null,
  createdAt: '2026-11-20T09:00:00Z',
};
const disabled = { ...endpoint, id: 2, url: 'https://down.example.com/', description: '', companyId: null, companyName: null, eventTypes: [], oldSecretUntil: null, disabledReason: 'Disabled after 34 failed attempts to deliver event 9.', disabledAt: '2026-11-22T08:00:00Z' };

let bundle: ServerBundle;
let root: Root | null = null;
let hydrationErrors: unknown[] = [];
let asked: string[] = [];

describe('the webhooks screen', () => {
  beforeAll(() => {
    bundle = loadServerBundle();
  });
  beforeEach(() => {
    hydrationErrors = [];
    asked = [];
    localStorage.setItem(AUTH_KEY, JSON.stringify({ token: 'tok', userName: admin.email }));
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      asked.push(String(input));
      return Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
    });
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('hydrates the primed endpoints without a mismatch, showing the disabled reason', async () => {
    const data = {
      [JSON.stringify(['admin', 'webhook', 'list'])]: [endpoint, disabled],
      [JSON.stringify(['admin', 'webhook', 'types'])]: ['assignment.created', 'assignment.status_changed'],
      [JSON.stringify(['admin', 'company', 'summary'])]: [{ id: 3, name: 'Hollis Gallery' }],
    };
    const loaded = await renderAndHydrate(bundle, pagePayloadJson('/app/admin/webhooks', admin, data), hydrationErrors);
    root = loaded.root;
    expect(loaded.html).toContain('data-testid="webhooks-screen"');
    expect(hydrationErrors).toEqual([]);
    const rows = document.querySelectorAll('[data-testid="webhook-row"]');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Hollis Gallery');
    expect(rows[1].querySelector('[data-testid="webhook-disabled-reason"]')?.textContent).toContain('34 failed attempts');
    expect(rows[1].querySelector('[data-testid="webhook-enable"]')).not.toBeNull();
    expect(asked.filter((u) => u.includes('/api/admin/webhook'))).toEqual([]);
  });
});

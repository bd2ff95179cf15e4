/**
 * The server's render is React's own: every route's page, as the server sends it (the demo admin's, a customer's and
 * the public ones, in English, Russian and Japanese), has in its root exactly the HTML that Node's renderToString
 * makes from the same payload with the same ui/dist/server.js, rendering the page's frame in full where the server
 * reuses its header and menu (shared/ssr/fragments). The engine under the server (docs/architecture.md) may change;
 * what it writes may not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { tokenOf } from './api';
import { DEMO, expect, test } from './fixtures';
import { filled, ROUTES } from './routeTable';

const PAGE = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="plinth-state">([\s\S]*?)<\/script>/;

/** A full render of the bundle in a Node context of its own (its polyfills fill in what a bare context lacks). */
function nodeRenderer(): (payloadJson: string) => string {
  const context = vm.createContext({});
  new vm.Script(readFileSync(path.resolve(process.cwd(), 'dist/server.js'), 'utf8'), { filename: 'server.js' }).runInContext(context);
  return context.plinthRenderInFull as (payloadJson: string) => string;
}

/** Where two renders part: the text around the first character they differ in. */
function firstDifference(server: string, node: string): string {
  let i = 0;
  while (i < server.length && server[i] === node[i]) i += 1;
  return `server …${server.slice(Math.max(0, i - 60), i + 60)}… Node …${node.slice(Math.max(0, i - 60), i + 60)}…`;
}

test('every page the server renders holds the HTML Node renders from its payload', async ({ playwright, request, server }) => {
  test.setTimeout(240_000);
  const render = nodeRenderer();
  const adminToken = await tokenOf(request, server, DEMO.admin);
  let compared = 0;
  const differences: string[] = [];
  for (const [email, access] of [
    [null, ['public']],
    [DEMO.admin, ['user', 'admin']],
    [DEMO.hollis, ['user']],
  ] as const) {
    // A context of its own per reader: signing in sets its session cookie, which page loads read.
    const reader = await playwright.request.newContext();
    if (email) await tokenOf(reader, server, email);
    const session = (await reader.storageState()).cookies.map((c) => `${c.name}=${c.value}`);
    for (const route of ROUTES.filter((r) => (access as readonly string[]).includes(r.access))) {
      // Ids are the admin's: a customer's detail pages would be other companies' (404), so only their lists are compared.
      if (email === DEMO.hollis && route.path.includes(':')) continue;
      const url = `${server}${await filled(route.path, request, server, adminToken)}`;
      for (const locale of ['en', 'ru', 'ja']) {
        const reply = await reader.get(url, { headers: { cookie: [...session, `plinth_lang=${locale}`].join('; ') } });
        const [, root, payloadJson] = PAGE.exec(await reply.text()) ?? [];
        const where = `${url} as ${email ?? 'a visitor'} in ${locale}`;
        expect(payloadJson, `${where}: a page with a payload`).toBeTruthy();
        expect(JSON.parse(payloadJson).ssr, `${where}: rendered on the server, not the client-only shell`).toBe(true);
        const node = render(payloadJson);
        if (root !== node) differences.push(`${where}: ${firstDifference(root, node)}`);
        compared += 1;
      }
    }
    await reader.dispose();
  }
  console.log(`  ${compared} pages compared with Node's render`);
  expect(differences, 'pages whose server HTML differs from Node\'s').toEqual([]);
});

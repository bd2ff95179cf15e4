import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cjsNamedExportsPlugin, namedExportsModule } from './cjsNamedExports.mjs';
import { bundleReactPage, renderPage } from './reactPage.testing.mjs';

const REACT = ['react', 'react/jsx-runtime', 'react-dom'];
const root = new URL('..', import.meta.url).pathname;

describe('React imported through named exports in the server bundle', () => {
  it('names every export but the default and the interop marker, and gives the module itself as default', () => {
    const module = namedExportsModule('/x/index.js', ['useState', 'default', '__esModule', 'jsx', 'not-a-name', 'Fragment']);
    expect(module).toContain('import * as commonJs from "/x/index.js";');
    expect(module).toContain('export default commonJs.default;');
    expect(module).toContain('export const { useState, jsx, Fragment } = commonJs;');
  });

  it('renders the HTML React wrote without it, and its elements read no getters', async () => {
    const plain = await bundleReactPage();
    const named = await bundleReactPage([cjsNamedExportsPlugin(root, REACT)]);
    const texts = ['a', 'b <c>', 'Émile'];
    expect(renderPage(named, texts, 2)).toBe(renderPage(plain, texts));
    // Without the plugin, the page's `jsx` is read through the object of getters esbuild makes for React.
    expect(plain).toMatch(/\(0,[\w$]+\.jsxs?\)\(/);
    expect(named).not.toMatch(/\(0,[\w$]+\.jsxs?\)\(/);
  });

  it('is in dist/server.js: no element is made through a getter', () => {
    const bundle = readFileSync(new URL('../dist/server.js', import.meta.url), 'utf8');
    expect(/\(0,[\w$]+\.jsxs?\)\(/.exec(bundle)?.[0] ?? null).toBeNull();
    // esbuild renames the bindings: `{ …, useState: C, … } = commonJs`.
    expect(/useState:[\w$]+,[^}]*\}=[\w$]+/.test(bundle)).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LONGEST_KEPT, MOST_KEPT, reactEscapeCachePlugin, withEscapeCache } from './reactEscapeCache.mjs';
import { bundleReactPage, renderPage } from './reactPage.testing.mjs';

// Texts to escape: plain and with every character React escapes, recurring, at the length limit and past it,
// and more distinct ones than the cache keeps.
const special = `a "b" & 'c' <d> e`;
const TEXTS = [
  special, special, 'plain', 'plain', '', '<', '&amp;', 'Émile <東京> 🖼️',
  `${'x'.repeat(LONGEST_KEPT - 1)}<`, `${'y'.repeat(LONGEST_KEPT)}<`, `${'y'.repeat(LONGEST_KEPT)}<`,
  ...Array.from({ length: MOST_KEPT + 50 }, (_, i) => (i % 3 ? `text ${i}` : `<text ${i}>`)),
  special,
];

describe('the escape cache of React\'s server renderer', () => {
  it('gives the HTML React wrote without it, on the first render and on later ones in the same engine', async () => {
    const plain = await bundleReactPage();
    const cached = await bundleReactPage([reactEscapeCachePlugin()]);
    expect(cached).toMatch(/\.length>200/);
    const expected = renderPage(plain, TEXTS);
    expect(expected).toContain(`<li title="a &quot;b&quot; &amp; &#x27;c&#x27; &lt;d&gt; e">a &quot;b&quot; &amp; &#x27;c&#x27; &lt;d&gt; e</li>`);
    expect(renderPage(cached, TEXTS, 1)).toBe(expected);
    expect(renderPage(cached, TEXTS, 3)).toBe(expected);
  });

  it('refuses a renderer whose escape function is not there exactly once', () => {
    expect(() => withEscapeCache('function other(text) {}')).toThrow(/exactly one/);
    const twice = 'function escapeTextForBrowser(text) {}\nfunction escapeTextForBrowser(text) {}';
    expect(() => withEscapeCache(twice)).toThrow(/exactly one/);
  });

  it('is in dist/server.js', () => {
    expect(readFileSync(new URL('../dist/server.js', import.meta.url), 'utf8')).toMatch(/new Map[^]{0,200}\.length>200/);
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FragmentCache, FragmentCacheProvider, ServerFragment } from './fragments';

let childRenders = 0;
function Child({ text }: { text: string }) {
  childRenders++;
  return (
    <>
      <nav className="inner">{text}</nav>
      <span>{'<nav> & "quoted"'}</span>
    </>
  );
}

function Page({ cache, keyed, text }: { cache: FragmentCache | null; keyed: string; text: string }) {
  return (
    <FragmentCacheProvider value={cache}>
      <main>
        <ServerFragment as="nav" cacheKey={() => keyed} id="menu" aria-label="Menu">
          <Child text={text} />
        </ServerFragment>
        <p>after</p>
      </main>
    </FragmentCacheProvider>
  );
}

function render(cache: FragmentCache | null, keyed: string, text: string): string {
  cache?.begin();
  const html = renderToString(<Page cache={cache} keyed={keyed} text={text} />);
  return cache ? cache.collect(html) : html;
}

describe('ServerFragment', () => {
  it('renders its children once per key and the same HTML from the cache as in full', () => {
    const cache = new FragmentCache(10);
    const full = render(null, 'a', 'one');
    childRenders = 0;
    expect(render(cache, 'a', 'one')).toBe(full);
    expect(childRenders).toBe(1);
    expect(render(cache, 'a', 'one')).toBe(full);
    expect(childRenders).toBe(1);
    expect(cache.size).toBe(1);
    expect(full).not.toContain('data-ssr-fragment');
    // Another key renders in full again.
    expect(render(cache, 'b', 'two')).toBe(render(null, 'b', 'two'));
    expect(childRenders).toBe(3);
  });

  it('finds the element its mark is on past nested elements of the same tag', () => {
    const cache = new FragmentCache(10);
    render(cache, 'a', 'one');
    expect(cache.get('a')).toBe('<nav class="inner">one</nav><span>&lt;nav&gt; &amp; &quot;quoted&quot;</span>');
  });

  it('keeps at most its limit, dropping the least recently used', () => {
    const cache = new FragmentCache(2);
    render(cache, 'a', 'one');
    render(cache, 'b', 'two');
    cache.get('a');
    render(cache, 'c', 'three');
    expect([cache.get('a') !== undefined, cache.get('b') !== undefined, cache.get('c') !== undefined]).toEqual([true, false, true]);
  });

  it('keeps nothing from a render that did not finish', () => {
    const cache = new FragmentCache(10);
    cache.begin();
    expect(cache.slot('lost', 'nav')).toBe('0');
    cache.begin();
    expect(cache.slot('kept', 'nav')).toBe('0');
    expect(cache.collect('<nav data-ssr-fragment="0">x</nav>')).toBe('<nav>x</nav>');
    expect([cache.get('lost'), cache.get('kept')]).toEqual([undefined, 'x']);
  });
});

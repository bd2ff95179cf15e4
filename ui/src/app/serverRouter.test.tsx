import { renderToString } from 'react-dom/server';
import { createPath, StaticRouter, useLocation, useResolvedPath, type To } from 'react-router';
import { describe, expect, it } from 'vitest';
import { encodeLocation, ServerRouter } from './serverRouter';

/** What react-router's StaticRouter gives for the same path: a URL parse each time. */
function parsed(to: To) {
  const href = (typeof to === 'string' ? to : createPath(to)).replace(/ $/, '%20');
  const url = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i.test(href) ? new URL(href) : new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const PATHS: To[] = [
  '/',
  '/dashboard',
  '/app/users/17',
  '/app/inventory?page=2&sort=name#top',
  '/a b ',
  '/ü/é?q=ä',
  '/%41%2F',
  '/a/./b/../c',
  'https://elsewhere.test/p?q#h',
  { pathname: '/app/users', search: '?q=a b', hash: '#x' },
];

describe('the server router', () => {
  it('encodes a path as a URL parse does, the first time and every time after', () => {
    for (const to of PATHS) {
      const first = encodeLocation(to);
      expect(first, JSON.stringify(to)).toEqual(parsed(to));
      first.pathname = 'changed by a caller';
      const again = encodeLocation(to);
      expect(again, JSON.stringify(to)).toEqual(parsed(to));
      expect(again).not.toBe(first);
    }
    // A protocol-relative path has no base to resolve against: refused, as react-router refuses it.
    expect(() => parsed('//elsewhere.test/x')).toThrow();
    expect(() => encodeLocation('//elsewhere.test/x')).toThrow();
  });

  it('stays right when more paths come than it remembers', () => {
    for (let i = 0; i < 1200; i++) expect(encodeLocation(`/app/assets/${i}?v=${i % 7}`)).toEqual(parsed(`/app/assets/${i}?v=${i % 7}`));
    expect(encodeLocation('/dashboard')).toEqual(parsed('/dashboard'));
  });

  it('renders what StaticRouter renders', () => {
    function Where() {
      const location = useLocation();
      const resolved = useResolvedPath('../b c?x=1');
      return <p>{`${location.pathname}|${location.search}|${location.hash}|${location.key}|${resolved.pathname}${resolved.search}`}</p>;
    }
    for (const url of ['/', '/app/users/17?page=2#top', '/ü/x y']) {
      const ours = renderToString(
        <ServerRouter location={url}>
          <Where />
        </ServerRouter>,
      );
      const theirs = renderToString(
        <StaticRouter location={url}>
          <Where />
        </StaticRouter>,
      );
      expect(ours, url).toBe(theirs);
    }
  });
});

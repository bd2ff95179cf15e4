import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInUrl } from './returnTo';

describe('safeReturnTo', () => {
  it('keeps local paths with their query', () => {
    expect(safeReturnTo('/app/inventory')).toBe('/app/inventory');
    expect(safeReturnTo('/app/inventory?page=2#top')).toBe('/app/inventory?page=2#top');
  });
  it('falls back to the dashboard for anything else', () => {
    for (const bad of [null, undefined, '', 'app/inventory', 'https://evil.example/', '//evil.example', '/\\evil.example', '\\\\evil', 'javascript:alert(1)', '/app\n/x', '/a\\b']) {
      expect(safeReturnTo(bad)).toBe('/dashboard');
    }
  });
  it('never returns to sign-in itself', () => {
    expect(safeReturnTo('/pages/signin')).toBe('/dashboard');
    expect(safeReturnTo('/pages/signin/')).toBe('/dashboard');
    expect(safeReturnTo('/pages/signin?returnTo=%2Fx')).toBe('/dashboard');
    expect(safeReturnTo('/PAGES/SIGNIN')).toBe('/dashboard');
  });
  it('accepts other /pages routes', () => {
    expect(safeReturnTo('/pages/signinx')).toBe('/pages/signinx');
    expect(safeReturnTo('/pages/profile')).toBe('/pages/profile');
  });
});

describe('signInUrl', () => {
  it('encodes the return path', () => {
    expect(signInUrl('/app/inventory?page=2')).toBe('/pages/signin?returnTo=%2Fapp%2Finventory%3Fpage%3D2');
    expect(signInUrl()).toBe('/pages/signin');
  });
});

import { describe, expect, it } from 'vitest';
import { clampPage, compareText, compareValues, foldText, naturalKey, pageCountOf, pageWindow } from './core';

describe('folding', () => {
  it('folds case and accents, the same for every text', () => {
    expect(foldText('Zoë ÅGREN')).toBe('zoe agren');
    expect(foldText('Zürich')).toBe(foldText('zurich'));
    expect(foldText('Ibáñez')).toBe('ibanez');
    expect(foldText('東京')).toBe('東京');
    expect(foldText('plain ascii')).toBe('plain ascii');
  });
});

describe('sorting', () => {
  it('compares text case- and accent-blind, numbers inside text by value', () => {
    expect(compareText('hg-2', 'hg-10')).toBeLessThan(0);
    expect(compareText('hg-10', 'hg-2')).toBeGreaterThan(0);
    expect(compareText('a7', 'a07')).toBe(0);
    expect(compareText('a-1', 'a1')).toBeLessThan(0);
    expect(compareText('abc', 'abd')).toBeLessThan(0);
    expect(compareText('ab', 'ab1')).toBeLessThan(0);
    expect(compareValues('Émile', 'emile')).toBe(0);
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues(false, true)).toBeLessThan(0);
    expect(compareValues(null, 'a')).toBeGreaterThan(0);
    expect(compareValues('', 0)).toBeGreaterThan(0);
  });

  it('pads runs of digits so plain comparison reads them as numbers', () => {
    expect(naturalKey('hg-2')).toBe('hg-00000000000000000002');
    expect(naturalKey('no digits')).toBe('no digits');
    expect(naturalKey('hg-2') < naturalKey('hg-10')).toBe(true);
    const refs = ['HG-10', 'hg-2', 'HG-1', 'hg-01a'].map(foldText).sort(compareText);
    expect(refs).toEqual(['hg-1', 'hg-01a', 'hg-2', 'hg-10']);
  });
});

describe('pages', () => {
  it('clamps a page that does not exist to the nearest one', () => {
    expect(clampPage(9, 2)).toBe(2);
    expect(clampPage(0, 2)).toBe(1);
    expect(clampPage(-3, 2)).toBe(1);
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(2.7, 4)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('counts the pages of a total, an empty list as one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(1, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(7, 3)).toBe(3);
    expect(pageCountOf(10_000, 20)).toBe(500);
    expect(pageCountOf(10_001, 20)).toBe(501);
    // A size of 0 or NaN would divide by nothing: it counts as the default size.
    expect(pageCountOf(25, 0)).toBe(3);
    expect(pageCountOf(25, Number.NaN)).toBe(3);
  });

  it('shows the first, the last and the neighbours of the current page in the pager', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageWindow(99, 1000)).toEqual([1, 'gap', 98, 99, 100, 'gap', 1000]);
  });
});

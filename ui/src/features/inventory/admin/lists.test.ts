// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSET_LIST_KEYS, EMPTY_LIST, addToList, parseList, readList, removeFromList, toggleInList, useAssetList, writeList, type ListedAsset, type SetAssetList } from './lists';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const asset = (id: number, extra: Partial<ListedAsset> = {}): ListedAsset => ({ id, title: `Asset ${id}`, ref: `PL-${id}`, theirRef: null, companyId: 3, ...extra });

describe('asset list rules', () => {
  it('adds an asset once, in the order added, and keeps only what it shows', () => {
    const one = addToList(EMPTY_LIST, { ...asset(5), hidden: true, photo: null } as ListedAsset);
    expect(one).toEqual([asset(5)]);
    const two = addToList(one, asset(2));
    expect(two.map((a) => a.id)).toEqual([5, 2]);
    expect(addToList(two, asset(5))).toBe(two);
    // Pure: the list given stays as it was.
    expect(one.map((a) => a.id)).toEqual([5]);
  });

  it('removes and toggles', () => {
    const list = [asset(5), asset(2)];
    expect(removeFromList(list, 5)).toEqual([asset(2)]);
    expect(removeFromList(list, 404)).toBe(list);
    expect(toggleInList(list, asset(2))).toEqual([asset(5)]);
    expect(toggleInList(list, asset(9)).map((a) => a.id)).toEqual([5, 2, 9]);
  });

  it('reads a stored list leniently', () => {
    expect(parseList(null)).toEqual([]);
    expect(parseList('not json')).toEqual([]);
    expect(parseList('{"id": 1}')).toEqual([]);
    const stored = JSON.stringify([asset(1), { id: 'x', title: 'bad', companyId: 3 }, { ...asset(2), ref: 7 }, asset(1), { id: 4, companyId: 3 }]);
    expect(parseList(stored)).toEqual([asset(1), asset(2, { ref: null })]);
  });
});

describe('asset list storage', () => {
  afterEach(() => localStorage.clear());

  it('keeps each list under its own key; an empty list removes it', () => {
    writeList('picking', [asset(5)]);
    writeList('condition', [asset(6)]);
    expect(ASSET_LIST_KEYS).toEqual({ picking: 'pickingList', condition: 'conditionList' });
    expect(JSON.parse(localStorage.getItem('pickingList') ?? 'null')).toEqual([asset(5)]);
    expect(readList('condition')).toEqual([asset(6)]);
    writeList('picking', []);
    expect(localStorage.getItem('pickingList')).toBeNull();
    expect(readList('picking')).toEqual([]);
    expect(readList('condition')).toEqual([asset(6)]);
  });
});

describe('useAssetList', () => {
  let root: Root | null = null;
  let setter: SetAssetList = () => undefined;

  function Probe() {
    const [list, setList] = useAssetList('picking');
    setter = setList;
    return createElement('p', null, list.map((a) => a.id).join(','));
  }

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('renders empty on the server and while hydrating, then the stored list, and stores what it is set to', async () => {
    writeList('picking', [asset(5)]);
    const html = renderToString(createElement(Probe));
    expect(html).toBe('<p></p>');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(document.getElementById('root') as HTMLElement, createElement(Probe), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(document.querySelector('p')?.textContent).toBe('5');
    await act(async () => setter((list) => addToList(list, asset(7))));
    expect(document.querySelector('p')?.textContent).toBe('5,7');
    expect(readList('picking').map((a) => a.id)).toEqual([5, 7]);
  });
});

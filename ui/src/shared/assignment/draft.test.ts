// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DRAFT_KEY,
  EMPTY_DRAFT,
  SAME_DIVISION_ERROR,
  addToDraft,
  clearDraft,
  isInDraft,
  parseDraft,
  readDraft,
  removeFromDraft,
  useDraft,
  writeDraft,
  type Draft,
  type DraftAsset,
  type SetDraft,
} from './draft';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const asset = (id: number, companyDivisionId: number, extra: Partial<DraftAsset> = {}): DraftAsset => ({
  id,
  title: `Asset ${id}`,
  theirRef: `R-${id}`,
  companyDivisionId,
  inStorage: false,
  ...extra,
});

function added(draft: Draft, a: DraftAsset): Draft {
  const result = addToDraft(draft, a);
  if (!('draft' in result)) throw new Error(result.error);
  return result.draft;
}

describe('draft rules', () => {
  it('takes its division from the first asset and keeps assets in the order added', () => {
    const one = added(EMPTY_DRAFT, asset(5, 7));
    expect(one).toEqual({ companyDivisionId: 7, assets: [asset(5, 7)] });
    const two = added(one, asset(3, 7));
    expect(two.assets.map((a) => a.id)).toEqual([5, 3]);
    expect(isInDraft(two, 3)).toBe(true);
    expect(isInDraft(two, 4)).toBe(false);
    // Pure: the draft given is left as it was.
    expect(one.assets.map((a) => a.id)).toEqual([5]);
  });

  it('refuses an asset of another division with its message', () => {
    const draft = added(EMPTY_DRAFT, asset(5, 7));
    expect(addToDraft(draft, asset(6, 8))).toEqual({ error: 'Can only add assets of the same Division' });
    expect(SAME_DIVISION_ERROR).toBe('Can only add assets of the same Division');
  });

  it('adds an asset already in it only once', () => {
    const draft = added(EMPTY_DRAFT, asset(5, 7));
    expect(added(draft, asset(5, 7))).toBe(draft);
  });

  it('keeps only the fields it needs of a whole asset', () => {
    const full = { ...asset(5, 7, { inStorage: true }), artist: 'Someone', photo: null, storage: [] } as DraftAsset;
    expect(added(EMPTY_DRAFT, full).assets[0]).toEqual({ id: 5, title: 'Asset 5', theirRef: 'R-5', companyDivisionId: 7, inStorage: true });
  });

  it('clears its division once emptied, so another division may start it', () => {
    const draft = added(added(EMPTY_DRAFT, asset(5, 7)), asset(6, 7));
    const one = removeFromDraft(draft, 5);
    expect(one).toEqual({ companyDivisionId: 7, assets: [asset(6, 7)] });
    const none = removeFromDraft(one, 6);
    expect(none).toEqual({ companyDivisionId: null, assets: [] });
    expect(added(none, asset(9, 8)).companyDivisionId).toBe(8);
    expect(removeFromDraft(one, 404)).toBe(one);
  });

  it('reads a stored draft leniently', () => {
    expect(parseDraft(null)).toEqual(EMPTY_DRAFT);
    expect(parseDraft('not json')).toEqual(EMPTY_DRAFT);
    expect(parseDraft('{"assets": 3}')).toEqual(EMPTY_DRAFT);
    const stored = JSON.stringify({
      companyDivisionId: 99,
      assets: [asset(1, 7), { id: 'x', title: 'bad' }, asset(2, 8), { ...asset(3, 7), theirRef: 12 }],
    });
    // The division is the assets' own; one of another division and the unreadable one are dropped.
    expect(parseDraft(stored)).toEqual({ companyDivisionId: 7, assets: [asset(1, 7), { ...asset(3, 7), theirRef: null }] });
  });
});

describe('draft storage', () => {
  afterEach(() => localStorage.clear());

  it('is kept under the key `assignment`, and an empty draft removes it', () => {
    const draft = added(EMPTY_DRAFT, asset(5, 7));
    writeDraft(draft);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null')).toEqual(draft);
    expect(readDraft()).toEqual(draft);
    clearDraft();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });
});

describe('useDraft', () => {
  let root: Root | null = null;
  let seen: Draft[] = [];
  let setter: SetDraft = () => undefined;

  function Probe() {
    const [draft, setDraft] = useDraft();
    seen.push(draft);
    setter = setDraft;
    return createElement('p', { 'data-ids': draft.assets.map((a) => a.id).join(',') }, String(draft.assets.length));
  }

  const shown = () => document.querySelector('p')?.getAttribute('data-ids');

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    seen = [];
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('renders the empty draft on the server and while hydrating, then the stored one', async () => {
    writeDraft(added(EMPTY_DRAFT, asset(5, 7)));
    const html = renderToString(createElement(Probe));
    expect(html).toContain('data-ids=""');
    seen = [];
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(document.getElementById('root') as HTMLElement, createElement(Probe), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toEqual(EMPTY_DRAFT);
    expect(shown()).toBe('5');
  });

  it('stores what it is set to, and follows the other tabs through the storage event', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => {
      root = createRoot(document.getElementById('root') as HTMLElement);
      root.render(createElement(Probe));
    });
    expect(shown()).toBe('');
    await act(async () => setter((d) => added(d, asset(5, 7))));
    expect(shown()).toBe('5');
    expect(readDraft().assets.map((a) => a.id)).toEqual([5]);

    // Another tab writes: this tab hears of it through the storage event only.
    localStorage.setItem(DRAFT_KEY, JSON.stringify(added(added(EMPTY_DRAFT, asset(5, 7)), asset(6, 7))));
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: DRAFT_KEY }));
    });
    expect(shown()).toBe('5,6');

    // A write elsewhere in this tab (the assignment form clearing it) reaches the hook too.
    await act(async () => clearDraft());
    expect(shown()).toBe('');
  });
});

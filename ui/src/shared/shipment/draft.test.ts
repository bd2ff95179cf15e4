// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { storedList } from '../storage/storedList';
import { ALREADY_IN_LIST, SHIPMENT_DRAFT_KEY, addListed, clearShipmentDraft, readShipmentDraft, removeListed, useShipmentDraft, writeShipmentDraft } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const a12 = { id: 12, ref: 'HG-0012' };
const a15 = { id: 15, ref: 'MC-0015' };

describe('the draft shipment in storage', () => {
  afterEach(() => localStorage.clear());

  it('is kept under `shipment` as the assignments with their references, and an empty one removes the key', () => {
    expect(ALREADY_IN_LIST).toBe('Assignment already in list');
    writeShipmentDraft([a12, a15]);
    expect(JSON.parse(localStorage.getItem(SHIPMENT_DRAFT_KEY) ?? 'null')).toEqual({ assignments: [a12, a15] });
    expect(readShipmentDraft()).toEqual([a12, a15]);
    clearShipmentDraft();
    expect(localStorage.getItem(SHIPMENT_DRAFT_KEY)).toBeNull();
    expect(readShipmentDraft()).toEqual([]);
  });

  it('adds at the end, refuses an assignment already in it, and removes by id', () => {
    const one = addListed([], a12);
    expect(one).toEqual({ entries: [a12], duplicate: false });
    const two = addListed(one.entries, a15);
    expect(two.entries).toEqual([a12, a15]);
    const again = addListed(two.entries, { id: 12, ref: 'hg-0012' });
    expect(again.duplicate).toBe(true);
    expect(again.entries).toBe(two.entries);
    expect(removeListed(two.entries, 12)).toEqual([a15]);
    expect(removeListed(two.entries, 99)).toBe(two.entries);
  });

  it('reads what another version or a hand edit left leniently', () => {
    const stored = (text: string) => {
      localStorage.setItem(SHIPMENT_DRAFT_KEY, text);
      return readShipmentDraft();
    };
    expect(stored('not json')).toEqual([]);
    expect(stored('[1,2]')).toEqual([]);
    expect(stored(JSON.stringify({ assignments: [a12, { id: '15', ref: 'x' }, { id: 16 }, { id: 17, ref: ' ' }, a12, null, a15] }))).toEqual([a12, a15]);
  });

  it('keeps each list under its own key', () => {
    const report = storedList('report', 'assignments');
    report.write([a15]);
    writeShipmentDraft([a12]);
    expect(report.read()).toEqual([a15]);
    expect(readShipmentDraft()).toEqual([a12]);
  });
});

describe('useShipmentDraft', () => {
  let root: Root | null = null;
  let set: ReturnType<typeof useShipmentDraft>[1] = () => undefined;
  function Probe() {
    const [entries, setEntries] = useShipmentDraft();
    set = setEntries;
    return createElement('p', null, entries.map((e) => e.ref).join(','));
  }
  const shown = () => document.querySelector('p')?.textContent;

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('renders empty on the server and while hydrating, then what is stored', async () => {
    writeShipmentDraft([a12]);
    const html = renderToString(createElement(Probe));
    expect(html).toBe('<p></p>');
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(document.getElementById('root') as HTMLElement, createElement(Probe), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(shown()).toBe('HG-0012');
  });

  it('stores what it is set to and follows other tabs', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => {
      root = createRoot(document.getElementById('root') as HTMLElement);
      root.render(createElement(Probe));
    });
    await act(async () => set((current) => addListed(current, a15).entries));
    expect(shown()).toBe('MC-0015');
    expect(readShipmentDraft()).toEqual([a15]);
    localStorage.setItem(SHIPMENT_DRAFT_KEY, JSON.stringify({ assignments: [a15, a12] }));
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: SHIPMENT_DRAFT_KEY }));
    });
    expect(shown()).toBe('MC-0015,HG-0012');
    await act(async () => clearShipmentDraft());
    expect(shown()).toBe('');
  });
});

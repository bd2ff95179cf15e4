import { createContext, useContext } from 'react';
import { formatUtc } from '../../shared/format/date';
import { formatCount, formatVolume } from '../../shared/format/number';
import { NONE } from '../../shared/labels';
import type { DataColumn } from '../../shared/list';
import type { Locale } from '../../shared/payload';
import type { StorageRow } from './api';

/** What each row's bag button needs, given once for the whole list (labels looked up outside the rows). */
export interface BagRowState {
  inBag: ReadonlySet<number>;
  /** false until hydrated: the bag is read from storage after mount. */
  ready: boolean;
  toggle: (row: StorageRow) => void;
  labels: { add: string; remove: string };
}

export const BagRowContext = createContext<BagRowState>({ inBag: new Set(), ready: false, toggle: () => undefined, labels: { add: '', remove: '' } });

/** A plain button (no widget in rows: docs/architecture.md): in the bag, it takes the asset out again. */
function BagToggle({ row }: { row: StorageRow }) {
  const { inBag, ready, toggle, labels } = useContext(BagRowContext);
  const bagged = inBag.has(row.id);
  return (
    <button
      type="button"
      className={bagged ? 'btn btn-sm btn-outline-danger text-nowrap' : 'btn btn-sm btn-outline-primary text-nowrap'}
      disabled={!ready}
      aria-pressed={bagged}
      onClick={() => toggle(row)}
      data-testid="bag-toggle"
    >
      {bagged ? labels.remove : labels.add}
    </button>
  );
}

/** The columns of /app/admin/storage, built once per language. */
export function storageColumns(locale: Locale): DataColumn<StorageRow>[] {
  return [
    {
      id: 'title',
      header: 'storage.fields.asset',
      sortable: true,
      cell: (r) => (
        <>
          <span className="fw-semibold">{r.title}</span>
          {r.artist ? <span className="d-block small text-body-secondary">{r.artist}</span> : null}
        </>
      ),
    },
    { id: 'ref', header: 'storage.fields.ref', sortable: true, cell: (r) => r.ref ?? NONE },
    { id: 'company', header: 'storage.fields.owner', sortable: true, cell: (r) => r.companyName },
    { id: 'division', header: 'storage.fields.division', sortable: true, cell: (r) => r.companyDivision },
    { id: 'location', header: 'storage.fields.location', sortable: true, cell: (r) => r.location ?? NONE },
    { id: 'since', header: 'storage.fields.since', sortable: true, cell: (r) => formatUtc(r.inSince, locale) },
    {
      id: 'days',
      header: 'storage.fields.days',
      className: 'text-end',
      cell: (r) => <span data-testid="storage-days">{formatCount(r.daysOutstanding, locale)}</span>,
    },
    { id: 'volume', header: 'storage.fields.volume', className: 'text-end', cell: (r) => formatVolume(r.grossVolume, locale) || NONE },
    { id: 'bag', header: 'storage.fields.bag', className: 'text-end', cell: (r) => <BagToggle row={r} /> },
  ];
}


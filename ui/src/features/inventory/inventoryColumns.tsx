import { createContext, useContext } from 'react';
import type { Translate } from '../../shared/i18n';
import type { DataColumn } from '../../shared/list';
import { NONE } from '../../shared/labels';
import { PhotoPlaceholder } from '../../shared/ui/PhotoPlaceholder';
import { rotationTransform } from '../../shared/units';
import { photoSrc, type AssetRow } from './api';
import { canAddToDraft } from './assetActions';

/** What each row's draft button needs, given once for the whole list (labels looked up outside the rows). */
export interface DraftRowState {
  ids: ReadonlySet<number>;
  /** false until hydrated: the draft is read from storage after mount. */
  ready: boolean;
  toggle: (asset: AssetRow) => void;
  addLabel: string;
  removeLabel: string;
  /** Shown instead of "Add to draft" for an asset on an open assignment. */
  unavailableLabel: string;
}

export const DraftRowContext = createContext<DraftRowState>({
  ids: new Set(),
  ready: false,
  toggle: () => undefined,
  addLabel: '',
  removeLabel: '',
  unavailableLabel: '',
});

/** A plain button (no widget in rows: docs/architecture.md); the list's columns stay the same as the draft changes. */
function DraftToggle({ asset }: { asset: AssetRow }) {
  const { ids, ready, toggle, addLabel, removeLabel, unavailableLabel } = useContext(DraftRowContext);
  const inDraft = ids.has(asset.id);
  // No button that cannot work: the reason in its place (one already in the draft can still be taken out).
  if (!inDraft && !canAddToDraft(asset)) {
    return (
      <span className="badge text-bg-light border text-wrap" data-testid="draft-unavailable">
        {unavailableLabel}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={inDraft ? 'btn btn-sm btn-outline-danger text-nowrap' : 'btn btn-sm btn-outline-primary text-nowrap'}
      disabled={!ready}
      aria-pressed={inDraft}
      onClick={() => toggle(asset)}
      data-testid="draft-toggle"
    >
      {inDraft ? removeLabel : addLabel}
    </button>
  );
}

const THUMB = 48;

function Thumb({ asset, noPhoto }: { asset: AssetRow; noPhoto: string }) {
  if (!asset.photo) return <PhotoPlaceholder size={THUMB} label={noPhoto} />;
  return (
    <img
      src={photoSrc(asset.photo, 'thumb')}
      alt=""
      width={THUMB}
      height={THUMB}
      loading="lazy"
      className="rounded"
      style={{ objectFit: 'cover', transform: rotationTransform(asset.photoRotation) }}
      data-testid="asset-thumb"
    />
  );
}

const text = (value: string | null) => value ?? NONE;

/** The server's sorts of GET /api/inventory (features/inventory/list.rs). */
export const INVENTORY_SORTS = ['title', 'artist', 'theirRef', 'division'] as const;

/** The columns of /app/inventory; built once per language. */
export function inventoryColumns(t: Translate): DataColumn<AssetRow>[] {
  const inStorage = t('inventory.inStorage');
  const onAssignment = t('inventory.onAssignment');
  const hidden = t('inventory.hidden');
  const noPhoto = t('inventory.photo.none');
  return [
    { id: 'photo', header: 'inventory.fields.photo', cell: (a) => <Thumb asset={a} noPhoto={noPhoto} />, className: 'inventory-photo' },
    { id: 'title', header: 'inventory.fields.title', cell: (a) => a.title, sortable: true, link: true },
    { id: 'artist', header: 'inventory.fields.artist', cell: (a) => text(a.artist), sortable: true },
    { id: 'theirRef', header: 'inventory.fields.theirRef', cell: (a) => text(a.theirRef), sortable: true },
    { id: 'division', header: 'inventory.fields.division', cell: (a) => a.companyDivision, sortable: true },
    {
      id: 'status',
      header: 'inventory.fields.status',
      cell: (a) => (
        <span className="d-inline-flex flex-wrap gap-1">
          {a.inStorage ? <span className="badge text-bg-info">{inStorage}</span> : null}
          {a.hasAssignment ? <span className="badge text-bg-primary">{onAssignment}</span> : null}
          {a.hidden ? <span className="badge text-bg-secondary">{hidden}</span> : null}
        </span>
      ),
    },
    { id: 'draft', header: 'inventory.fields.draft', cell: (a) => <DraftToggle asset={a} />, className: 'text-end' },
  ];
}

import { useT } from '../../../shared/i18n';
import { Button, Field } from '../../../shared/ui';
import { DateField } from '../../../shared/ui/DateField';
import { canAddStorageEntry, type StorageRow } from './editForm';

export interface StorageEntriesProps {
  rows: readonly StorageRow[];
  /** The text of a field's problem, or null. */
  problem: (key: string) => string | null;
  onChange: (rows: StorageRow[]) => void;
  ready: boolean;
}

let made = 0;

/**
 * The assignment's storage periods (in on, out on, location). SPEC §4: a new entry only when every existing
 * one has an out date; until then the add button stays off and says why (the server refuses it as well).
 */
export function StorageEntries({ rows, problem, onChange, ready }: StorageEntriesProps) {
  const t = useT();
  const canAdd = canAddStorageEntry(rows);
  const set = (key: string, patch: Partial<StorageRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const removeLabel = t('adminAssignment.storage.remove');

  return (
    <div data-testid="storage-entries">
      {rows.length === 0 ? <p className="text-body-secondary">{t('adminAssignment.storage.none')}</p> : null}
      {rows.map((r, i) => (
        <fieldset key={r.key} className="row g-2 align-items-start border-bottom mb-3" data-testid="storage-row" data-entry-id={r.id ?? 'new'}>
          <legend className="visually-hidden">{t('adminAssignment.storage.entry', { n: i + 1 })}</legend>
          <div className="col-sm-4">
            <DateField id={`storage-${r.key}-in`} label={t('adminAssignment.storage.inOn')} value={r.inOn} required error={problem(`storage.${r.key}.inOn`)} onChange={(inOn) => set(r.key, { inOn })} testId="storage-in" />
          </div>
          <div className="col-sm-4">
            <DateField id={`storage-${r.key}-out`} label={t('adminAssignment.storage.outOn')} value={r.outOn} error={problem(`storage.${r.key}.outOn`)} onChange={(outOn) => set(r.key, { outOn })} testId="storage-out" />
          </div>
          <div className="col-sm-3">
            <Field id={`storage-${r.key}-location`} label={t('adminAssignment.storage.location')} value={r.location} maxLength={200} autoComplete="off" onChange={(e) => set(r.key, { location: e.target.value })} data-testid="storage-location" />
          </div>
          <div className="col-sm-1 pt-sm-4">
            <Button size="sm" variant="outline-danger" className="mt-sm-2" disabled={!ready} aria-label={`${removeLabel}: ${i + 1}`} onClick={() => onChange(rows.filter((x) => x.key !== r.key))} data-testid="storage-remove">
              ×
            </Button>
          </div>
        </fieldset>
      ))}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button
          size="sm"
          variant="outline-primary"
          disabled={!ready || !canAdd}
          aria-describedby={canAdd ? undefined : 'storage-add-reason'}
          onClick={() => onChange([...rows, { key: `new${++made}`, inOn: '', outOn: '', location: '' }])}
          data-testid="storage-add"
        >
          {t('adminAssignment.storage.add')}
        </Button>
        {canAdd ? null : (
          <span id="storage-add-reason" className="small text-body-secondary" data-testid="storage-add-reason">
            {t('adminAssignment.storage.openEntry')}
          </span>
        )}
      </div>
    </div>
  );
}

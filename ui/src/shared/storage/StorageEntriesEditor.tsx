import { useT } from '../i18n';
import { Button, Field } from '../ui';
import { DateField } from '../ui/DateField';
import { addEntry, canAddEntry, changeEntry, removeEntry, type StorageEntryDraft, type StorageErrors, type StorageProblem } from './entries';

export interface StorageEntriesEditorProps {
  entries: StorageEntryDraft[];
  onChange: (entries: StorageEntryDraft[]) => void;
  /** The rows' problems from `checkStorageEntries`. */
  errors?: StorageErrors;
  disabled?: boolean;
  /** Prefix of the element ids and test ids (one editor per form). */
  idPrefix?: string;
}

const PROBLEM_TEXT: Record<StorageProblem, string> = {
  required: 'form.required',
  date: 'storageEntries.badDate',
  outBeforeIn: 'storageEntries.outBeforeIn',
};

/** Today in UTC, YYYY-MM-DD: a new entry's in date to start from. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The storage entries of an asset or an assignment as the admin edits them (docs/storage.md): in on and out on with
 * the one date field, a location; rows removed or added. Add is offered only when every entry has an out
 * date, and says so in writing while it is not (a disabled button alone says nothing). Saved with the form.
 */
export function StorageEntriesEditor({ entries, onChange, errors = {}, disabled = false, idPrefix = 'storage' }: StorageEntriesEditorProps) {
  const t = useT();
  const addable = canAddEntry(entries);
  const problem = (key: string) => {
    const p = errors[key];
    return p ? t(PROBLEM_TEXT[p]) : null;
  };
  return (
    <fieldset className="mb-3" data-testid={`${idPrefix}-editor`}>
      <legend className="h6">{t('storageEntries.title')}</legend>
      {entries.length === 0 ? (
        <p className="text-body-secondary small" data-testid={`${idPrefix}-empty`}>
          {t('storageEntries.empty')}
        </p>
      ) : null}
      {entries.map((entry, i) => (
        <div key={entry.key} className="row g-2 align-items-start mb-2" data-testid={`${idPrefix}-entry`} data-entry-id={entry.id ?? 'new'}>
          <div className="col-sm-4">
            <DateField
              id={`${idPrefix}-${i}-in`}
              label={t('inventory.storage.inOn')}
              value={entry.inOn}
              required
              error={problem(`${i}.inOn`)}
              disabled={disabled}
              testId={`${idPrefix}-in`}
              onChange={(inOn) => onChange(changeEntry(entries, entry.key, { inOn }))}
            />
          </div>
          <div className="col-sm-4">
            <DateField
              id={`${idPrefix}-${i}-out`}
              label={t('inventory.storage.outOn')}
              value={entry.outOn}
              error={problem(`${i}.outOn`)}
              disabled={disabled}
              testId={`${idPrefix}-out`}
              onChange={(outOn) => onChange(changeEntry(entries, entry.key, { outOn }))}
            />
          </div>
          <div className="col-sm-3">
            <Field
              id={`${idPrefix}-${i}-location`}
              label={t('inventory.storage.location')}
              value={entry.location}
              maxLength={200}
              disabled={disabled}
              data-testid={`${idPrefix}-location`}
              onChange={(e) => onChange(changeEntry(entries, entry.key, { location: e.target.value }))}
            />
          </div>
          <div className="col-sm-1 d-flex align-items-end pt-sm-4">
            <Button
              variant="outline-danger"
              size="sm"
              className="mt-sm-2"
              disabled={disabled}
              aria-label={t('storageEntries.remove', { n: i + 1 })}
              onClick={() => onChange(removeEntry(entries, entry.key))}
              data-testid={`${idPrefix}-remove`}
            >
              ×
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="outline-primary"
        size="sm"
        disabled={disabled || !addable}
        aria-describedby={addable ? undefined : `${idPrefix}-add-reason`}
        onClick={() => onChange(addEntry(entries, today()))}
        data-testid={`${idPrefix}-add`}
      >
        {t('storageEntries.add')}
      </Button>
      {addable ? null : (
        <p id={`${idPrefix}-add-reason`} className="small text-body-secondary mt-1 mb-0" data-testid={`${idPrefix}-add-reason`}>
          {t('storageEntries.addBlocked')}
        </p>
      )}
    </fieldset>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { companySummariesQuery } from '../../../shared/company/api';
import { useT } from '../../../shared/i18n';
import { checkStorageEntries, storageDrafts, type StorageEntryDraft, type StorageErrors } from '../../../shared/storage/entries';
import { StorageEntriesEditor } from '../../../shared/storage/StorageEntriesEditor';
import { Field } from '../../../shared/ui';
import type { Asset } from '../api';
import type { AdminFormSection } from '../AssetForm';

interface Edits {
  /** The asset these edits are of: another asset (a client-side move) starts again from its own. */
  forId: number | null;
  ref: string;
  storage: StorageEntryDraft[];
}

function editsOf(asset: Asset | null): Edits {
  return { forId: asset?.id ?? null, ref: asset?.ref ?? '', storage: storageDrafts(asset?.storage ?? []) };
}

function AdminFields({ companyId, edits, errors, disabled, onChange }: { companyId: number | null; edits: Edits; errors: StorageErrors; disabled: boolean; onChange: (patch: Partial<Edits>) => void }) {
  const t = useT();
  // Whose asset this is: the form itself names only the division.
  const owner = useQuery(companySummariesQuery).data?.find((c) => c.id === companyId)?.name;
  return (
    <div className="border rounded p-3 mb-3" data-testid="asset-admin-section">
      <h2 className="h6 mb-3">{t('adminInventory.edit.providerSection')}</h2>
      {owner ? (
        <p className="mb-3" data-testid="asset-owner">
          <span className="fw-semibold">{t('adminInventory.fields.company')}:</span> {owner}
        </p>
      ) : null}
      <Field
        id="asset-ref"
        className="mb-3"
        label={t('inventory.fields.ref')}
        help={t('adminInventory.edit.refHelp')}
        value={edits.ref}
        maxLength={100}
        autoComplete="off"
        disabled={disabled}
        onChange={(e) => onChange({ ref: e.target.value })}
        data-testid="asset-ref"
      />
      <StorageEntriesEditor entries={edits.storage} errors={errors} disabled={disabled} onChange={(storage) => onChange({ storage })} idPrefix="asset-storage" />
    </div>
  );
}

/**
 * The admin's part of the asset form (docs/inventory.md): the provider's ref and the asset's storage
 * entries, saved with the rest of the asset in one PUT /api/inventory. The hidden switch is the form's own.
 */
export function useAdminAssetSection(asset: Asset | null): AdminFormSection {
  const [stored, setEdits] = useState<Edits>(() => editsOf(asset));
  const [errors, setErrors] = useState<StorageErrors>({});
  const edits = stored.forId === (asset?.id ?? null) ? stored : editsOf(asset);
  const onChange = (patch: Partial<Edits>) => {
    setEdits({ ...edits, ...patch });
    if (patch.storage) setErrors({});
  };
  return {
    render: (disabled) => <AdminFields companyId={asset?.companyId ?? null} edits={edits} errors={errors} disabled={disabled} onChange={onChange} />,
    complete: (input) => {
      const checked = checkStorageEntries(edits.storage);
      if (!checked.ok) {
        setErrors(checked.errors);
        return null;
      }
      const ref = edits.ref.trim();
      return { ...input, ref: ref === '' ? null : ref, storage: checked.entries };
    },
  };
}

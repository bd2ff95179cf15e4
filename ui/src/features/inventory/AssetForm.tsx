import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isConflict } from '../../shared/api/client';
import { addToDraft, readDraft, writeDraft } from '../../shared/assignment';
import type { Division } from '../../shared/company/api';
import { numberProblemText } from '../../shared/format/number';
import { useLocale, useT, type Translate } from '../../shared/i18n';
import { toast } from '../../shared/toast';
import { Button, Field, SelectField, Spinner, Switch, useMounted } from '../../shared/ui';
import { NumberInput } from '../../shared/ui/NumberInput';
import { useFocusFirstInvalid } from '../../shared/ui/focusFirstInvalid';
import { assetQuery, matchAssets, refreshInventoryData, saveAsset, type Asset, type AssetInput } from './api';
import {
  GALLERY_SUGGESTIONS,
  PIECES_RULES,
  VALUE_CURRENCIES,
  checkAsset,
  draftFromAsset,
  emptyAssetDraft,
  moneyRules,
  relocaleDraft,
  type AssetDraft,
  type AssetErrors,
  type AssetProblem,
} from './assetRules';
import { DuplicateModal } from './DuplicateModal';
import { MeasurementsEditor } from './MeasurementsEditor';
import { ASSIGNMENT_ADD_PATH, INVENTORY_PATH, assetPath } from './paths';
import { PhotoField } from './PhotoField';

export interface AssetFormProps {
  /** null on /app/inventory/add. */
  asset: Asset | null;
  divisions: readonly Division[];
  /** The reader's own division: the first choice for a new asset. */
  defaultDivisionId: number | null;
  /** Where a saved asset is shown (default: the customer's view). */
  viewPath?: (id: number) => string;
  /** The admin's own fields (features/inventory/admin): the provider's ref and the storage entries. */
  admin?: AdminFormSection;
}

/** Fields only the admin edits, kept by their own hook and added to the save. */
export interface AdminFormSection {
  render: (disabled: boolean) => ReactNode;
  /** The save with the admin's fields, or null when one of them is wrong (each says why). */
  complete: (input: AssetInput) => AssetInput | null;
}

function problemText(problem: AssetProblem | undefined, t: Translate): string | null {
  switch (problem) {
    case undefined:
      return null;
    case 'required':
      return t('form.required');
    case 'taken':
      return t('form.taken');
    default:
      return numberProblemText(problem, t);
  }
}

/**
 * The asset's fields, photo and net measurements (docs/inventory.md). A new asset is first checked for duplicates:
 * the same reference stops it, the same title asks. Saved, it goes to its view, or with "create an
 * assignment" into the draft and on to /app/assignment/add.
 */
export function AssetForm({ asset, divisions, defaultDivisionId, viewPath = assetPath, admin }: AssetFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mounted = useMounted();
  const locale = useLocale();
  const [draft, setDraft] = useState<AssetDraft>(() => (asset ? draftFromAsset(asset, locale) : emptyAssetDraft(defaultDivisionId)));
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<AssetErrors>({});
  const [pending, setPending] = useState(false);
  const [duplicates, setDuplicates] = useState<Asset[] | null>(null);
  const [thenAssign, setThenAssign] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid();
  const adding = asset === null;
  // A language switch with the form open: the numbers typed so far are re-written for the new language.
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    const from = shownLocale.current;
    shownLocale.current = locale;
    setDraft((d) => relocaleDraft(d, from, locale));
  }, [locale]);

  function change(patch: Partial<AssetDraft>) {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) {
        if (key === 'measurements') for (const k of Object.keys(next)) if (k.startsWith('measurements.')) delete next[k];
        // The value's decimals depend on its currency (JPY has none): checked again on save.
        if (key === 'valueCurrency') delete next.value;
        delete next[key];
      }
      return next;
    });
  }

  async function save(input: AssetInput) {
    setDuplicates(null);
    setPending(true);
    try {
      const saved = await saveAsset(input, photo);
      queryClient.setQueryData(assetQuery(String(saved.id)).queryKey, saved);
      await refreshInventoryData(queryClient);
      toast.success(t(adding ? 'inventory.toast.added' : 'inventory.toast.updated'));
      if (thenAssign) {
        const added = addToDraft(readDraft(), saved);
        if ('error' in added) {
          // The draft holds another division's assets: the list shows it, to be sorted out there.
          toast.error(t('inventory.draft.sameDivision'));
          navigate(INVENTORY_PATH);
        } else {
          writeDraft(added.draft);
          navigate(ASSIGNMENT_ADD_PATH);
        }
      } else {
        navigate(viewPath(saved.id));
      }
    } catch (error) {
      // The API client has toasted the server's messages; a taken reference is also marked on its field. A
      // 409 on a reference the asset already had is the other conflict (a division change while on an open
      // assignment): the toast says it, the reference is not to blame. What was typed stays either way.
      if (isConflict(error) && input.theirRef !== null && input.theirRef !== (asset?.theirRef ?? null)) {
        setErrors({ theirRef: 'taken' });
        focusInvalid(formRef.current);
      }
      setPending(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const check = checkAsset(draft, asset, locale);
    if (!check.ok) {
      setErrors(check.errors);
      focusInvalid(formRef.current);
      return;
    }
    const completed = admin ? admin.complete(check.input) : check.input;
    if (!completed) {
      focusInvalid(formRef.current);
      return;
    }
    if (!adding) return save(completed);
    setPending(true);
    let matches;
    try {
      matches = await matchAssets(check.input.title, check.input.theirRef ?? '');
    } catch {
      setPending(false);
      return;
    }
    setPending(false);
    if (check.input.theirRef && matches.byReference.length > 0) {
      toast.error(t('inventory.edit.referenceInUse', { ref: check.input.theirRef }));
      setErrors({ theirRef: 'taken' });
      focusInvalid(formRef.current);
      return;
    }
    if (matches.byTitle.length > 0) {
      setDuplicates(matches.byTitle);
      return;
    }
    await save(check.input);
  }

  async function continueAdding() {
    const check = checkAsset(draft, asset, locale);
    if (check.ok) await save(check.input);
  }

  const text = (field: string) => problemText(errors[field], t);
  const currencies: string[] = VALUE_CURRENCIES.includes(draft.valueCurrency as (typeof VALUE_CURRENCIES)[number]) ? [...VALUE_CURRENCIES] : [...VALUE_CURRENCIES, draft.valueCurrency];

  return (
    <>
      <form ref={formRef} method="post" onSubmit={onSubmit} noValidate data-testid="asset-form">
        <div className="row g-3">
          <div className="col-md-6">
            <Field id="asset-title" label={t('inventory.fields.title')} value={draft.title} error={text('title')} required onChange={(e) => change({ title: e.target.value })} />
          </div>
          <div className="col-md-6">
            <Field
              id="asset-artist"
              label={t('inventory.fields.artist')}
              help={t('inventory.edit.gallerySuggestions')}
              list="asset-gallery-suggestions"
              autoComplete="off"
              value={draft.artist}
              onChange={(e) => change({ artist: e.target.value })}
            />
            <datalist id="asset-gallery-suggestions">
              {GALLERY_SUGGESTIONS.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </div>
          <div className="col-md-6">
            <Field id="asset-their-ref" label={t('inventory.fields.theirRef')} value={draft.theirRef} error={text('theirRef')} autoComplete="off" onChange={(e) => change({ theirRef: e.target.value })} />
          </div>
          <div className="col-md-6">
            <SelectField
              id="asset-division"
              label={t('inventory.fields.division')}
              value={draft.companyDivisionId}
              error={text('companyDivisionId')}
              required
              onChange={(e) => change({ companyDivisionId: e.target.value })}
            >
              <option value="">{t('inventory.edit.chooseDivision')}</option>
              {divisions.map((d) => (
                <option key={d.id} value={String(d.id)}>
                  {d.name}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-md-3">
            <NumberInput id="asset-pieces" label={t('inventory.fields.pieces')} rules={PIECES_RULES} required value={draft.pieces} error={text('pieces')} onChange={(pieces) => change({ pieces })} />
          </div>
          <div className="col-md-5">
            <NumberInput id="asset-value" label={t('inventory.fields.value')} rules={moneyRules(draft.valueCurrency)} value={draft.value} error={text('value')} onChange={(value) => change({ value })} />
          </div>
          <div className="col-md-4">
            <SelectField id="asset-currency" label={t('inventory.fields.valueCurrency')} value={draft.valueCurrency} onChange={(e) => change({ valueCurrency: e.target.value })}>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          </div>
          {asset?.ref && !admin ? (
            <div className="col-12">
              <p className="small text-body-secondary mb-0" data-testid="asset-provider-ref">
                {t('inventory.fields.ref')}: {asset.ref}
              </p>
            </div>
          ) : null}
          <div className="col-12">
            <Switch id="asset-hidden" label={t('inventory.fields.hidden')} checked={draft.hidden} onChange={(hidden) => change({ hidden })} data-testid="asset-hidden" />
            <div className="form-text mb-3">{t('inventory.edit.hiddenHelp')}</div>
          </div>
        </div>

        {admin?.render(pending)}

        <PhotoField
          stored={asset?.photo ?? null}
          chosen={photo}
          rotation={draft.photoRotation}
          deleting={draft.deletePhoto}
          onChoose={(file) => {
            setPhoto(file);
            // A new photo replaces the stored one, turned as it comes.
            if (file) change({ photoRotation: 0, deletePhoto: false });
          }}
          onRotate={(photoRotation) => change({ photoRotation })}
          onDeleteStored={(deletePhoto) => change({ deletePhoto, photoRotation: deletePhoto ? 0 : (asset?.photoRotation ?? 0) })}
          disabled={pending}
        />

        <MeasurementsEditor measurements={draft.measurements} onChange={(measurements) => change({ measurements })} errors={errors} disabled={pending} />

        {/* The draft assignment is the customer's. */}
        {admin ? null : (
          <div className="form-check mb-3">
            <input id="asset-then-assign" type="checkbox" className="form-check-input" checked={thenAssign} onChange={(e) => setThenAssign(e.target.checked)} data-testid="asset-then-assign" />
            <label htmlFor="asset-then-assign" className="form-check-label">
              {t('inventory.edit.thenAssign')}
            </label>
          </div>
        )}

        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" disabled={!mounted || pending} data-testid="asset-save">
            {pending ? <Spinner small className="me-2" /> : null}
            {t('common.save')}
          </Button>
        </div>
      </form>
      {duplicates ? <DuplicateModal matches={duplicates} onCancel={() => setDuplicates(null)} onContinue={() => void continueAdding()} /> : null}
    </>
  );
}

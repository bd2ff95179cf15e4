import { useEffect, useState } from 'react';
import { useT } from '../../shared/i18n';
import { Button } from '../../shared/ui';
import { rotate, rotationTransform } from '../../shared/units';
import { PhotoInput } from '../../shared/upload';
import { photoSrc, type AssetPhoto } from './api';

export interface PhotoFieldProps {
  /** The stored photo (edit), or null. */
  stored: AssetPhoto | null;
  /** A new photo chosen, not yet sent. */
  chosen: File | null;
  rotation: number;
  /** Edit: the stored photo is to go with the next save. */
  deleting: boolean;
  onChoose: (file: File | null) => void;
  onRotate: (angle: number) => void;
  onDeleteStored: (deleting: boolean) => void;
  disabled?: boolean;
}

const PREVIEW = 200;

/** A picked file's preview: an object URL made after mount and let go when the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * One photo, turned in 90° steps (back to 0 beyond ±359), deletable on edit. The photo goes with
 * the asset's own save; the rotation is stored as a number and applied by CSS wherever the photo shows.
 */
export function PhotoField({ stored, chosen, rotation, deleting, onChoose, onRotate, onDeleteStored, disabled }: PhotoFieldProps) {
  const t = useT();
  const chosenUrl = useObjectUrl(chosen);
  const shownUrl = chosen ? chosenUrl : stored && !deleting ? photoSrc(stored, 'photo') : null;
  const hasPhoto = chosen !== null || (stored !== null && !deleting);

  return (
    <fieldset className="mb-3" data-testid="photo-field">
      <legend className="form-label fs-6">{t('inventory.fields.photo')}</legend>
      <div className="d-flex flex-wrap align-items-start gap-3">
        <div
          className="border rounded bg-body-tertiary d-flex align-items-center justify-content-center overflow-hidden"
          style={{ width: PREVIEW, height: PREVIEW }}
          data-testid="photo-preview"
          data-rotation={rotation}
        >
          {shownUrl ? (
            <img src={shownUrl} alt={t('inventory.photoAlt')} style={{ maxWidth: '100%', maxHeight: '100%', transform: rotationTransform(rotation) }} />
          ) : (
            <span className="small text-body-secondary text-center p-2">{deleting ? t('inventory.photo.willDelete') : t('inventory.photo.none')}</span>
          )}
        </div>
        <div className="d-flex flex-column gap-2">
          <div className="btn-group btn-group-sm" role="group" aria-label={t('inventory.photo.rotate')}>
            <Button variant="outline-secondary" disabled={disabled || !hasPhoto} onClick={() => onRotate(rotate(rotation, -1))} data-testid="photo-rotate-left">
              {t('inventory.photo.rotateLeft')}
            </Button>
            <Button variant="outline-secondary" disabled={disabled || !hasPhoto} onClick={() => onRotate(rotate(rotation, 1))} data-testid="photo-rotate-right">
              {t('inventory.photo.rotateRight')}
            </Button>
          </div>
          {chosen ? (
            <Button size="sm" variant="outline-secondary" disabled={disabled} onClick={() => onChoose(null)} data-testid="photo-unchoose">
              {t('inventory.photo.unchoose', { name: chosen.name })}
            </Button>
          ) : null}
          {stored && !chosen ? (
            deleting ? (
              <Button size="sm" variant="outline-secondary" disabled={disabled} onClick={() => onDeleteStored(false)} data-testid="photo-keep">
                {t('inventory.photo.keep')}
              </Button>
            ) : (
              <Button size="sm" variant="outline-danger" disabled={disabled} onClick={() => onDeleteStored(true)} data-testid="photo-delete">
                {t('inventory.photo.delete')}
              </Button>
            )
          ) : null}
        </div>
      </div>
      <div className="mt-2">
        <PhotoInput value={chosen} onChange={onChoose} isDisabled={disabled} testId="photo-input" />
      </div>
    </fieldset>
  );
}

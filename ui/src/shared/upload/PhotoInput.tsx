import { useT } from '../i18n';
import { FilePicker } from './FilePicker';
import { toastRefusals } from './refusals';
import { PHOTO_EXTENSIONS, PHOTO_QUEUE_LIMIT, screenFiles } from './rules';

export interface PhotoInputProps {
  /** The photo chosen so far (not yet sent), or null. */
  value: File | null;
  /** A new photo, screened: photo types only, one at a time. */
  onChange: (file: File) => void;
  isDisabled?: boolean;
  testId?: string;
}

/**
 * The photo variant of the upload component (docs/documents.md): jpg, png, jpeg, bmp or gif, a queue of one. It does
 * not upload: the form it sits in sends the photo with its own save. A new pick replaces the photo chosen
 * before, so the queue is judged empty; files past the first of one pick are refused.
 */
export function PhotoInput({ value, onChange, isDisabled, testId = 'photo-input' }: PhotoInputProps) {
  const t = useT();

  function onFiles(files: File[]) {
    const { accepted, refusals } = screenFiles([], files, { extensions: PHOTO_EXTENSIONS, limit: PHOTO_QUEUE_LIMIT });
    toastRefusals(refusals, t);
    if (accepted[0]) onChange(accepted[0]);
  }

  return (
    <FilePicker
      label={t('upload.photoLabel')}
      chooseLabel={value ? t('upload.replacePhoto') : t('upload.choosePhoto')}
      hint={t('upload.dropPhoto', { types: PHOTO_EXTENSIONS.join(', ') })}
      extensions={PHOTO_EXTENSIONS}
      multiple={false}
      onFiles={onFiles}
      isDisabled={isDisabled}
      testId={testId}
    />
  );
}

import type { Translate } from '../i18n';
import { toast } from '../toast';
import type { Refusal } from './rules';

/** What a refused file says, in the reader's language ('Oops! file type not allowed (exe)') (docs/documents.md). */
export function refusalText(refusal: Refusal, t: Translate): string {
  switch (refusal.kind) {
    case 'type':
      return t('upload.typeNotAllowed', { ext: refusal.ext || refusal.name });
    case 'duplicate':
      return t('upload.alreadyInList', { name: refusal.name });
    case 'limit':
      return t('upload.overLimit', { name: refusal.name });
  }
}

/** One error toast per refused file. */
export function toastRefusals(refusals: readonly Refusal[], t: Translate): void {
  for (const refusal of refusals) toast.error(refusalText(refusal, t));
}

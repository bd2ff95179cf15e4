import { useState } from 'react';
import { formatUtc } from '../format/date';
import { useLocale, useT } from '../i18n';
import { toast } from '../toast';
import { Button } from '../ui';
import { ConfirmModal } from '../ui/ConfirmModal';
import { formatBytes } from './rules';
import type { UploadedDocument } from './types';

export interface DocumentListProps {
  documents: readonly UploadedDocument[];
  /**
   * Deletes one (the caller's DELETE call and refresh). Without it the list has no delete buttons. The
   * item photo is never passed here: it is refused with its own message (docs/documents.md).
   */
  onDelete?: (document: UploadedDocument) => Promise<unknown>;
  /** false until the page is live: the delete buttons wait for hydration. */
  ready?: boolean;
  testId?: string;
}

/** The item photo leaves from the top of its page, never from the documents list (docs/documents.md). */
export const isItemPhoto = (document: UploadedDocument) => document.documentType === 'asset';

/**
 * The documents of an asset or an assignment: the name links to the file (the page's session cookie lets a
 * plain link through), then size and date; delete asks first.
 */
export function DocumentList({ documents, onDelete, ready = true, testId = 'document-list' }: DocumentListProps) {
  const t = useT();
  const locale = useLocale();
  const [deleting, setDeleting] = useState<UploadedDocument | null>(null);

  if (documents.length === 0) {
    return (
      <p className="text-body-secondary mb-0" data-testid={testId}>
        {t('upload.noDocuments')}
      </p>
    );
  }

  const photoBadge = t('upload.itemPhoto');
  const protectedBadge = t('upload.protected');
  const deleteLabel = t('common.delete');

  function askDelete(document: UploadedDocument) {
    if (isItemPhoto(document)) toast.error(t('upload.photoDeleteRefused'));
    else setDeleting(document);
  }

  async function confirmDelete() {
    if (!deleting || !onDelete) return;
    await onDelete(deleting);
    toast.success(t('upload.deleted'));
  }

  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0" data-testid={testId}>
          <caption className="visually-hidden">{t('upload.documentsLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('upload.name')}</th>
              <th scope="col" className="text-end">
                {t('upload.size')}
              </th>
              <th scope="col" className="ps-3">
                {t('upload.added')}
              </th>
              {onDelete ? (
                <th scope="col">
                  <span className="visually-hidden">{deleteLabel}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {documents.map((document) => (
              <tr key={document.id} data-testid="document-row" data-document-id={document.id}>
                <td className="text-break">
                  <a href={document.url} data-testid="document-link">
                    {document.name}
                  </a>
                  {isItemPhoto(document) ? <span className="badge text-bg-info ms-2">{photoBadge}</span> : null}
                  {document.protected ? <span className="badge text-bg-warning ms-2">{protectedBadge}</span> : null}
                </td>
                <td className="text-end text-nowrap">{formatBytes(document.sizeBytes)}</td>
                <td className="text-nowrap ps-3">{formatUtc(document.createdAt, locale)}</td>
                {onDelete ? (
                  <td className="text-end">
                    <Button size="sm" variant="outline-danger" disabled={!ready} onClick={() => askDelete(document)} data-testid="document-delete">
                      {deleteLabel}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {deleting ? (
        <ConfirmModal
          title={t('upload.deleteTitle')}
          message={t('upload.deleteMessage', { name: deleting.name })}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
          testId="document-delete-modal"
        />
      ) : null}
    </>
  );
}

import { useT } from '../i18n';
import { Button } from '../ui';
import { FilePicker } from './FilePicker';
import { toastRefusals } from './refusals';
import { DOCUMENT_EXTENSIONS, formatBytes, screenFiles } from './rules';
import type { UploadedDocument } from './types';
import { useUploadQueue, type QueueItem } from './useUploadQueue';

export interface DocumentUploadProps {
  /** POST target, e.g. `/api/inventory/{assetId}/upload/{companyId}` or `/api/assignment/{id}/upload/`. */
  path: string;
  /** After each upload, with the stored documents: refresh the document list here. */
  onUploaded?: (documents: UploadedDocument[]) => void;
  /** More multipart parts sent with each file (e.g. `{ protected: 'true' }`). */
  extraParts?: Readonly<Record<string, string>>;
  /**
   * Asks something about the chosen files before they are queued (the admin's 'Protected Document?'): it gets
   * the files that passed the checks and queues them with `enqueue`, with the parts its answer adds, or drops
   * them by never calling it. Without it, chosen files are queued at once.
   */
  confirmFiles?: (files: File[], enqueue: (parts?: Readonly<Record<string, string>>) => void) => void;
  /** data-testid of the drop zone; the queue is `<testId>-queue`, its rows `<testId>-item`. */
  testId?: string;
  isDisabled?: boolean;
}

function QueueRow({ item, statusText, retryLabel, removeLabel, onRetry, onRemove }: {
  item: QueueItem;
  statusText: string;
  retryLabel: string;
  removeLabel: string;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const busy = item.status === 'uploading' || item.status === 'queued';
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid="upload-item" data-status={item.status}>
      <span className="text-break me-auto">{item.name}</span>
      <span className="small text-body-secondary">{formatBytes(item.size)}</span>
      <span className={item.status === 'failed' ? 'badge text-bg-danger' : item.status === 'done' ? 'badge text-bg-success' : 'badge text-bg-secondary'}>{statusText}</span>
      {busy ? (
        <div className="progress w-100" role="progressbar" aria-label={`${item.name}: ${statusText}`} style={{ height: '0.4rem' }}>
          <div className={item.status === 'uploading' ? 'progress-bar progress-bar-striped progress-bar-animated w-100' : 'progress-bar bg-secondary-subtle w-100'} />
        </div>
      ) : null}
      {item.status === 'failed' ? (
        <>
          <Button size="sm" variant="outline-primary" onClick={onRetry} data-testid="upload-retry">
            {retryLabel}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={onRemove} data-testid="upload-remove">
            {removeLabel}
          </Button>
        </>
      ) : null}
    </li>
  );
}

/**
 * THE document upload (docs/documents.md): drop or choose files of the allowed types; each is checked here first (type,
 * already in the list) with the 'Oops!' toasts, then uploads by itself, one after another, showing what waits,
 * what is on its way, what is done and what failed (with retry).
 */
export function DocumentUpload({ path, onUploaded, extraParts, confirmFiles, testId = 'document-upload', isDisabled }: DocumentUploadProps) {
  const t = useT();
  const queue = useUploadQueue({ path, onUploaded, extraParts });
  const statusTexts = {
    queued: t('upload.queued'),
    uploading: t('upload.uploading'),
    done: t('upload.done'),
    failed: t('upload.failed'),
  };
  const retryLabel = t('upload.retry');
  const removeLabel = t('upload.remove');

  function onFiles(files: File[]) {
    const { accepted, refusals } = screenFiles(queue.items, files, { extensions: DOCUMENT_EXTENSIONS });
    toastRefusals(refusals, t);
    if (accepted.length === 0) return;
    if (confirmFiles) confirmFiles(accepted, (parts) => queue.add(accepted, parts));
    else queue.add(accepted);
  }

  return (
    <div className="document-upload mb-3">
      <FilePicker
        label={t('upload.documentsLabel')}
        chooseLabel={t('upload.chooseFiles')}
        hint={t('upload.dropFiles', { types: DOCUMENT_EXTENSIONS.join(', ') })}
        extensions={DOCUMENT_EXTENSIONS}
        multiple
        onFiles={onFiles}
        isDisabled={isDisabled}
        testId={testId}
      />
      {queue.items.length > 0 ? (
        <ul className="list-group mt-2" aria-label={t('upload.queueLabel')} data-testid={`${testId}-queue`}>
          {queue.items.map((item) => (
            <QueueRow
              key={item.key}
              item={item}
              statusText={statusTexts[item.status]}
              retryLabel={retryLabel}
              removeLabel={removeLabel}
              onRetry={() => queue.retry(item.key)}
              onRemove={() => queue.remove(item.key)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

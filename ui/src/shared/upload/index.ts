export { DocumentList, isItemPhoto, type DocumentListProps } from './DocumentList';
export { DocumentUpload, type DocumentUploadProps } from './DocumentUpload';
export { FilePicker, type FilePickerProps } from './FilePicker';
export { PhotoInput, type PhotoInputProps } from './PhotoInput';
export { refusalText, toastRefusals } from './refusals';
export {
  DOCUMENT_EXTENSIONS,
  PHOTO_EXTENSIONS,
  PHOTO_QUEUE_LIMIT,
  extensionOf,
  formatBytes,
  isAllowedType,
  screenFiles,
  type QueuedFile,
  type Refusal,
} from './rules';
export type { UploadedDocument } from './types';
export { useUploadQueue, type QueueItem, type QueueStatus, type UploadQueue } from './useUploadQueue';

import type { Dto } from '../api/schemas';

/**
 * A stored document as the API gives it (the server's DocumentDto): assets' and assignments' alike. `documentType`
 * is 'asset' (the item photo, deleted only from the top of its page) or 'document'; `url` (/files/document/{id})
 * works as a plain link (the page's session cookie).
 */
export type UploadedDocument = Dto<'DocumentDto'>;

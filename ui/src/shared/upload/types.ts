/** A stored document as the API gives it (the server's DocumentDto): assets' and assignments' alike. */
export interface UploadedDocument {
  id: number;
  /** The uploaded name, shown as the document's text. */
  name: string;
  /** The stored name. */
  fileName: string;
  /** 'asset': the item photo, deleted only from the top of its page; 'document': anything else. */
  documentType: 'asset' | 'document';
  protected: boolean;
  sizeBytes: number;
  contentType: string;
  /** RFC 3339 instant. */
  createdAt: string;
  /** /files/document/{id}: works as a plain link (the page's session cookie). */
  url: string;
}

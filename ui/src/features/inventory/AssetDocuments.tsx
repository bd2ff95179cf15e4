import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../shared/i18n';
import { Alert, Card, Loading, useMounted } from '../../shared/ui';
import { DocumentList, DocumentUpload, type UploadedDocument } from '../../shared/upload';
import { assetDocumentsQuery, assetUploadPath, deleteAssetDocument, refreshInventoryData, type Asset } from './api';

/**
 * An asset's documents (docs/inventory.md): the list with delete everywhere, the upload on the edit screen only.
 * The server primes the list on a page load.
 */
export function AssetDocuments({ asset, canUpload }: { asset: Asset; canUpload: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const mounted = useMounted();
  const documents = useQuery(assetDocumentsQuery(String(asset.id)));

  async function onDelete(document: UploadedDocument) {
    await deleteAssetDocument(document.id, asset.companyId);
    await refreshInventoryData(queryClient);
  }

  let list;
  if (documents.data) list = <DocumentList documents={documents.data} onDelete={onDelete} ready={mounted} testId="asset-documents" />;
  else if (documents.isError) list = <Alert>{t('inventory.documents.loadFailed')}</Alert>;
  else list = <Loading className="mb-0" />;

  return (
    <Card className="mb-3">
      <section aria-labelledby="asset-documents-title" data-testid="asset-documents-section">
        <h2 id="asset-documents-title" className="h5 card-title mb-3">
          {t('inventory.documents.title')}
        </h2>
        {canUpload ? <DocumentUpload path={assetUploadPath(asset)} onUploaded={() => void refreshInventoryData(queryClient)} testId="asset-upload" isDisabled={!mounted} /> : null}
        {list}
      </section>
    </Card>
  );
}

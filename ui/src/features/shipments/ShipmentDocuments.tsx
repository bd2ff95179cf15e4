import { useQueryClient } from '@tanstack/react-query';
import { DocumentList, DocumentUpload, type UploadedDocument } from '../../shared/upload';
import { useMounted } from '../../shared/ui';
import { deleteShipmentDocument, shipmentQuery, shipmentUploadPath, type Shipment } from './api';

/**
 * The shipment's documents (docs/shipments.md): the one upload component and document list, with the same types,
 * limits and messages as an assignment's. They are the provider's own: no 'Protected Document?' question.
 */
export function ShipmentDocuments({ shipment }: { shipment: Shipment }) {
  const mounted = useMounted();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shipmentQuery(String(shipment.id)).queryKey, exact: true });

  async function onDelete(document: UploadedDocument) {
    await deleteShipmentDocument(document.id);
    await refresh();
  }

  return (
    <>
      <DocumentUpload path={shipmentUploadPath(shipment.id)} onUploaded={() => void refresh()} testId="shipment-upload" isDisabled={!mounted} />
      <DocumentList documents={shipment.documents} onDelete={onDelete} ready={mounted} testId="shipment-documents" />
    </>
  );
}

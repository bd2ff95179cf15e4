import { useQueryClient } from '@tanstack/react-query';
import { DocumentList, DocumentUpload, type UploadedDocument } from '../../shared/upload';
import { useMounted } from '../../shared/ui';
import { assignmentQuery, assignmentUploadPath, deleteAssignmentDocument, type Assignment } from './api';

/**
 * The assignment's documents (upload, delete; docs/documents.md) with the one upload component: uploads start by
 * themselves; after an upload or a delete the assignment is asked for again, documents and all, with its history
 * (under the assignment's key), which now names the document.
 */
export function AssignmentDocuments({ assignment }: { assignment: Assignment }) {
  const queryClient = useQueryClient();
  const mounted = useMounted();
  const { queryKey } = assignmentQuery(String(assignment.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  async function onDelete(document: UploadedDocument) {
    await deleteAssignmentDocument(document.id, assignment.companyId);
    await refresh();
  }

  return (
    <>
      <DocumentUpload path={assignmentUploadPath(assignment.id)} onUploaded={() => void refresh()} testId="assignment-upload" isDisabled={!mounted} />
      <DocumentList documents={assignment.documents} onDelete={onDelete} ready={mounted} testId="assignment-documents" />
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { DocumentList, DocumentUpload, type UploadedDocument } from '../../../shared/upload';
import { Button, useMounted } from '../../../shared/ui';
import { Modal } from '../../../shared/ui/Modal';
import { deleteAssignmentDocument } from '../api';
import { adminAssignmentQuery, adminUploadPath, type AdminAssignment } from './api';

type Enqueue = (parts?: Readonly<Record<string, string>>) => void;

/**
 * The assignment's documents on the admin's edit screen, protected ones marked: the one upload component,
 * which asks 'Protected Document?' before each choice of files (docs/documents.md): Yes uploads them protected (never
 * shown or served to the customer), No as ordinary documents; closing the question uploads nothing.
 */
export function AdminDocuments({ assignment }: { assignment: AdminAssignment }) {
  const t = useT();
  const mounted = useMounted();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ files: File[]; enqueue: Enqueue } | null>(null);
  const { queryKey } = adminAssignmentQuery(String(assignment.id));
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey, exact: true }), queryClient.invalidateQueries({ queryKey: ['assignment', String(assignment.id)] })]);

  async function onDelete(document: UploadedDocument) {
    await deleteAssignmentDocument(document.id, assignment.companyId);
    await refresh();
  }

  function answer(protectedDocument: boolean) {
    asking?.enqueue(protectedDocument ? { protected: 'true' } : undefined);
    setAsking(null);
  }

  return (
    <>
      <DocumentUpload
        path={adminUploadPath(assignment)}
        confirmFiles={(files, enqueue) => setAsking({ files, enqueue })}
        onUploaded={() => void refresh()}
        testId="assignment-upload"
        isDisabled={!mounted}
      />
      <DocumentList documents={assignment.documents} onDelete={onDelete} ready={mounted} testId="assignment-documents" />
      {asking ? (
        <Modal
          title={t('adminAssignment.documents.protectedQuestion')}
          onClose={() => setAsking(null)}
          testId="protected-modal"
          footer={
            <>
              <Button variant="outline-secondary" onClick={() => answer(false)} data-testid="protected-no">
                {t('adminAssignment.documents.no')}
              </Button>
              <Button onClick={() => answer(true)} data-testid="protected-yes">
                {t('adminAssignment.documents.yes')}
              </Button>
            </>
          }
        >
          <p>{t('adminAssignment.documents.protectedHelp')}</p>
          <ul className="mb-0">
            {asking.files.map((f) => (
              <li key={f.name} className="text-break">
                {f.name}
              </li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </>
  );
}

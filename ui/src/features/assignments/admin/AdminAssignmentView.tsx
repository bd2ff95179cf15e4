import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useT } from '../../../shared/i18n';
import { useLinkClick, useNotFoundRedirect } from '../../../shared/routing';
import { DocumentList } from '../../../shared/upload';
import { Alert, Loading } from '../../../shared/ui';
import { AssignmentDetails } from '../AssignmentDetails';
import { adminAssignmentQuery } from './api';
import { JobCosting } from './JobCosting';
import { ADMIN_ASSIGNMENTS_PATH, adminAssetPath, adminAssignmentEditPath, adminShipmentPath, deliveryProofPath } from './paths';

/**
 * /app/admin/assignment/{assignmentId} (docs/assignments.md): the assignment as its customer sees it,
 * with its assets opening the admin's inventory view, its shipments linked, every document (protected ones
 * marked) and the history; Edit opens the edit screen, Proof of delivery the warehouse floor's (docs/warehouse.md). The server primes the assignment; an unknown id
 * moves to /404.
 */
export function AdminAssignmentView() {
  const t = useT();
  const onLinkClick = useLinkClick();
  const { assignmentId = '' } = useParams();
  const { data: assignment, isError, error } = useQuery(adminAssignmentQuery(assignmentId));
  const missing = useNotFoundRedirect(error);
  if (missing) return null;

  let body;
  if (assignment) {
    const edit = (
      <>
        <a className="btn btn-primary btn-sm" href={adminAssignmentEditPath(assignment.id)} onClick={onLinkClick} data-testid="assignment-edit">
          {t('adminAssignment.view.edit')}
        </a>
        <a className="btn btn-outline-primary btn-sm ms-2" href={deliveryProofPath(assignment.id)} onClick={onLinkClick} data-testid="assignment-delivery-proof">
          {t('adminAssignment.view.deliveryProof')}
        </a>
      </>
    );
    body = (
      <>
        <AssignmentDetails
          assignment={assignment}
          assetHref={adminAssetPath}
          shipmentHref={adminShipmentPath}
          actions={edit}
          documents={<DocumentList documents={assignment.documents} testId="assignment-documents" />}
        />
        <JobCosting assignmentId={assignmentId} />
      </>
    );
  } else if (isError) body = <Alert>{t('assignment.view.loadFailed')}</Alert>;
  else body = <Loading />;

  return (
    <div className="assignment-view" data-testid="admin-assignment-view">
      <p className="mb-2">
        <a href={ADMIN_ASSIGNMENTS_PATH} onClick={onLinkClick} data-testid="back-to-assignments">
          {t('adminAssignment.back')}
        </a>
      </p>
      {body}
    </div>
  );
}

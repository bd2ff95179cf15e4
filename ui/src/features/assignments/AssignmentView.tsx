import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useT } from '../../shared/i18n';
import { useLinkClick, useNotFoundRedirect } from '../../shared/routing';
import { Alert, Loading } from '../../shared/ui';
import { AssignmentDetails } from './AssignmentDetails';
import { assignmentQuery } from './api';
import { ASSIGNMENTS_PATH } from './paths';

/**
 * /app/assignment/{assignmentId} (docs/assignments.md): status with its icon, progress bar, dates, addresses, assets
 * (each opens its inventory view), documents and the shipment summary. The server primes the assignment;
 * an id it does not know, or another company's, moves to /404.
 */
export function AssignmentView() {
  const t = useT();
  const onLinkClick = useLinkClick();
  const { assignmentId = '' } = useParams();
  const { data: assignment, isError, error } = useQuery(assignmentQuery(assignmentId));
  const missing = useNotFoundRedirect(error);

  let body;
  if (missing) return null;
  if (assignment) body = <AssignmentDetails assignment={assignment} />;
  else if (isError) body = <Alert>{t('assignment.view.loadFailed')}</Alert>;
  else body = <Loading />;

  return (
    <div className="assignment-view" data-testid="assignment-view">
      <p className="mb-2">
        <a href={ASSIGNMENTS_PATH} onClick={onLinkClick} data-testid="back-to-assignments">
          {t('assignment.back')}
        </a>
      </p>
      {body}
    </div>
  );
}


import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { statusLabel } from '../../../shared/assignment';
import { useT } from '../../../shared/i18n';
import { useLinkClick, useNotFoundRedirect } from '../../../shared/routing';
import { Alert, Button, Card, Loading, useMounted } from '../../../shared/ui';
import { adminAssignmentQuery } from './api';
import { AdminDocuments } from './AdminDocuments';
import { AssignmentEditForm } from './AssignmentEditForm';
import { FinancePanel } from './finance/FinancePanel';
import { adminAssignmentPath } from './paths';

/**
 * /app/admin/assignment/edit/{assignmentId} (docs/assignments.md): the edit form, and the documents
 * beside it. Two admins saving the same assignment: the later save is refused (409) with the server's
 * message, and Reload brings the other's changes in (the form starts again from them).
 */
export function AdminAssignmentEdit() {
  const t = useT();
  const mounted = useMounted();
  const onLinkClick = useLinkClick();
  const { assignmentId = '' } = useParams();
  const query = useQuery(adminAssignmentQuery(assignmentId));
  const { data: assignment, isError, error } = query;
  const missing = useNotFoundRedirect(error);
  const [stale, setStale] = useState<string | null>(null);
  if (missing) return null;

  async function reload() {
    await query.refetch();
    setStale(null);
  }

  let body;
  if (assignment) {
    body = (
      <>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h1 className="h3 mb-0 me-2" data-testid="assignment-ref">
            {t('adminAssignment.edit.title', { ref: assignment.ref })}
          </h1>
          <span className="badge text-bg-light border fs-6 fw-normal" data-testid="assignment-status">
            {statusLabel(assignment.status, t)} · {assignment.progress}%
          </span>
          {assignment.completed ? <span className="badge text-bg-success">{t('assignment.view.completed')}</span> : null}
          <span className="ms-auto small">
            {assignment.companyName} · {assignment.companyDivision}
          </span>
        </div>
        {stale !== null ? (
          <Alert>
            <div className="d-flex flex-wrap align-items-center gap-2" data-testid="stale-version">
              <span className="me-auto">{stale || t('adminAssignment.edit.stale')}</span>
              <Button size="sm" variant="outline-danger" disabled={!mounted} onClick={() => void reload()} data-testid="stale-reload">
                {t('adminAssignment.edit.reload')}
              </Button>
            </div>
          </Alert>
        ) : null}
        {/* Two columns: the form, then the documents and the finance panel. */}
        <div className="row g-3">
          <div className="col-xl-7">
            <AssignmentEditForm key={assignment.version} assignment={assignment} onStale={setStale} />
          </div>
          <div className="col-xl-5" data-testid="assignment-edit-aside">
            <Card className="mb-3">
              <h2 className="h5 card-title mb-3">{t('assignment.view.documents')}</h2>
              <AdminDocuments assignment={assignment} />
            </Card>
            <FinancePanel assignmentId={assignmentId} />
          </div>
        </div>
      </>
    );
  } else if (isError) body = <Alert>{t('assignment.view.loadFailed')}</Alert>;
  else body = <Loading />;

  return (
    <div data-testid="admin-assignment-edit">
      <p className="mb-2">
        <a href={adminAssignmentPath(assignmentId)} onClick={onLinkClick} data-testid="back-to-assignment">
          {t('adminAssignment.edit.back')}
        </a>
      </p>
      {body}
    </div>
  );
}

import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useLinkClick } from '../../../shared/routing';
import type { ListedAssignment } from '../../../shared/storage/storedList';
import { toast } from '../../../shared/toast';
import { Button, Card, Spinner } from '../../../shared/ui';
import { adminAssignmentPath } from './paths';
import { createReport } from './reportList';

export interface ReportPanelProps {
  entries: readonly ListedAssignment[];
  ready: boolean;
  onRemove: (id: number) => void;
  onClear: () => void;
}

/** The report list beside the admin list: what is on it, and "Create report" (the xlsx download). */
export function ReportPanel({ entries, ready, onRemove, onClear }: ReportPanelProps) {
  const t = useT();
  const onLinkClick = useLinkClick();
  const [pending, setPending] = useState(false);
  const removeLabel = t('adminAssignment.report.remove');

  async function onCreate() {
    setPending(true);
    try {
      // A failed download is only logged (downloadFile does), so there is no error toast here (docs/reports.md).
      if (await createReport(entries)) toast.success(t('adminAssignment.report.created'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <section data-testid="report-panel" aria-labelledby="report-panel-title">
        <h2 id="report-panel-title" className="h5 card-title">
          {t('adminAssignment.report.title')}
        </h2>
        {entries.length === 0 ? (
          <p className="text-body-secondary small mb-0" data-testid="report-empty">
            {t('adminAssignment.report.empty')}
          </p>
        ) : (
          <>
            <p className="small mb-2" data-testid="report-count">
              {t('adminAssignment.report.count', { count: entries.length })}
            </p>
            <ul className="list-group list-group-flush mb-3">
              {entries.map((e) => (
                <li key={e.id} className="list-group-item d-flex align-items-center gap-2 px-0" data-testid="report-entry" data-assignment-id={e.id}>
                  <a href={adminAssignmentPath(e.id)} onClick={onLinkClick} className="me-auto text-break">
                    {e.ref}
                  </a>
                  <button type="button" className="btn-close" aria-label={`${removeLabel}: ${e.ref}`} disabled={!ready} onClick={() => onRemove(e.id)} data-testid="report-remove" />
                </li>
              ))}
            </ul>
            <div className="d-flex flex-wrap gap-2">
              <Button size="sm" disabled={!ready || pending} onClick={() => void onCreate()} data-testid="report-create">
                {pending ? <Spinner small className="me-2" /> : null}
                {t('adminAssignment.report.create')}
              </Button>
              <Button size="sm" variant="outline-secondary" disabled={!ready || pending} onClick={onClear} data-testid="report-clear">
                {t('adminAssignment.report.clear')}
              </Button>
            </div>
          </>
        )}
      </section>
    </Card>
  );
}

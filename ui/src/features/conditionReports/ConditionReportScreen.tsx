import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useCurrentProfile } from '../../shared/auth';
import { reportQuery } from '../../shared/conditionReports';
import { useT } from '../../shared/i18n';
import { useLinkClick, useNotFoundRedirect } from '../../shared/routing';
import { Alert, Loading } from '../../shared/ui';
import { workPath } from './paths';
import { ReportEditor } from './ReportEditor';
import { ReportRecord } from './ReportRecord';

/**
 * /app/condition-report/{reportId} (docs/condition-reports.md): a draft the reader may change is edited here
 * (observations, photos, marks, signing); anything else is shown as the record. A report the reader may not see
 * goes to /404.
 */
export function ConditionReportScreen() {
  const t = useT();
  const onLinkClick = useLinkClick();
  const profile = useCurrentProfile();
  const { reportId = '' } = useParams();
  const { data: report, isError, error } = useQuery(reportQuery(reportId));
  if (useNotFoundRedirect(error)) return null;
  if (!report) return <div data-testid="condition-report">{isError ? <Alert>{t('conditionReports.loadFailed')}</Alert> : <Loading />}</div>;
  return (
    <div data-testid="condition-report" data-id={report.id}>
      <p className="mb-2">
        <a href={workPath(report.assetId, profile)} onClick={onLinkClick} data-testid="report-back">
          {t('conditionReports.back', { title: report.workTitle })}
        </a>
      </p>
      <h1 className="h3">
        {t('conditionReports.title', { id: report.id })}
        <small className="text-body-secondary ms-2 fs-6">
          {report.workTitle}
          {report.workRef ? ` · ${report.workRef}` : ''}
        </small>
      </h1>
      {report.amendsId ? <p className="small">{t('conditionReports.amends', { id: report.amendsId })}</p> : null}
      {report.canEdit ? <ReportEditor key={report.id} report={report} /> : <ReportRecord report={report} />}
    </div>
  );
}

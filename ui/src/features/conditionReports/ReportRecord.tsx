import { useNavigate } from 'react-router';
import { downloadFile } from '../../shared/api/download';
import { isAdmin, useCurrentProfile } from '../../shared/auth';
import { formatUtc, LIST_DATE_TIME } from '../../shared/format/date';
import { useLocale, useT } from '../../shared/i18n';
import { useLinkClick } from '../../shared/routing';
import { asRotation, createReport, fromAnnotation, MarkedPhoto, reportPath, reportPdfPath, WRITER_ROLE, type Mark, type Report } from '../../shared/conditionReports';
import { Alert, Button, Card, useMounted } from '../../shared/ui';
import { assignmentLabel, assignmentPath } from './assignments';
import { observationNumbers } from './paths';

/** The assignment a report was made for, by its reference, linked to its view. */
function ReportAssignment({ report }: { report: Report }) {
  const onLinkClick = useLinkClick();
  const profile = useCurrentProfile();
  const id = report.assignmentId;
  if (id === null || id === undefined) return null;
  return (
    <a href={assignmentPath(id, profile)} onClick={onLinkClick} data-testid="report-assignment-link">
      {assignmentLabel({ id, ref: report.assignmentRef ?? null })}
    </a>
  );
}

/** The integrity of a signed report: the digest stored at signing against the one computed now, shown either way. */
export function Integrity({ report }: { report: Report }) {
  const t = useT();
  if (!report.integrity) return null;
  const { matches, stored, computed } = report.integrity;
  return (
    <div data-testid="report-integrity" data-matches={String(matches)}>
      {matches ? (
        <Alert variant="success">
          {t('conditionReports.integrity.ok')} <code className="small text-break text-reset">{stored}</code>
        </Alert>
      ) : (
        <Alert variant="danger">
          <strong>{t('conditionReports.integrity.mismatch')}</strong>
          <div className="small text-break">
            {t('conditionReports.integrity.stored')}: <code className="text-reset">{stored}</code>
            <br />
            {t('conditionReports.integrity.computed')}: <code className="text-reset">{computed}</code>
          </div>
        </Alert>
      )}
    </div>
  );
}

/** A report's facts, observations and photos with their marks, read only (also one side of a comparison). */
export function ReportBody({ report, testId = 'report-body' }: { report: Report; testId?: string }) {
  const t = useT();
  const locale = useLocale();
  const numbers = observationNumbers(report.observations);
  return (
    <div data-testid={testId}>
      <dl className="row mb-2">
        <dt className="col-5 fw-normal text-body-secondary">{t('conditionReports.fields.kind')}</dt>
        <dd className="col-7">{t(`conditionReports.kind.${report.kind}`)}</dd>
        <dt className="col-5 fw-normal text-body-secondary">{t('conditionReports.fields.examinedOn')}</dt>
        <dd className="col-7">{formatUtc(report.examinedOn, locale)}</dd>
        <dt className="col-5 fw-normal text-body-secondary">{t('conditionReports.fields.examiner')}</dt>
        <dd className="col-7">{report.examiner.name}</dd>
        <dt className="col-5 fw-normal text-body-secondary">{t('conditionReports.fields.overall')}</dt>
        <dd className="col-7 fw-semibold" data-testid="report-overall-value">
          {t(`conditionReports.overall.${report.overall}`)}
        </dd>
        {report.assignmentId !== null && report.assignmentId !== undefined ? (
          <>
            <dt className="col-5 fw-normal text-body-secondary">{t('conditionReports.fields.assignment')}</dt>
            <dd className="col-7" data-testid="report-assignment-value">
              <ReportAssignment report={report} />
            </dd>
          </>
        ) : null}
        <dt className="col-5 fw-normal text-body-secondary">{t('conditionReports.fields.signed')}</dt>
        <dd className="col-7" data-testid="report-signed">
          {report.signedAt ? formatUtc(report.signedAt, locale, LIST_DATE_TIME) : t('conditionReports.draft')}
        </dd>
      </dl>
      {report.summary ? <p>{report.summary}</p> : null}
      <table className="table table-sm" data-testid="report-observations">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('conditionReports.fields.area')}</th>
            <th scope="col">{t('conditionReports.fields.term')}</th>
            <th scope="col">{t('conditionReports.fields.severity')}</th>
            <th scope="col">{t('conditionReports.fields.note')}</th>
          </tr>
        </thead>
        <tbody>
          {report.observations.map((o, i) => (
            <tr key={o.key}>
              <td>{i + 1}</td>
              <td>{t(`conditionReports.area.${o.area}`)}</td>
              <td>{t(`conditionReports.term.${o.term}`)}</td>
              <td>{t(`conditionReports.severity.${o.severity}`)}</td>
              <td>{o.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.photos.map((p) => (
        <div key={p.id} className="mb-3">
          <MarkedPhoto
            url={p.url}
            frame={{ width: p.width, height: p.height, rotation: asRotation(p.rotation) }}
            marks={p.marks.map((a) => fromAnnotation(a)).filter((m): m is Mark => m !== null)}
            numbers={numbers}
            alt={p.name}
            testId={`${testId}-photo-${p.id}`}
          />
        </div>
      ))}
    </div>
  );
}

/** A signed report (or one the reader may not change): the record, its integrity, its PDF, a correction. */
export function ReportRecord({ report }: { report: Report }) {
  const t = useT();
  const navigate = useNavigate();
  const mounted = useMounted();
  const profile = useCurrentProfile();
  const writes = isAdmin(profile) || (profile?.businessRoles ?? []).includes(WRITER_ROLE);

  async function onCorrect() {
    const made = await createReport(report.assetId, {
      kind: report.kind,
      examinedOn: new Date().toISOString().slice(0, 10),
      overall: report.overall,
      summary: report.summary,
      assignmentId: report.assignmentId,
      amendsId: report.id,
      observations: report.observations,
    });
    navigate(reportPath(made.id));
  }

  return (
    <div data-testid="report-record">
      <Integrity report={report} />
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button disabled={!mounted} onClick={() => void downloadFile(reportPdfPath(report.id))} data-testid="report-pdf">
          {t('conditionReports.pdf')}
        </Button>
        {writes && report.signedAt ? (
          <Button variant="outline-secondary" disabled={!mounted} onClick={() => void onCorrect()} data-testid="report-correct">
            {t('conditionReports.correct')}
          </Button>
        ) : null}
      </div>
      <Card>
        <ReportBody report={report} />
      </Card>
    </div>
  );
}

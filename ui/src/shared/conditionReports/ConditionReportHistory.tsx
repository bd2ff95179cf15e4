import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isAdmin, useCurrentProfile } from '../auth';
import { formatUtc, LIST_DATE_TIME } from '../format/date';
import { useLocale, useT } from '../i18n';
import { printConditionReports } from '../printing';
import { useLinkClick } from '../routing';
import { toast } from '../toast';
import { Alert, Button, Card, Loading, useMounted } from '../ui';
import { comparePath, createReport, reportPath, reportsQuery, WRITER_ROLE } from './api';

/**
 * A work's condition reports in order (docs/condition-reports.md), on the asset views: kind, day, examiner,
 * overall condition, observations; any two ticked are compared side by side. A new report is written from here
 * (by the admin, or a customer account with the business role Registrar); the blank report to fill in by hand
 * is printed beside it.
 */
export function ConditionReportHistory({ assetId }: { assetId: number }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const onLinkClick = useLinkClick();
  const mounted = useMounted();
  const profile = useCurrentProfile();
  const { data: reports, isError } = useQuery(reportsQuery(assetId));
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const writes = isAdmin(profile) || (profile?.businessRoles ?? []).includes(WRITER_ROLE);

  async function onNew() {
    setBusy(true);
    try {
      const today = new Date().toISOString().slice(0, 10);
      const made = await createReport(assetId, { kind: 'intake', examinedOn: today, overall: 'good', observations: [] });
      navigate(reportPath(made.id));
    } finally {
      setBusy(false);
    }
  }

  async function onBlank() {
    if (await printConditionReports([assetId])) toast.success(t('conditionReports.history.blankPrinted'));
  }

  function toggle(id: number) {
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p.slice(-1), id]));
  }

  return (
    <Card className="mb-3">
      <div data-testid="condition-report-history">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 className="h5 card-title mb-0 me-auto">{t('conditionReports.history.title')}</h2>
          {picked.length === 2 ? (
            <a className="btn btn-sm btn-outline-primary" href={comparePath(picked[0]!, picked[1]!)} onClick={onLinkClick} data-testid="condition-compare">
              {t('conditionReports.history.compare')}
            </a>
          ) : null}
          <Button size="sm" variant="outline-secondary" disabled={!mounted} onClick={onBlank} data-testid="condition-blank">
            {t('conditionReports.history.blank')}
          </Button>
          {writes ? (
            <Button size="sm" disabled={!mounted || busy} onClick={onNew} data-testid="condition-new">
              {t('conditionReports.history.new')}
            </Button>
          ) : null}
        </div>
        {isError ? <Alert>{t('conditionReports.loadFailed')}</Alert> : null}
        {!reports && !isError ? <Loading /> : null}
        {reports && reports.length === 0 ? <p className="text-body-secondary small mb-0">{t('conditionReports.history.none')}</p> : null}
        {reports && reports.length > 0 ? (
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0" data-testid="condition-report-list">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('conditionReports.history.pick')}</span>
                  </th>
                  <th scope="col">{t('conditionReports.fields.examinedOn')}</th>
                  <th scope="col">{t('conditionReports.fields.kind')}</th>
                  <th scope="col">{t('conditionReports.fields.examiner')}</th>
                  <th scope="col">{t('conditionReports.fields.overall')}</th>
                  <th scope="col">{t('conditionReports.history.observations')}</th>
                  <th scope="col">{t('conditionReports.history.state')}</th>
                </tr>
              </thead>
              <tbody>
                {reports.map((r) => (
                  <tr key={r.id} data-testid="condition-report-row" data-id={r.id}>
                    <td>
                      <input
                        type="checkbox"
                        className="form-check-input"
                        checked={picked.includes(r.id)}
                        onChange={() => toggle(r.id)}
                        aria-label={t('conditionReports.history.pickOne', { day: formatUtc(r.examinedOn, locale) })}
                        data-testid="condition-pick"
                      />
                    </td>
                    <td>
                      <a href={reportPath(r.id)} onClick={onLinkClick} data-testid="condition-report-link">
                        {formatUtc(r.examinedOn, locale)}
                      </a>
                    </td>
                    <td>{t(`conditionReports.kind.${r.kind}`)}</td>
                    <td>{r.examiner}</td>
                    <td>{t(`conditionReports.overall.${r.overall}`)}</td>
                    <td>{r.observationCount}</td>
                    <td>
                      {r.signedAt ? (
                        <span className="badge text-bg-success">{t('conditionReports.signedOn', { at: formatUtc(r.signedAt, locale, LIST_DATE_TIME) })}</span>
                      ) : (
                        <span className="badge text-bg-warning">{t('conditionReports.draft')}</span>
                      )}
                      {r.amendsId ? <span className="ms-1 small text-body-secondary">{t('conditionReports.amends', { id: r.amendsId })}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { compareQuery, type Comparison } from '../../shared/conditionReports';
import { useT } from '../../shared/i18n';
import { useNotFoundRedirect } from '../../shared/routing';
import { Alert, Card, Loading } from '../../shared/ui';
import { Integrity, ReportBody } from './ReportRecord';

const BADGE: Record<Comparison['observations'][number]['change'], string> = {
  added: 'text-bg-danger',
  gone: 'text-bg-success',
  changed: 'text-bg-warning',
  same: 'text-bg-light border',
};

/**
 * /app/condition-report/compare?a=&b= (docs/condition-reports.md): two reports of one work side by side, the
 * earlier first, each with its photos and marks; then what changed between them: observations added, gone or
 * changed (matched by area and term).
 */
export function CompareScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const [a, b] = [params.get('a') ?? '', params.get('b') ?? ''];
  // Two reports are named in the address, or there is nothing to ask the server.
  const named = a !== '' && b !== '';
  const { data, isError, error } = useQuery({ ...compareQuery(a, b), enabled: named });
  if (useNotFoundRedirect(error)) return null;
  if (!data) return <div data-testid="condition-compare">{isError || !named ? <Alert>{t('conditionReports.loadFailed')}</Alert> : <Loading />}</div>;
  const word = (o: Comparison['observations'][number]['after']) =>
    o ? `${t(`conditionReports.term.${o.term}`)} · ${t(`conditionReports.area.${o.area}`)} · ${t(`conditionReports.severity.${o.severity}`)}${o.note ? ` · ${o.note}` : ''}` : '';
  return (
    <div data-testid="condition-compare">
      <h1 className="h3">{t('conditionReports.compare.title', { title: data.earlier.workTitle })}</h1>
      <Card className="mb-3">
        <h2 className="h6">{t('conditionReports.compare.changes')}</h2>
        <ul className="list-unstyled mb-0" data-testid="compare-changes">
          {data.observations.map((c, i) => (
            <li key={i} className="mb-1" data-change={c.change}>
              <span className={`badge me-2 ${BADGE[c.change]}`}>{t(`conditionReports.change.${c.change}`)}</span>
              {c.change === 'changed' ? `${word(c.before)} → ${word(c.after)}` : word(c.after ?? c.before)}
            </li>
          ))}
        </ul>
      </Card>
      <div className="row g-3">
        {[data.earlier, data.later].map((r, i) => (
          <div key={r.id} className="col-md-6">
            <Card>
              <h2 className="h5">{t(i === 0 ? 'conditionReports.compare.earlier' : 'conditionReports.compare.later', { id: r.id })}</h2>
              <Integrity report={r} />
              <ReportBody report={r} testId={i === 0 ? 'compare-earlier' : 'compare-later'} />
            </Card>
          </div>
        ))}
      </div>
    </div>
  );
}

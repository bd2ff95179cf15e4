import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import { MINUTE, staleFor } from '../../../shared/api/query';
import type { Dto } from '../../../shared/api/schemas';
import { formatMoney } from '../../../shared/format/number';
import { useLocale, useT } from '../../../shared/i18n';
import { Alert, Card } from '../../../shared/ui';

/** GET /api/admin/assignment/{id}/costing (server: features/costing). Amounts are decimal text. */
export type JobCostingData = Dto<'JobCostingDto'>;

/** Under the assignment's own key: a save or a generated invoice that refreshes the assignment refreshes it. */
export function jobCostingQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'assignment', id, 'costing'] as const,
    queryFn: () => apiFetch<JobCostingData>(`/api/admin/assignment/${encodeURIComponent(id)}/costing`),
    staleTime: staleFor(MINUTE),
  });
}

/**
 * Job costing (docs/invoices.md) on the admin assignment view: what the assignment is charged (issued invoices and the
 * working invoice's open lines), what it costs (those lines' cost and its share of each purchase invoice that
 * covers it) and the margin, in the working invoice's currency. Parts in a currency the invoice has no rate
 * for are listed but left out of the totals, and the card says so.
 */
export function JobCosting({ assignmentId }: { assignmentId: string }) {
  const t = useT();
  const locale = useLocale();
  const { data } = useQuery(jobCostingQuery(assignmentId));
  if (!data) return null;
  const money = (amount: string, currency: string) => formatMoney(amount, currency, locale);
  return (
    <Card title={t('jobCosting.title')} className="mt-3">
      <dl className="row mb-2" data-testid="job-costing">
        <dt className="col-6 col-md-3">{t('jobCosting.charge')}</dt>
        <dd className="col-6 col-md-3 text-md-end" data-testid="job-costing-charge">{money(data.charge, data.currency)}</dd>
        <dt className="col-6 col-md-3">{t('jobCosting.cost')}</dt>
        <dd className="col-6 col-md-3 text-md-end" data-testid="job-costing-cost">{money(data.cost, data.currency)}</dd>
        <dt className="col-6 col-md-3">{t('jobCosting.margin')}</dt>
        <dd className="col-6 col-md-3 text-md-end" data-testid="job-costing-margin">{data.margin} %</dd>
      </dl>
      {data.unconverted.length > 0 ? <Alert variant="warning">{t('jobCosting.unconverted', { currencies: data.unconverted.join(', ') })}</Alert> : null}
      {data.parts.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('jobCosting.empty')}</p>
      ) : (
        <div className="table-responsive" tabIndex={0} role="region" aria-label={t('jobCosting.title')}>
          <table className="table table-sm mb-0" data-testid="job-costing-parts">
            <caption className="visually-hidden">{t('jobCosting.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('jobCosting.part')}</th>
                <th scope="col" className="text-end">{t('jobCosting.charge')}</th>
                <th scope="col" className="text-end">{t('jobCosting.cost')}</th>
              </tr>
            </thead>
            <tbody>
              {data.parts.map((p, i) => (
                <tr key={i} data-testid="job-costing-part" data-kind={p.kind}>
                  <td>
                    {t(`jobCosting.kinds.${p.kind}`)}
                    {p.label ? ` ${p.label}` : ''}
                    {p.sharedBy && p.sharedBy > 1 ? ` (${t('jobCosting.sharedBy', { n: p.sharedBy })})` : ''}
                  </td>
                  <td className="text-end text-nowrap">{p.kind === 'purchase' ? '' : money(p.charge, p.currency)}</td>
                  <td className="text-end text-nowrap">{money(p.cost, p.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

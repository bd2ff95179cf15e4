import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile } from '../../shared/api/download';
import { formatMoney } from '../../shared/format/number';
import { useLocale, useT } from '../../shared/i18n';
import { groupBrandLabel } from '../../shared/labels';
import type { ListFilters } from '../../shared/list';
import { Button, Card, Spinner } from '../../shared/ui';
import { summaryQuery, summaryXlsxPath } from './summary';

/**
 * Job costing by month (docs/invoices.md): the filtered sales invoices summed by month, brand and currency (net, tax,
 * total, their lines' cost, margin), and the same as a spreadsheet.
 */
export function InvoiceSummary({ filters, ready }: { filters: ListFilters; ready: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { data } = useQuery(summaryQuery(filters));
  const [pending, setPending] = useState(false);
  const rows = data?.rows ?? [];

  async function download() {
    setPending(true);
    await downloadFile(summaryXlsxPath(filters));
    setPending(false);
  }

  return (
    <Card title={t('invoiceSummary.title')}>
      {rows.length === 0 ? (
        <p className="text-body-secondary mb-0" data-testid="invoice-summary-empty">
          {t('invoiceSummary.empty')}
        </p>
      ) : (
        <div className="table-responsive" tabIndex={0} role="region" aria-label={t('invoiceSummary.title')}>
          <table className="table table-sm align-middle mb-2" data-testid="invoice-summary">
            <caption className="visually-hidden">{t('invoiceSummary.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('invoiceSummary.month')}</th>
                <th scope="col">{t('invoiceSummary.brand')}</th>
                <th scope="col" className="text-end">{t('invoiceSummary.invoices')}</th>
                <th scope="col" className="text-end">{t('invoiceSummary.net')}</th>
                <th scope="col" className="text-end">{t('invoiceSummary.tax')}</th>
                <th scope="col" className="text-end">{t('invoiceSummary.cost')}</th>
                <th scope="col" className="text-end">{t('invoiceSummary.margin')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.month}-${r.groupBrand}-${r.currency}`} data-testid="invoice-summary-row">
                  <td className="text-nowrap">{r.month}</td>
                  <td>{groupBrandLabel(t, r.groupBrand)}</td>
                  <td className="text-end">{r.invoices}</td>
                  <td className="text-end text-nowrap">{formatMoney(r.net, r.currency, locale)}</td>
                  <td className="text-end text-nowrap">{formatMoney(r.tax, r.currency, locale)}</td>
                  <td className="text-end text-nowrap">{formatMoney(r.cost, r.currency, locale)}</td>
                  <td className="text-end">{r.margin} %</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Button size="sm" variant="outline-primary" onClick={() => void download()} disabled={!ready || pending || rows.length === 0} data-testid="invoice-summary-download">
        {pending ? <Spinner small className="me-2" /> : null}
        {t('invoiceSummary.download')}
      </Button>
    </Card>
  );
}

import { formatMoney } from '../../shared/format/number';
import { useLocale, useT } from '../../shared/i18n';
import type { CurrencyTotals } from '../../shared/invoice';

/**
 * The totals per currency of every invoice the list's search and filters match (all pages), never mixed. A phone
 * is narrower than five amounts: the table scrolls in its own box, reachable by keyboard. That box is the one
 * landmark named by the heading (the section around it is not one, or two regions would share the name).
 */
export function InvoiceTotals({ totals }: { totals: readonly CurrencyTotals[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="mt-3" data-testid="invoice-totals">
      <h2 className="h6" id="invoice-totals-title">
        {t('invoices.totalsTitle')}
      </h2>
      {totals.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('invoices.noTotals')}</p>
      ) : (
        <div className="table-responsive" tabIndex={0} role="region" aria-labelledby="invoice-totals-title">
        <table className="table table-sm mb-0">
          <thead>
            <tr>
              <th>{t('invoices.currency')}</th>
              <th className="text-end">{t('invoices.count')}</th>
              <th className="text-end">{t('invoices.net')}</th>
              <th className="text-end">{t('invoices.tax')}</th>
              <th className="text-end">{t('invoices.total')}</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((row) => (
              <tr key={row.currency} data-testid={`invoice-totals-${row.currency}`}>
                <td>{row.currency}</td>
                <td className="text-end">{row.count}</td>
                <td className="text-end">{formatMoney(row.net, row.currency, locale)}</td>
                <td className="text-end">{formatMoney(row.tax, row.currency, locale)}</td>
                <td className="text-end fw-bold">{formatMoney(row.total, row.currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </section>
  );
}

import { useLocation, useNavigate } from 'react-router';
import { CURRENCIES, GROUP_BRANDS } from '../../shared/company/api';
import { isIsoDate } from '../../shared/format/dateInput';
import { useT } from '../../shared/i18n';
import { groupBrandLabel } from '../../shared/labels/codeLabels';
import { SelectField } from '../../shared/ui';
import { DateField } from '../../shared/ui/DateField';
import { withInvoiceFilter, type InvoiceFilters } from './filters';

export interface InvoiceFilterBarProps {
  filters: InvoiceFilters;
  /** The admin's company choices; left out, no company filter (a customer's own list). */
  companies?: readonly { id: number; name: string }[];
  disabled: boolean;
}

/** Brand, company, currency and issue dates: each change goes straight to the URL, back to page 1. */
export function InvoiceFilterBar({ filters, companies, disabled }: InvoiceFilterBarProps) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const go = (key: keyof InvoiceFilters, value: string | number | null) =>
    navigate({ pathname, search: withInvoiceFilter(search, key, value) }, { preventScrollReset: true });
  const day = (key: 'from' | 'to') => (value: string) => {
    // A date still being typed waits; a cleared field removes the filter.
    if (value === '' || isIsoDate(value)) go(key, value || null);
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-2" data-testid="invoice-filters">
      <SelectField id="invoices-brand" label={t('invoices.brand')} className="mb-1" value={filters.brand ?? ''} disabled={disabled} onChange={(e) => go('brand', e.target.value || null)} data-testid="filter-brand">
        <option value="">{t('invoices.all')}</option>
        {GROUP_BRANDS.map((b) => (
          <option key={b} value={b}>
            {groupBrandLabel(t, b)}
          </option>
        ))}
      </SelectField>
      {companies ? (
        <SelectField id="invoices-company" label={t('invoices.company')} className="mb-1" value={filters.companyId ?? ''} disabled={disabled} onChange={(e) => go('companyId', e.target.value ? Number(e.target.value) : null)} data-testid="filter-company">
          <option value="">{t('invoices.all')}</option>
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField id="invoices-currency" label={t('invoices.currency')} className="mb-1" value={filters.currency ?? ''} disabled={disabled} onChange={(e) => go('currency', e.target.value || null)} data-testid="filter-currency">
        <option value="">{t('invoices.all')}</option>
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <DateField id="invoices-from" label={t('invoices.from')} className="mb-1" value={filters.from ?? ''} onChange={day('from')} disabled={disabled} testId="filter-from" />
      <DateField id="invoices-to" label={t('invoices.to')} className="mb-1" value={filters.to ?? ''} onChange={day('to')} disabled={disabled} testId="filter-to" />
    </div>
  );
}

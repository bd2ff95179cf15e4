import { openFile } from '../../../../shared/api/download';
import { formatUtc } from '../../../../shared/format/date';
import { formatMoney } from '../../../../shared/format/number';
import { useLocale, useT } from '../../../../shared/i18n';
import { invoicePdfPath, type GeneratedInvoice } from '../../../../shared/invoice';
import { Button } from '../../../../shared/ui';

/** The element id of a generated invoice's row: the panel scrolls to a new one (docs/invoices.md). */
export const generatedInvoiceElementId = (id: number) => `generated-invoice-${id}`;

/** The invoices generated from this assignment, the newest first, each opening its stored PDF. */
export function GeneratedInvoices({ invoices, ready }: { invoices: GeneratedInvoice[]; ready: boolean }) {
  const t = useT();
  const locale = useLocale();
  if (invoices.length === 0) return null;
  return (
    <div className="mt-3" data-testid="generated-invoices">
      <h3 className="h6">{t('finance.generated')}</h3>
      <ul className="list-group">
        {invoices.map((g) => (
          <li key={g.id} id={generatedInvoiceElementId(g.id)} className="list-group-item d-flex align-items-center gap-2" data-testid="generated-invoice">
            <span className="fw-bold" data-testid="generated-number">
              {g.invoiceNumber}
            </span>
            <span className="small text-body-secondary">{formatUtc(g.createdAt, locale)}</span>
            <span className="ms-auto" data-testid="generated-total">
              {formatMoney(g.total, g.currency, locale)}
            </span>
            <Button size="sm" variant="outline-secondary" disabled={!ready} onClick={() => void openFile(invoicePdfPath(g.fileName, true))} data-testid="generated-pdf">
              {t('invoices.pdf')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

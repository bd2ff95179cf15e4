import { formatMoney } from '../../../../shared/format/number';
import { useLocale, useT } from '../../../../shared/i18n';
import { groupBrandLabel } from '../../../../shared/labels/codeLabels';
import { convert, rateMicro, RATE_SCALE, toMinor, minorText } from '../../../../shared/money';
import { Button } from '../../../../shared/ui';
import { Modal } from '../../../../shared/ui/Modal';
import type { WorkingInvoice } from './api';

export type DocumentKind = 'quote' | 'preview';

export interface InvoiceDocumentModalProps {
  kind: DocumentKind;
  /** The invoice as saved: what a generation would bill. */
  invoice: WorkingInvoice;
  onClose: () => void;
  /** The preview's Generate button; busy while generating. */
  onGenerate?: () => void;
  generating?: boolean;
}

/**
 * The quote and the invoice preview (docs/invoices.md): the lines not ignored, in order, each
 * in its own currency and in the invoice's (at the rate entered on the invoice, shown below), then net, tax and
 * total. The preview adds who is billed and the Generate button; it bills exactly these lines.
 */
export function InvoiceDocumentModal({ kind, invoice, onClose, onGenerate, generating = false }: InvoiceDocumentModalProps) {
  const t = useT();
  const locale = useLocale();
  const lines = invoice.items.filter((l) => !l.ignore);
  const figures = invoice.figures;
  const money = (text: string, currency = invoice.currency) => formatMoney(text, currency, locale);
  const rateOf = (currency: string) => (currency === invoice.currency ? RATE_SCALE : rateMicro(invoice.rates.find((r) => r.currency === currency)?.rate));
  const inInvoiceCurrency = (charge: string, currency: string) => {
    const minor = toMinor(charge, currency);
    const rate = rateOf(currency);
    return minor === null || rate === null ? '' : money(minorText(convert(minor, currency, invoice.currency, rate), invoice.currency));
  };
  const title = kind === 'quote' ? t('finance.quoteTitle', { ref: invoice.assignmentRef }) : t('finance.previewTitle', { ref: invoice.assignmentRef });
  const footer = (
    <>
      <Button variant="outline-secondary" onClick={onClose} disabled={generating}>
        {t('common.close')}
      </Button>
      {kind === 'preview' && onGenerate ? (
        <Button onClick={onGenerate} disabled={generating || !figures || lines.length === 0} data-testid="generate-invoice">
          {generating ? t('finance.generating') : t('finance.generate')}
        </Button>
      ) : null}
    </>
  );
  return (
    <Modal title={title} onClose={onClose} footer={footer} size="lg" dismissable={!generating} testId={kind === 'quote' ? 'quote-modal' : 'preview-modal'}>
      {kind === 'preview' ? (
        <div className="row mb-3 small">
          <div className="col-sm-6">
            <div className="text-body-secondary text-uppercase">{t('finance.billTo')}</div>
            <div style={{ whiteSpace: 'pre-line' }} data-testid="preview-addressee">
              {invoice.addressee || invoice.companyName}
            </div>
          </div>
          <div className="col-sm-6 text-sm-end">
            <div>{groupBrandLabel(t, invoice.groupBrand)}</div>
            <div>{t('finance.numberOnGeneration')}</div>
            {invoice.poNumber ? <div>{t('finance.poNumberValue', { po: invoice.poNumber })}</div> : null}
          </div>
        </div>
      ) : null}
      <table className="table table-sm" data-testid="document-lines">
        <thead>
          <tr>
            <th>{t('finance.description')}</th>
            <th className="text-end">{t('finance.charge')}</th>
            <th className="text-end">{t('finance.inCurrency', { currency: invoice.currency })}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id} data-testid="document-line">
              <td>
                {l.description}
                {l.vatCategory !== 'standard' ? <span className="small text-body-secondary"> · {t(`einvoice.vat.${l.vatCategory}`)}</span> : null}
              </td>
              <td className="text-end">{money(l.charge, l.currencyIn)}</td>
              <td className="text-end">{inInvoiceCurrency(l.charge, l.currencyIn)}</td>
            </tr>
          ))}
        </tbody>
        {figures ? (
          <tfoot>
            <tr>
              <th colSpan={2}>{t('finance.net')}</th>
              <td className="text-end" data-testid="document-net">{money(figures.net)}</td>
            </tr>
            <tr>
              <th colSpan={2}>{t('finance.taxAt', { rate: invoice.tax })}</th>
              <td className="text-end" data-testid="document-tax">{money(figures.tax)}</td>
            </tr>
            <tr>
              <th colSpan={2}>{t('finance.total')}</th>
              <td className="text-end fw-bold" data-testid="document-total">{money(figures.gross)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      {invoice.rates.length > 0 ? (
        <p className="small text-body-secondary mb-0" data-testid="document-rates">
          {t('finance.ratesUsed', { rates: invoice.rates.map((r) => `1 ${r.currency} = ${r.rate} ${invoice.currency}`).join(', ') })}
        </p>
      ) : null}
    </Modal>
  );
}

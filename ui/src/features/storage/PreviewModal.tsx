import { formatUtc } from '../../shared/format/date';
import { formatCount, formatMoney, formatVolume } from '../../shared/format/number';
import { useLocale, useT } from '../../shared/i18n';
import { Button } from '../../shared/ui';
import { Modal } from '../../shared/ui/Modal';
import type { StorageInvoicePreview } from './api';
import type { Terms } from './terms';

export interface PreviewModalProps {
  preview: StorageInvoicePreview;
  /** The VAT the builder chose: the preview's total is before it, the invoice adds it. */
  vat: Pick<Terms, 'vatCategory' | 'tax' | 'vatExemptReason'>;
  generating: boolean;
  onClose: () => void;
  onGenerate: () => void;
}

/**
 * The storage invoice as generating would make it (docs/storage.md): who is billed, under which
 * brand and currency, a line per asset ("{ref or title}: storage for N outstanding days", the period, the
 * volume under the per-m³ basis), the VAT category of its lines and the total before VAT; Generate makes it.
 */
export function PreviewModal({ preview, vat, generating, onClose, onGenerate }: PreviewModalProps) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: string) => formatMoney(amount, preview.currency, locale);
  const category = t(`einvoice.vat.${vat.vatCategory}`);
  const footer = (
    <>
      <Button variant="outline-secondary" disabled={generating} onClick={onClose} data-testid="preview-close">
        {t('storage.preview.close')}
      </Button>
      <Button disabled={generating} onClick={onGenerate} data-testid="preview-generate">
        {t('storage.preview.generate')}
      </Button>
    </>
  );
  return (
    <Modal title={t('storage.preview.title')} onClose={onClose} footer={footer} size="lg" testId="storage-preview" dismissable={!generating}>
      <dl className="row small mb-3">
        <dt className="col-sm-4 text-body-secondary fw-normal">{t('storage.preview.billTo')}</dt>
        <dd className="col-sm-8" style={{ whiteSpace: 'pre-line' }}>
          {preview.addressee ?? preview.companyName}
        </dd>
        <dt className="col-sm-4 text-body-secondary fw-normal">{t('storage.fields.division')}</dt>
        <dd className="col-sm-8">
          {preview.companyName} · {preview.companyDivision}
        </dd>
        <dt className="col-sm-4 text-body-secondary fw-normal">{t('storage.builder.brand')}</dt>
        <dd className="col-sm-8">{t(`codes.groupBrand.${preview.groupBrand}`)}</dd>
        <dt className="col-sm-4 text-body-secondary fw-normal">{t('einvoice.vatCategory')}</dt>
        <dd className="col-sm-8" data-testid="preview-vat">
          {vat.vatCategory === 'standard' ? t('storage.preview.vatAt', { category, rate: vat.tax.trim() }) : category}
          {vat.vatCategory === 'exempt' ? <span className="d-block small text-body-secondary">{vat.vatExemptReason.trim()}</span> : null}
        </dd>
      </dl>
      <div className="table-responsive" tabIndex={0} role="region" aria-label={t('storage.preview.title')}>
        <table className="table table-sm" data-testid="preview-lines">
          <thead>
            <tr>
              <th scope="col">{t('storage.preview.description')}</th>
              <th scope="col">{t('storage.preview.period')}</th>
              <th scope="col" className="text-end">
                {t('storage.preview.charge')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((l) => (
              <tr key={l.assetId} data-testid="preview-line">
                <td>
                  <span data-testid="preview-description">{l.description}</span>
                  {l.volume !== null ? <span className="d-block small text-body-secondary">{formatVolume(l.volume, locale)}</span> : null}
                </td>
                <td className="text-nowrap">
                  {formatUtc(l.periodFrom, locale)} – {formatUtc(l.periodTo, locale)}
                  <span className="d-block small text-body-secondary">{t('storage.preview.days', { days: formatCount(l.days, locale) })}</span>
                </td>
                <td className="text-end text-nowrap">{money(l.charge)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('storage.preview.total')}
              </th>
              <td className="text-end fw-bold text-nowrap" data-testid="preview-total">
                {money(preview.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {vat.vatCategory === 'standard' ? (
        <p className="small text-body-secondary" data-testid="preview-before-vat">
          {t('storage.preview.beforeVat')}
        </p>
      ) : null}
      <p className="small text-body-secondary mb-0">{t('storage.preview.cost', { cost: money(preview.cost) })}</p>
    </Modal>
  );
}

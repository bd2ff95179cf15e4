import { formatMoney, moneyRules } from '../../shared/format/number';
import { useLocale, useT } from '../../shared/i18n';
import { TAX_RULES, VAT_CATEGORIES, type VatCategory } from '../../shared/invoice';
import { Button, Card, Field, SelectField } from '../../shared/ui';
import { NumberInput } from '../../shared/ui/NumberInput';
import type { CompanyTerms, RateBasis } from './api';
import type { Bag } from './bag';
import { canPreview, currenciesOf, termsProblems, type Terms } from './terms';

export interface BagPanelProps {
  bag: Bag;
  /** The bag's company (its currencies and group brand), once known. */
  company: CompanyTerms | undefined;
  terms: Terms;
  /** false until hydrated: the bag is read from storage after mount. */
  ready: boolean;
  busy: boolean;
  onTerms: (terms: Terms) => void;
  onRemove: (id: number) => void;
  onEmpty: () => void;
  onPreview: () => void;
}

const BASES: readonly RateBasis[] = ['item', 'volume'];

/**
 * The bag beside the storage list (its assets, one division, with remove and empty) and the storage invoice
 * builder under it: currency from the company's, the group brand the company invoices under, the rate basis,
 * the VAT category of its lines (the standard rate's percentage, an exemption's reason), the rate basis, the rate,
 * a minimum charge per line and the cost. Preview asks the server for the lines.
 */
export function BagPanel({ bag, company, terms, ready, busy, onTerms, onRemove, onEmpty, onPreview }: BagPanelProps) {
  const t = useT();
  const locale = useLocale();
  const problems = termsProblems(terms, locale);
  const rules = moneyRules(terms.currency);
  const first = bag[0];
  const removeLabel = t('storage.bag.remove');
  // The number input says what does not read; the rule it cannot know is the rate above 0.
  const rateError = terms.rate.trim() !== '' && problems.includes('rate') && Number(terms.rate.replace(',', '.')) === 0 ? t('storage.builder.rateAboveZero') : null;
  return (
    <Card className="storage-bag-panel">
      <section data-testid="storage-bag" aria-labelledby="storage-bag-title">
        <h2 id="storage-bag-title" className="h5 card-title d-flex align-items-center gap-2">
          <span className="me-auto">{t('storage.bag.title')}</span>
          <span className="badge text-bg-secondary" data-testid="bag-count">
            {bag.length}
          </span>
        </h2>
        {first ? (
          <p className="small text-body-secondary mb-2" data-testid="bag-division">
            {first.companyName} · {first.companyDivision}
          </p>
        ) : null}
        {bag.length === 0 ? (
          <p className="text-body-secondary small" data-testid="bag-empty">
            {t('storage.bag.empty')}
          </p>
        ) : (
          <>
            <ul className="list-group list-group-flush mb-2">
              {bag.map((a) => (
                <li key={a.id} className="list-group-item d-flex align-items-center gap-2 px-0" data-testid="bag-asset" data-asset-id={a.id}>
                  <span className="me-auto text-break">
                    {a.title}
                    {a.ref ? <span className="text-body-secondary small ms-1">({a.ref})</span> : null}
                  </span>
                  <button type="button" className="btn-close" aria-label={`${removeLabel}: ${a.title}`} disabled={!ready || busy} onClick={() => onRemove(a.id)} data-testid="bag-remove" />
                </li>
              ))}
            </ul>
            <Button size="sm" variant="outline-secondary" className="mb-3" disabled={!ready || busy} onClick={onEmpty} data-testid="bag-clear">
              {t('storage.bag.clear')}
            </Button>
          </>
        )}
      </section>
      <section data-testid="storage-builder" aria-labelledby="storage-builder-title">
        <h2 id="storage-builder-title" className="h6">
          {t('storage.builder.title')}
        </h2>
        {company?.groupBrand ? (
          <p className="small mb-2" data-testid="builder-brand">
            {t('storage.builder.brand')}: <strong>{t(`codes.groupBrand.${company.groupBrand}`)}</strong>
          </p>
        ) : null}
        <SelectField
          id="storage-currency"
          label={t('storage.builder.currency')}
          value={terms.currency}
          disabled={!ready || busy}
          onChange={(e) => onTerms({ ...terms, currency: e.target.value })}
          data-testid="builder-currency"
        >
          {currenciesOf(company).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="storage-vat"
          label={t('einvoice.vatCategory')}
          value={terms.vatCategory}
          disabled={!ready || busy}
          onChange={(e) => onTerms({ ...terms, vatCategory: e.target.value as VatCategory })}
          data-testid="builder-vat"
        >
          {VAT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`einvoice.vat.${c}`)}
            </option>
          ))}
        </SelectField>
        {terms.vatCategory === 'standard' ? (
          <NumberInput
            id="storage-tax"
            label={t('storage.builder.taxRate')}
            required
            rules={TAX_RULES}
            value={terms.tax}
            disabled={!ready || busy}
            onChange={(tax) => onTerms({ ...terms, tax })}
            data-testid="builder-tax"
          />
        ) : null}
        {terms.vatCategory === 'exempt' ? (
          <Field
            id="storage-exempt-reason"
            label={t('einvoice.exemptReason')}
            required
            maxLength={300}
            value={terms.vatExemptReason}
            disabled={!ready || busy}
            onChange={(e) => onTerms({ ...terms, vatExemptReason: e.target.value })}
            data-testid="builder-exempt-reason"
          />
        ) : null}
        <SelectField
          id="storage-basis"
          label={t('storage.builder.basis')}
          value={terms.rateBasis}
          disabled={!ready || busy}
          onChange={(e) => onTerms({ ...terms, rateBasis: e.target.value as RateBasis })}
          data-testid="builder-basis"
        >
          {BASES.map((b) => (
            <option key={b} value={b}>
              {t(`storage.builder.bases.${b}`)}
            </option>
          ))}
        </SelectField>
        <NumberInput
          id="storage-rate"
          label={t('storage.builder.rate')}
          required
          rules={rules}
          value={terms.rate}
          error={rateError}
          disabled={!ready || busy}
          onChange={(rate) => onTerms({ ...terms, rate })}
          data-testid="builder-rate"
        />
        <NumberInput
          id="storage-minimum"
          label={t('storage.builder.minimum')}
          rules={rules}
          value={terms.minimumCharge}
          disabled={!ready || busy}
          onChange={(minimumCharge) => onTerms({ ...terms, minimumCharge })}
          data-testid="builder-minimum"
        />
        <NumberInput
          id="storage-cost"
          label={t('storage.builder.cost')}
          rules={rules}
          value={terms.cost}
          disabled={!ready || busy}
          onChange={(cost) => onTerms({ ...terms, cost })}
          data-testid="builder-cost"
        />
        <Button className="w-100" disabled={!ready || busy || !canPreview(bag, terms, company, locale)} onClick={onPreview} data-testid="builder-preview">
          {t('storage.builder.preview')}
        </Button>
        {terms.rate.trim() !== '' && !problems.includes('rate') && bag.length > 0 ? (
          <p className="small text-body-secondary mt-2 mb-0">
            {t(`storage.builder.rateSays.${terms.rateBasis}`, { rate: formatMoney(terms.rate, terms.currency, locale) || terms.rate })}
          </p>
        ) : null}
      </section>
    </Card>
  );
}

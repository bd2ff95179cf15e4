import { CURRENCIES } from '../../../../shared/company/api';
import { moneyRules } from '../../../../shared/format/number';
import { useT } from '../../../../shared/i18n';
import { Button, Field, SelectField } from '../../../../shared/ui';
import { NumberInput } from '../../../../shared/ui/NumberInput';
import { VAT_CATEGORIES, type DraftLine, type VatCategory } from './draft';

export interface LineEditorProps {
  line: DraftLine;
  onChange: (change: Partial<Omit<DraftLine, 'key' | 'id'>>) => void;
  onDone: () => void;
  disabled: boolean;
}

/** The fields of the line open for editing, under the list (not inside it, so typing never moves a row). */
export function LineEditor({ line, onChange, onDone, disabled }: LineEditorProps) {
  const t = useT();
  const rules = moneyRules(line.currencyIn);
  return (
    <fieldset className="border rounded p-2 mb-2" data-testid="line-editor" disabled={disabled}>
      <legend className="float-none w-auto px-1 fs-6 mb-0">{t('finance.lineEditor')}</legend>
      <Field
        id="line-description"
        label={t('finance.description')}
        value={line.description}
        maxLength={500}
        required
        onChange={(e) => onChange({ description: e.target.value })}
        data-testid="line-description-input"
      />
      <div className="row g-2">
        <div className="col-sm-4">
          <SelectField id="line-currency" label={t('finance.currencyIn')} value={line.currencyIn} onChange={(e) => onChange({ currencyIn: e.target.value })} data-testid="line-currency">
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-sm-4">
          <NumberInput id="line-cost" label={t('finance.cost')} value={line.cost} rules={rules} onChange={(text) => onChange({ cost: text })} data-testid="line-cost" />
        </div>
        <div className="col-sm-4">
          <NumberInput id="line-charge" label={t('finance.charge')} value={line.charge} rules={rules} onChange={(text) => onChange({ charge: text })} data-testid="line-charge-input" />
        </div>
      </div>
      <div className="row g-2">
        <div className="col-sm-4">
          <SelectField id="line-vat" label={t('einvoice.vatCategory')} value={line.vatCategory} onChange={(e) => onChange({ vatCategory: e.target.value as VatCategory })} data-testid="line-vat">
            {VAT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`einvoice.vat.${c}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {line.vatCategory === 'exempt' ? (
          <div className="col-sm-8">
            <Field
              id="line-exempt-reason"
              label={t('einvoice.exemptReason')}
              value={line.vatExemptReason}
              maxLength={300}
              required
              onChange={(e) => onChange({ vatExemptReason: e.target.value })}
              data-testid="line-exempt-reason"
            />
          </div>
        ) : null}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <div className="form-check">
          <input id="line-ignore" type="checkbox" className="form-check-input" checked={line.ignore} onChange={(e) => onChange({ ignore: e.target.checked })} data-testid="line-ignore" />
          <label htmlFor="line-ignore" className="form-check-label">
            {t('finance.ignore')}
          </label>
        </div>
        <Button size="sm" variant="outline-secondary" className="ms-auto" onClick={onDone} data-testid="line-done">
          {t('finance.done')}
        </Button>
      </div>
    </fieldset>
  );
}

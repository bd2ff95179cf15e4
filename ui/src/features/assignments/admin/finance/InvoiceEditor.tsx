import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { GROUP_BRANDS } from '../../../../shared/company/api';
import { formatMoney } from '../../../../shared/format/number';
import { useLocale, useT } from '../../../../shared/i18n';
import { groupBrandLabel } from '../../../../shared/labels/codeLabels';
import { minorText } from '../../../../shared/money';
import { toast } from '../../../../shared/toast';
import { Alert, Button, Field, SelectField, TextAreaField, useMounted } from '../../../../shared/ui';
import { NumberInput } from '../../../../shared/ui/NumberInput';
import { ApiError } from '../../../../shared/api/client';
import { saveWorkingInvoice, workingInvoiceKey, type WorkingInvoice } from './api';
import { addLine, draftFigures, draftOf, inputOf, moveLines, rateCurrencies, RATE_RULES, removeLine, TAX_RULES, updateLine, type Draft } from './draft';
import type { DocumentKind } from './InvoiceDocumentModal';
import { LineEditor } from './LineEditor';
import { LineList } from './LineList';

export interface InvoiceEditorProps {
  assignmentId: string;
  /** The invoice as loaded or last saved; the editor starts from it (remounted when it changes). */
  invoice: WorkingInvoice;
  /** Opens the quote or the preview, of the saved invoice. */
  onOpen: (kind: DocumentKind) => void;
  /** The invoice in the cache is new (saved, or reloaded after a conflict): start again from it. */
  onReloaded: () => void;
  busy: boolean;
}

/**
 * The working invoice's fields, lines, exchange rates and figures. The quote and the preview show the invoice as
 * saved, so opening one saves first what was changed.
 */
export function InvoiceEditor({ assignmentId, invoice, onOpen, onReloaded, busy }: InvoiceEditorProps) {
  const t = useT();
  const locale = useLocale();
  const mounted = useMounted();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(invoice, locale));
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const baseline = useMemo(() => JSON.stringify(inputOf(draftOf(invoice, locale), locale)), [invoice, locale]);
  const dirty = JSON.stringify(inputOf(draft, locale)) !== baseline;
  const result = draftFigures(draft, locale);
  const disabled = !mounted || saving || busy;
  const money = (minor: number) => formatMoney(minorText(minor, draft.currency), draft.currency, locale);

  async function save(): Promise<boolean> {
    setSaving(true);
    try {
      const saved = await saveWorkingInvoice(assignmentId, inputOf(draft, locale));
      toast.success(t('toast.invoiceUpdated'));
      client.setQueryData(workingInvoiceKey(assignmentId), saved);
      onReloaded();
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setStale(e.messages[0] ?? '');
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function open(kind: DocumentKind) {
    if (dirty && !(await save())) return;
    onOpen(kind);
  }

  const editingLine = draft.lines.find((l) => l.key === editing);
  const blocked = !result.ok
    ? 'unreadable' in result
      ? t('finance.fixAmounts')
      : t('finance.missingRate', { currencies: result.missingRates.join(', ') })
    : null;

  return (
    <div data-testid="invoice-editor">
      {stale !== null ? (
        <Alert>
          <div className="d-flex flex-wrap align-items-center gap-2" data-testid="invoice-stale">
            <span className="me-auto">{stale}</span>
            <Button size="sm" variant="outline-danger" onClick={() => void client.invalidateQueries({ queryKey: workingInvoiceKey(assignmentId) }).then(onReloaded)}>
              {t('adminAssignment.edit.reload')}
            </Button>
          </div>
        </Alert>
      ) : null}
      <fieldset disabled={disabled}>
        <div className="row g-2">
          <div className="col-sm-4">
            <SelectField id="invoice-currency" label={t('finance.currency')} value={draft.currency} onChange={(e) => setDraft({ ...draft, currency: e.target.value })} data-testid="invoice-currency">
              {invoice.currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-sm-4">
            <SelectField id="invoice-brand" label={t('finance.groupBrand')} value={draft.groupBrand} onChange={(e) => setDraft({ ...draft, groupBrand: e.target.value })} data-testid="invoice-brand">
              {GROUP_BRANDS.map((b) => (
                <option key={b} value={b}>
                  {groupBrandLabel(t, b)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-sm-4">
            <NumberInput id="invoice-tax" label={t('finance.taxRate')} value={draft.tax} rules={TAX_RULES} onChange={(text) => setDraft({ ...draft, tax: text })} data-testid="invoice-tax" />
          </div>
        </div>
        <Field id="invoice-po" label={t('finance.poNumber')} value={draft.poNumber} maxLength={100} onChange={(e) => setDraft({ ...draft, poNumber: e.target.value })} data-testid="invoice-po" />
        <TextAreaField id="invoice-addressee" label={t('finance.addressee')} rows={3} value={draft.addressee} onChange={(e) => setDraft({ ...draft, addressee: e.target.value })} data-testid="invoice-addressee" />
      </fieldset>

      <h3 className="h6 mt-3">{t('finance.lines')}</h3>
      <LineList
        lines={draft.lines}
        editing={editing}
        disabled={disabled}
        onEdit={setEditing}
        onRemove={(key) => {
          setDraft(removeLine(draft, key));
          if (editing === key) setEditing(null);
        }}
        onMove={(keys, target, position) => setDraft((d) => moveLines(d, keys, target, position))}
      />
      {editingLine ? <LineEditor line={editingLine} disabled={disabled} onChange={(change) => setDraft(updateLine(draft, editingLine.key, change))} onDone={() => setEditing(null)} /> : null}
      <Button
        size="sm"
        variant="outline-primary"
        disabled={disabled}
        onClick={() => {
          const added = addLine(draft);
          setDraft(added.draft);
          setEditing(added.key);
        }}
        data-testid="add-line"
      >
        {t('finance.addLine')}
      </Button>

      {rateCurrencies(draft).length > 0 ? (
        <fieldset className="mt-3" disabled={disabled} data-testid="invoice-rates">
          <legend className="h6">{t('finance.rates')}</legend>
          {rateCurrencies(draft).map((currency) => (
            <NumberInput
              key={currency}
              id={`invoice-rate-${currency}`}
              label={t('finance.rateLabel', { from: currency, to: draft.currency })}
              value={draft.rates[currency] ?? ''}
              rules={RATE_RULES}
              onChange={(text) => setDraft({ ...draft, rates: { ...draft.rates, [currency]: text } })}
              data-testid={`invoice-rate-${currency}`}
            />
          ))}
        </fieldset>
      ) : null}

      {result.ok ? (
        <dl className="row small mt-3 mb-2" data-testid="invoice-figures">
          <dt className="col-6">{t('finance.net')}</dt>
          <dd className="col-6 text-end mb-1" data-testid="figure-net">{money(result.figures.net)}</dd>
          <dt className="col-6">{t('finance.tax')}</dt>
          <dd className="col-6 text-end mb-1" data-testid="figure-tax">{money(result.figures.tax)}</dd>
          <dt className="col-6">{t('finance.gross')}</dt>
          <dd className="col-6 text-end mb-1 fw-bold" data-testid="figure-gross">{money(result.figures.gross)}</dd>
          <dt className="col-6">{t('finance.costTotal')}</dt>
          <dd className="col-6 text-end mb-1" data-testid="figure-cost">{money(result.figures.cost)}</dd>
          <dt className="col-6">{t('finance.margin')}</dt>
          <dd className="col-6 text-end mb-1" data-testid="figure-margin">{result.figures.margin}%</dd>
        </dl>
      ) : (
        <p className="small text-danger mt-3" data-testid="invoice-blocked">
          {blocked}
        </p>
      )}

      <div className="d-flex flex-wrap gap-2">
        <Button disabled={disabled || !dirty} onClick={() => void save()} data-testid="save-invoice">
          {t('finance.save')}
        </Button>
        <Button variant="outline-secondary" disabled={disabled || !result.ok} onClick={() => void open('quote')} data-testid="open-quote">
          {t('finance.quote')}
        </Button>
        <Button variant="outline-secondary" disabled={disabled || !result.ok} onClick={() => void open('preview')} data-testid="open-preview">
          {t('finance.preview')}
        </Button>
      </div>
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { formatMoney } from '../../../../shared/format/number';
import { useLocale } from '../../../../shared/i18n';
import { useT, type Translate } from '../../../../shared/i18n/useT';
import type { Locale } from '../../../../shared/payload';
import { useMounted } from '../../../../shared/ui';
import { amountText, type DraftLine } from './draft';

// The draggable list (react-aria's GridList with drag and drop, by pointer and by keyboard) is browser-only:
// the server and the first paint draw the same rows without it.
const SortableLines = lazy(() => import('./SortableLines.client'));

export interface LineListProps {
  lines: DraftLine[];
  /** The line open in the editor. */
  editing: string | null;
  onEdit: (key: string) => void;
  onRemove: (key: string) => void;
  /** Lines `keys` dropped before or after `target`. */
  onMove: (keys: string[], target: string, position: 'before' | 'after') => void;
  disabled: boolean;
}

/** What a row says about its line: description, charge and cost in its currency, and its flags. */
export function LineSummary({ line, t, locale }: { line: DraftLine; t: Translate; locale: Locale }) {
  const money = (typed: string) => {
    const text = amountText(typed, line.currencyIn, locale);
    return text === null ? typed : formatMoney(text, line.currencyIn, locale);
  };
  return (
    <div className="flex-grow-1 min-w-0">
      <div className="text-truncate" data-testid="line-description">
        {line.description || <span className="text-body-secondary">{t('finance.noDescription')}</span>}
      </div>
      <div className="small text-body-secondary d-flex flex-wrap gap-2">
        <span data-testid="line-charge">{t('finance.chargeShort', { amount: money(line.charge) })}</span>
        <span>{t('finance.costShort', { amount: money(line.cost) })}</span>
        {line.ignore ? <span className="badge text-bg-secondary">{t('finance.ignored')}</span> : null}
        {line.vatCategory !== 'standard' ? <span className="badge text-bg-light border">{t(`einvoice.vat.${line.vatCategory}`)}</span> : null}
        {line.invoicedAs ? <span className="badge text-bg-info">{t('finance.invoicedAs', { number: line.invoicedAs })}</span> : null}
      </div>
    </div>
  );
}

/** The lines without drag and drop: the server's render and the moment before the list loads. */
function StaticLines({ lines, editing, t, locale }: LineListProps & { t: Translate; locale: Locale }) {
  return (
    <ul className="list-group mb-2" data-testid="invoice-lines">
      {lines.map((line) => (
        <li key={line.key} className={`list-group-item d-flex align-items-center gap-2${line.key === editing ? ' list-group-item-primary' : ''}`} data-testid="invoice-line">
          <span className="btn btn-sm btn-light disabled" aria-hidden="true">
            ⠿
          </span>
          <LineSummary line={line} t={t} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

/** The invoice's lines in order: drag a row (or its handle with Enter, the arrows and Enter) to reorder it. */
export function LineList(props: LineListProps) {
  const t = useT();
  const locale = useLocale();
  const mounted = useMounted();
  if (props.lines.length === 0) return <p className="text-body-secondary small" data-testid="invoice-lines-empty">{t('finance.noLines')}</p>;
  const fallback = <StaticLines {...props} t={t} locale={locale} />;
  if (!mounted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <SortableLines {...props} />
    </Suspense>
  );
}

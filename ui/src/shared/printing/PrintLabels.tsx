import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { toast } from '../toast';
import { Button, SelectField, Spinner } from '../ui';
import { LABEL_LAYOUTS, LABEL_LAYOUT_KEY, parseLayout, printLabels, type LabelLayout } from './api';

export interface PrintLabelsProps {
  /** The assets to label, in print order. */
  ids: readonly number[];
  /** false until hydrated (the button would do nothing before). */
  ready: boolean;
  /** Makes the select's id unique on the page. */
  idPrefix: string;
}

function storedLayout(): LabelLayout {
  try {
    return parseLayout(window.localStorage.getItem(LABEL_LAYOUT_KEY));
  } catch {
    return LABEL_LAYOUTS[0];
  }
}

/**
 * "Print labels" with the layout choice (A4 label sheet or 4 × 6 inch thermal), remembered in this browser. The
 * PDF is saved as a download; success toasts 'Woohoo! Labels created', a failure is only logged.
 */
export function PrintLabels({ ids, ready, idPrefix }: PrintLabelsProps) {
  const t = useT();
  const [layout, setLayout] = useState<LabelLayout>(LABEL_LAYOUTS[0]);
  const [pending, setPending] = useState(false);
  // Read after mount: the server renders the default, and hydration must match it.
  useEffect(() => setLayout(storedLayout()), []);

  function choose(next: LabelLayout) {
    setLayout(next);
    try {
      window.localStorage.setItem(LABEL_LAYOUT_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }

  async function onPrint() {
    setPending(true);
    try {
      if (await printLabels(ids, layout)) toast.success(t('printing.labelsCreated'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div data-testid={`${idPrefix}-print-labels`}>
      <SelectField
        id={`${idPrefix}-label-layout`}
        label={t('printing.layout')}
        className="mb-2"
        value={layout}
        disabled={!ready || pending}
        onChange={(e) => choose(parseLayout(e.target.value))}
        data-testid={`${idPrefix}-label-layout`}
      >
        {LABEL_LAYOUTS.map((l) => (
          <option key={l} value={l}>
            {t(`printing.layouts.${l}`)}
          </option>
        ))}
      </SelectField>
      <Button size="sm" disabled={!ready || pending || ids.length === 0} onClick={() => void onPrint()} data-testid={`${idPrefix}-labels`}>
        {pending ? <Spinner small className="me-2" /> : null}
        {t('printing.printLabels', { n: ids.length })}
      </Button>
    </div>
  );
}

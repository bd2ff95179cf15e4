import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../../shared/i18n';
import { toast } from '../../../../shared/toast';
import { Alert, Card, Loading, useMounted } from '../../../../shared/ui';
import { generateInvoice, workingInvoiceKey, workingInvoiceQuery } from './api';
import { GeneratedInvoices, generatedInvoiceElementId } from './GeneratedInvoices';
import { InvoiceDocumentModal, type DocumentKind } from './InvoiceDocumentModal';
import { InvoiceEditor } from './InvoiceEditor';

/** The view scrolls to the new invoice this long after it is created (docs/invoices.md). */
export const SCROLL_TO_INVOICE_MS = 100;

/**
 * The finance panel of the admin's assignment edit (docs/invoices.md): the assignment's working invoice (addressee,
 * currency, group brand, tax rate, PO number; lines with their order, rates and figures), its quote and invoice
 * preview, generating the invoice (the brand's next number, the PDF made and kept) and the invoices generated so
 * far. After a generation the previewed lines are ignored and the view scrolls to the new invoice.
 */
export function FinancePanel({ assignmentId }: { assignmentId: string }) {
  const t = useT();
  const mounted = useMounted();
  const client = useQueryClient();
  const query = useQuery(workingInvoiceQuery(assignmentId));
  const [modal, setModal] = useState<DocumentKind | null>(null);
  const [generating, setGenerating] = useState(false);
  // The editor starts from the invoice when it mounts; this remounts it when the panel means it to.
  const [loaded, setLoaded] = useState(0);
  const reloaded = () => setLoaded((n) => n + 1);
  const invoice = query.data;

  async function generate() {
    if (!invoice?.figures) return;
    setGenerating(true);
    toast.success(t('finance.generatingToast'));
    try {
      const lineIds = invoice.items.filter((l) => !l.ignore).map((l) => l.id);
      const created = await generateInvoice({ assignmentId: invoice.assignmentId, lineIds, total: invoice.figures.gross });
      toast.success(t('toast.invoiceAdded'));
      setModal(null);
      await Promise.all([client.invalidateQueries({ queryKey: workingInvoiceKey(assignmentId) }), client.invalidateQueries({ queryKey: ['admin', 'invoice'] })]);
      reloaded();
      setTimeout(() => document.getElementById(generatedInvoiceElementId(created.id))?.scrollIntoView({ behavior: 'smooth', block: 'center' }), SCROLL_TO_INVOICE_MS);
    } catch {
      // The client's toast says why (a changed preview, a missing rate); the preview stays open.
    } finally {
      setGenerating(false);
    }
  }

  let body;
  if (invoice) {
    body = (
      <>
        <InvoiceEditor key={loaded} assignmentId={assignmentId} invoice={invoice} onOpen={setModal} onReloaded={reloaded} busy={generating} />
        <GeneratedInvoices invoices={invoice.generated} ready={mounted} />
        {modal ? <InvoiceDocumentModal kind={modal} invoice={invoice} onClose={() => setModal(null)} onGenerate={() => void generate()} generating={generating} /> : null}
      </>
    );
  } else if (query.isError) body = <Alert>{t('finance.loadFailed')}</Alert>;
  else body = <Loading />;

  return (
    <Card className="mb-3">
      <div data-testid="finance-panel">
        <h2 className="h5 card-title mb-3">{t('finance.title')}</h2>
        {body}
      </div>
    </Card>
  );
}

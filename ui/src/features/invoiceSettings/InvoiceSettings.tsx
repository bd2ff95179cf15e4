import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { downloadFile } from '../../shared/api/download';
import { useT } from '../../shared/i18n';
import { usePayload } from '../../shared/payload';
import { toast } from '../../shared/toast';
import { Alert, Button, Card, Field, Loading, Spinner, TextAreaField } from '../../shared/ui';
import { DateField } from '../../shared/ui/DateField';
import { formOf, inputOf, journalPath, missingKey, monthOf, saveSellerSettings, SELLER_SETTINGS, sellerSettingsQuery, TEXT_FIELDS, type SellerForm, type SellerSettings } from './api';

const BRAND_NAMES: Record<string, string> = { fd: 'FD', eagle: 'Eagle' };

/** One brand's seller: the form, and before anyone tries to invoice, what it still lacks. */
function SellerCard({ settings }: { settings: SellerSettings }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<SellerForm>(() => formOf(settings));
  const [pending, setPending] = useState(false);
  const brand = settings.groupBrand;
  const set = (key: keyof SellerForm) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const id = (key: string) => `seller-${brand}-${key}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const saved = await saveSellerSettings(brand, inputOf(form));
      setForm(formOf(saved));
      toast.success(t('einvoice.saved', { brand: BRAND_NAMES[brand] ?? brand }));
      void queryClient.invalidateQueries({ queryKey: SELLER_SETTINGS });
    } catch {
      // The API client has toasted the server's message (a VAT number, IBAN or BIC not of its form…).
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="mb-3">
      <form onSubmit={(e) => void onSubmit(e)} data-testid={`seller-${brand}`} noValidate>
        <h2 className="h5 card-title">{t('einvoice.sellerTitle', { brand: BRAND_NAMES[brand] ?? brand })}</h2>
        {settings.missing.length > 0 ? (
          <div data-testid={`seller-${brand}-missing`}>
            <Alert variant="warning">{t('einvoice.cannotIssue', { missing: settings.missing.map((m) => { const key = missingKey(m); return key ? t(key) : m; }).join(', ') })}</Alert>
          </div>
        ) : (
          <p className="text-success small" data-testid={`seller-${brand}-ready`}>
            {t('einvoice.canIssue')}
          </p>
        )}
        <div className="row g-2">
          {TEXT_FIELDS.map((key) => (
            <div className="col-md-6" key={key}>
              <Field id={id(key)} label={t(`einvoice.field.${key}`)} value={form[key]} onChange={set(key)} data-testid={id(key)} />
            </div>
          ))}
          <div className="col-md-6">
            <TextAreaField id={id('street')} label={t('einvoice.field.street')} value={form.street} rows={2} onChange={set('street')} data-testid={id('street')} />
          </div>
          <div className="col-md-6">
            <TextAreaField id={id('accountText')} label={t('einvoice.field.accountText')} value={form.accountText} rows={2} onChange={set('accountText')} data-testid={id('accountText')} />
          </div>
          <div className="col-md-3">
            <Field id={id('paymentTermsDays')} type="number" min={0} max={365} label={t('einvoice.field.paymentTermsDays')} value={form.paymentTermsDays} onChange={set('paymentTermsDays')} data-testid={id('paymentTermsDays')} />
          </div>
          <div className="col-md-9">
            <Field id={id('footer')} label={t('einvoice.field.footer')} value={form.footer} onChange={set('footer')} data-testid={id('footer')} />
          </div>
        </div>
        <Button type="submit" className="mt-2" disabled={pending} data-testid={`seller-${brand}-save`}>
          {pending ? <Spinner small className="me-2" /> : null}
          {t('common.save')}
        </Button>
      </form>
    </Card>
  );
}

/** The accounting export: a period's journal as CSV or xlsx. */
function JournalExport() {
  const t = useT();
  const month = monthOf(usePayload().now);
  const [from, setFrom] = useState(month.from);
  const [to, setTo] = useState(month.to);
  return (
    <Card className="mb-3">
      <h2 className="h5 card-title">{t('einvoice.exportTitle')}</h2>
      <p className="small text-body-secondary">{t('einvoice.exportHelp')}</p>
      <div className="row g-2 align-items-end">
        <div className="col-sm-4">
          <DateField id="journal-from" label={t('einvoice.from')} value={from} onChange={setFrom} testId="journal-from" />
        </div>
        <div className="col-sm-4">
          <DateField id="journal-to" label={t('einvoice.to')} value={to} onChange={setTo} testId="journal-to" />
        </div>
        <div className="col-sm-4 d-flex gap-2 mb-3">
          <Button variant="outline-primary" onClick={() => void downloadFile(journalPath('csv', from, to))} data-testid="journal-csv">
            {t('einvoice.csv')}
          </Button>
          <Button variant="outline-primary" onClick={() => void downloadFile(journalPath('xlsx', from, to))} data-testid="journal-xlsx">
            {t('einvoice.xlsx')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/**
 * /app/admin/invoice-settings (docs/invoices.md): each group brand's seller (legal name, address, tax and
 * registration numbers, bank account, payment terms, footer) as its invoices print and send it; a brand that lacks
 * any of them cannot issue, and its card says what is missing. Below, the accounting export.
 */
export function InvoiceSettings() {
  const t = useT();
  const settings = useQuery(sellerSettingsQuery);
  let body;
  if (settings.data) {
    // A fresh form per save, so the card shows the settings as saved.
    body = settings.data.map((s) => <SellerCard key={`${s.groupBrand}-${JSON.stringify(s)}`} settings={s} />);
  } else if (settings.isError) {
    body = <Alert>{t('einvoice.loadFailed')}</Alert>;
  } else {
    body = <Loading />;
  }
  return (
    <div data-testid="invoice-settings">
      <h1 className="h3 mb-3">{t('einvoice.title')}</h1>
      {body}
      <JournalExport />
    </div>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CompanyDivisionSelects } from '../../shared/company/CompanyDivisionSelects';
import { companySummariesQuery, myDivisionsQuery, type Division } from '../../shared/company/api';
import { useLocale, useT } from '../../shared/i18n';
import { DataTable, ListPage, useServerList } from '../../shared/list';
import type { ScreenProps } from '../../shared/routing';
import { toast } from '../../shared/toast';
import { useMounted } from '../../shared/ui';
import { STORAGE_API, STORAGE_LIST, STORAGE_LIST_OPTIONS, generateStorageInvoice, previewStorageInvoice, type CompanyTerms, type StorageInvoicePreview, type StorageRow } from './api';
import { addToBag, inBag, removeFromBag, useBag, EMPTY_BAG } from './bag';
import { BagPanel } from './BagPanel';
import { storageApiFilters, parseStorageFilters, printStorageFilters, type StorageFilters } from './filters';
import { PreviewModal } from './PreviewModal';
import { BagRowContext, storageColumns, type BagRowState } from './storageColumns';
import { initialTerms, invoiceInput, termsFor, type Terms } from './terms';

/** The list is read again this long after an invoice, so it shows the days reset (docs/storage.md). */
export const REFRESH_AFTER_INVOICE_MS = 1000;

const rowKey = (r: StorageRow) => r.id;
const NO_DIVISIONS: readonly Division[] = [];
const NO_COMPANIES: readonly CompanyTerms[] = [];

/**
 * /app/admin/storage (docs/storage.md): the assets in storage now, a page at a time from
 * `GET /api/admin/storage/` (company and division in the URL), the bag of assets to invoice (one division, kept in
 * this browser) and the storage invoice builder with its preview; generating clears the bag and the list shows the
 * outstanding days reset a second later.
 */
export function StorageList({ menu }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const mounted = useMounted();
  const filters = parseStorageFilters(search);
  const { list, data, isError, isStale } = useServerList<StorageRow>({ base: STORAGE_LIST, path: STORAGE_API, options: STORAGE_LIST_OPTIONS, filters: storageApiFilters(filters) });
  const companies = useQuery(companySummariesQuery).data ?? NO_COMPANIES;
  const divisions = useQuery(myDivisionsQuery).data ?? NO_DIVISIONS;
  const [bag, setBag] = useBag();
  const company = bag.length > 0 ? companies.find((c) => c.id === bag[0].companyId) : undefined;
  const [terms, setTerms] = useState<Terms>(() => initialTerms(undefined));
  const [preview, setPreview] = useState<StorageInvoicePreview | null>(null);
  const [busy, setBusy] = useState(false);

  // The builder follows the bag's company: its first currency.
  const companyId = company?.id;
  useEffect(() => setTerms((current) => termsFor(current, company)), [companyId]); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = useCallback(
    (row: StorageRow) =>
      setBag((current) => {
        if (inBag(current, row.id)) return removeFromBag(current, row.id);
        const added = addToBag(current, row);
        if (added.refused) toast.error(t('storage.bag.sameDivision'));
        return added.bag;
      }),
    [setBag, t],
  );
  const labels = useMemo(() => ({ add: t('storage.bag.add'), remove: t('storage.bag.remove') }), [t]);
  const rowState = useMemo<BagRowState>(() => ({ inBag: new Set(bag.map((a) => a.id)), ready: mounted, toggle, labels }), [bag, mounted, toggle, labels]);
  const columns = useMemo(() => storageColumns(locale), [locale]);
  const onFilters = (next: StorageFilters) => navigate({ pathname, search: printStorageFilters(search, next) });
  const title = t(menu ?? 'menu.storage');

  async function openPreview() {
    setBusy(true);
    try {
      setPreview(await previewStorageInvoice(invoiceInput(bag, terms, locale)));
    } catch {
      // The client's toast says why (nothing outstanding, no gross volume…).
    } finally {
      setBusy(false);
    }
  }

  async function generate() {
    if (!preview) return;
    setBusy(true);
    toast.success(t('storage.generating'));
    try {
      await generateStorageInvoice(invoiceInput(bag, terms, locale, preview.total));
      toast.success(t('toast.invoiceAdded'));
      setPreview(null);
      setBag(EMPTY_BAG);
      void client.invalidateQueries({ queryKey: ['admin', 'invoice'] });
      setTimeout(() => void client.invalidateQueries({ queryKey: STORAGE_LIST }), REFRESH_AFTER_INVOICE_MS);
    } catch {
      // The client's toast says why (the days moved on since the preview: a 409); the preview stays open.
    } finally {
      setBusy(false);
    }
  }

  const toolbar = (
    <CompanyDivisionSelects
      idPrefix="storage"
      companies={companies}
      divisions={divisions}
      value={{ companyId: filters.companyId, divisionId: filters.divisionId }}
      showCompany
      onChange={(next) => onFilters(next)}
    />
  );

  return (
    <BagRowContext.Provider value={rowState}>
      <div className="row g-3">
        <div className="col-xxl-9">
          <ListPage title={title} testId="storage-screen" data={data} isError={isError}>
            {(page) => (
              <DataTable
                page={page}
                list={list}
                stale={isStale}
                columns={columns}
                rowKey={rowKey}
                rowTestId="storage-row"
                testId="storage-list"
                label={title}
                empty={{ text: t('storage.empty') }}
                toolbar={toolbar}
              />
            )}
          </ListPage>
        </div>
        <aside className="col-xxl-3">
          <BagPanel
            bag={bag}
            company={company}
            terms={terms}
            ready={mounted}
            busy={busy}
            onTerms={setTerms}
            onRemove={(id) => setBag((current) => removeFromBag(current, id))}
            onEmpty={() => setBag(EMPTY_BAG)}
            onPreview={() => void openPreview()}
          />
        </aside>
      </div>
      {preview ? <PreviewModal preview={preview} vat={terms} generating={busy} onClose={() => setPreview(null)} onGenerate={() => void generate()} /> : null}
    </BagRowContext.Provider>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ADMIN_ADDRESSES, AddressModal, addressLine, deleteForwarderAddress } from '../../shared/address';
import { useT, type Translate } from '../../shared/i18n';
import { DataTable, ListPage, useServerList, type DataColumn, type ListUrlOptions } from '../../shared/list';
import type { ScreenProps } from '../../shared/routing';
import { toast } from '../../shared/toast';
import { Button, SelectField, useMounted } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ADDRESS_API, ADDRESS_LIST, kindApiFilters, readKind, withKind, type AddressKindFilter, type AdminAddressRow } from './api';

/** The server's sorts of GET /api/admin/address/ (features/addresses/service.rs). */
const LIST_OPTIONS: ListUrlOptions = { sortable: ['city', 'country', 'postCode', 'added'], defaultSort: { column: 'city', dir: 'asc' } };
const KINDS: readonly AddressKindFilter[] = ['', 'forwarder', 'customer'];

const rowKey = (a: AdminAddressRow) => a.id;

type Open = { kind: 'add' } | { kind: 'edit'; address: AdminAddressRow } | { kind: 'delete'; address: AdminAddressRow };

function columns(t: Translate, open: (o: Open) => void): DataColumn<AdminAddressRow>[] {
  return [
    { id: 'address', header: 'addresses.fields.address', cell: (a) => addressLine({ ...a, city: '', postCode: null, country: '' }) },
    { id: 'city', header: 'address.fields.city', cell: (a) => a.city, sortable: true },
    { id: 'postCode', header: 'address.fields.postCode', cell: (a) => a.postCode ?? '', sortable: true },
    { id: 'country', header: 'address.fields.country', cell: (a) => a.country, sortable: true },
    {
      id: 'owner',
      header: 'addresses.fields.owner',
      cell: (a) => (a.kind === 'forwarder' ? <span className="badge text-bg-info">{t('addresses.forwarder')}</span> : (a.companyName ?? '')),
    },
    {
      id: 'actions',
      header: 'addresses.actions',
      cell: (a) =>
        a.kind === 'forwarder' ? (
          <span className="d-inline-flex gap-1">
            <Button size="sm" variant="outline-primary" onClick={() => open({ kind: 'edit', address: a })} aria-label={t('addresses.editOne', { address: addressLine(a) })} data-testid="address-edit">
              {t('addresses.edit')}
            </Button>
            <Button size="sm" variant="outline-danger" onClick={() => open({ kind: 'delete', address: a })} aria-label={t('addresses.deleteOne', { address: addressLine(a) })} data-testid="address-delete">
              {t('common.delete')}
            </Button>
          </span>
        ) : null,
    },
  ];
}

/**
 * /app/admin/address: every address a page at a time, customers' with their company and the provider's own
 * forwarder addresses (where shipments start and end), which are added, corrected and removed here.
 */
export function AddressesList({ menu }: ScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const mounted = useMounted();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const kind = readKind(search);
  const { list, data, isError, isStale } = useServerList<AdminAddressRow>({ base: ADDRESS_LIST, path: ADDRESS_API, options: LIST_OPTIONS, filters: kindApiFilters(kind) });
  const [open, setOpen] = useState<Open | null>(null);
  const cols = useMemo(() => columns(t, setOpen), [t]);
  const title = t(menu ?? 'menu.addresses');
  const close = () => setOpen(null);

  async function remove(address: AdminAddressRow) {
    await deleteForwarderAddress(address.id);
    toast.success(t('toast.addressDeleted'));
    void queryClient.invalidateQueries({ queryKey: ADMIN_ADDRESSES });
  }

  const toolbar = (
    <>
      <SelectField id="addresses-kind" className="mb-1" label={t('addresses.kind')} value={kind} disabled={!mounted} onChange={(e) => navigate({ pathname, search: withKind(search, e.target.value as AddressKindFilter) }, { preventScrollReset: true })} data-testid="addresses-kind">
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`addresses.kinds.${k || 'all'}`)}
          </option>
        ))}
      </SelectField>
      <Button className="ms-auto mb-1" onClick={() => setOpen({ kind: 'add' })} disabled={!mounted} data-testid="forwarder-add">
        {t('addresses.addForwarder')}
      </Button>
    </>
  );

  return (
    <>
      <ListPage title={title} testId="addresses-screen" data={data} isError={isError}>
        {(page) => <DataTable page={page} list={list} stale={isStale} columns={cols} rowKey={rowKey} rowTestId="address-row" testId="addresses-list" label={title} empty={{ text: t('addresses.empty') }} toolbar={toolbar} />}
      </ListPage>
      {open?.kind === 'add' ? <AddressModal companyDivisionId="forwarder" onClose={close} /> : null}
      {open?.kind === 'edit' ? <AddressModal companyDivisionId="forwarder" editing={open.address} onClose={close} /> : null}
      {open?.kind === 'delete' ? (
        <ConfirmModal title={t('addresses.deleteTitle')} message={t('addresses.deleteQuestion', { address: addressLine(open.address) })} onConfirm={() => remove(open.address)} onClose={close} testId="address-delete-confirm" />
      ) : null}
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/useT';
import { toast } from '../toast';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { useFocusFirstInvalid } from '../ui/focusFirstInvalid';
import { ADMIN_ADDRESSES, createAddress, createForwarderAddress, divisionAddressesQuery, updateForwarderAddress, type Address } from './api';
import { CountrySelect } from './CountrySelect';
import { addressDraftOf, checkAddress, emptyAddressDraft, type AddressDraft, type AddressField } from './addressForm';

export interface AddressModalProps {
  /**
   * The division the address is for; the server puts it in that division's company. `'forwarder'`: a
   * forwarder address instead, the provider's own (POST /api/admin/address/forwarder), offered by shipments.
   */
  companyDivisionId: number | 'forwarder';
  /** A stored forwarder address to correct (PUT /api/admin/address/forwarder/{id}) instead of a new one. */
  editing?: Address;
  onClose: () => void;
  /** After the address was saved (toasted, and the address lists refreshed). */
  onSaved?: (address: Address) => void;
}

const TEXT_FIELDS: ReadonlyArray<{ field: Exclude<AddressField, 'country'>; required?: boolean; autoComplete: string }> = [
  { field: 'name', autoComplete: 'organization' },
  { field: 'line1', required: true, autoComplete: 'address-line1' },
  { field: 'line2', autoComplete: 'address-line2' },
  { field: 'city', required: true, autoComplete: 'address-level2' },
  { field: 'county', autoComplete: 'address-level1' },
  { field: 'postCode', autoComplete: 'postal-code' },
];

/**
 * The add-address modal (docs/addresses.md): POST /api/address for a division, or a forwarder
 * address for shipments, or the correction of one. Shared: the company screen, the shipment form, the
 * addresses screen. Render it only while open.
 */
export function AddressModal({ companyDivisionId, editing, onClose, onSaved }: AddressModalProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AddressDraft>(() => (editing ? addressDraftOf(editing) : emptyAddressDraft()));
  const [missing, setMissing] = useState<ReadonlySet<AddressField>>(new Set());
  const [pending, setPending] = useState(false);
  const focusInvalid = useFocusFirstInvalid();

  function change(field: AddressField, value: string) {
    setDraft((d) => ({ ...d, [field]: value }));
    setMissing((m) => {
      const next = new Set(m);
      next.delete(field);
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const forwarder = companyDivisionId === 'forwarder';
    const check = checkAddress(forwarder ? 0 : companyDivisionId, draft);
    if (!check.ok) {
      setMissing(new Set(check.missing));
      focusInvalid(event.currentTarget);
      return;
    }
    setPending(true);
    let address: Address;
    try {
      if (forwarder) {
        const { companyDivisionId: _none, ...fields } = check.input;
        address = editing ? await updateForwarderAddress(editing.id, fields) : await createForwarderAddress(fields);
      } else address = await createAddress(check.input);
    } catch {
      // The API client has toasted the server's messages.
      setPending(false);
      return;
    }
    if (!forwarder) void queryClient.invalidateQueries({ queryKey: divisionAddressesQuery(companyDivisionId).queryKey });
    void queryClient.invalidateQueries({ queryKey: ADMIN_ADDRESSES });
    toast.success(t(editing ? 'toast.addressUpdated' : 'toast.addressAdded'));
    onSaved?.(address);
    onClose();
  }

  const required = t('form.required');
  return (
    <Modal
      title={t(editing ? 'address.editForwarderTitle' : companyDivisionId === 'forwarder' ? 'address.addForwarderTitle' : 'address.addTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="address-modal"
      size="lg"
      dismissable={!pending}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={pending} data-testid="address-save">
            {pending ? <Spinner small className="me-2" /> : null}
            {t('address.save')}
          </Button>
        </>
      }
    >
      <div className="row gx-3">
        {TEXT_FIELDS.map(({ field, required: isRequired, autoComplete }, index) => (
          <div key={field} className={field === 'name' || field === 'line1' || field === 'line2' ? 'col-12' : 'col-md-6'}>
            <Field
              id={`address-${field}`}
              label={t(`address.fields.${field}`)}
              value={draft[field]}
              required={isRequired}
              autoComplete={autoComplete}
              autoFocus={index === 0}
              error={missing.has(field) ? required : null}
              onChange={(e) => change(field, e.target.value)}
            />
          </div>
        ))}
        <div className="col-md-6">
          <CountrySelect
            id="address-country"
            label={t('address.fields.country')}
            value={draft.country}
            required
            error={missing.has('country') ? required : null}
            onChange={(value) => change('country', value)}
            data-testid="address-country"
          />
        </div>
      </div>
    </Modal>
  );
}

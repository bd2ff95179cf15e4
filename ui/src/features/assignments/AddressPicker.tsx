import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressModal, addressLine, divisionAddressesQuery, type Address } from '../../shared/address';
import { useT } from '../../shared/i18n';
import { Button, SelectField, useMounted } from '../../shared/ui';

export interface AddressPickerProps {
  id: string;
  label: string;
  divisionId: number;
  /** The chosen address id as text ('' = none). */
  value: string;
  onChange: (addressId: string) => void;
  /** After the add-address modal saved one (it is then chosen here). */
  onAdded: (address: Address) => void;
}

/**
 * One of the division's addresses (GET /api/address?companyDivisionId=), or none, with the add-address modal
 * (docs/addresses.md) beside it.
 */
export function AddressPicker({ id, label, divisionId, value, onChange, onAdded }: AddressPickerProps) {
  const t = useT();
  const mounted = useMounted();
  const [adding, setAdding] = useState(false);
  const { data: addresses, isPending, isError } = useQuery(divisionAddressesQuery(divisionId));

  let placeholder = t('assignment.add.noAddress');
  if (isPending) placeholder = t('common.loading');
  else if (isError) placeholder = t('assignment.add.addressesFailed');

  return (
    <div data-testid={`${id}-picker`}>
      <SelectField id={id} label={label} value={value} disabled={!addresses} onChange={(e) => onChange(e.target.value)} data-testid={id}>
        <option value="">{placeholder}</option>
        {(addresses ?? []).map((a) => (
          <option key={a.id} value={String(a.id)}>
            {addressLine(a)}
          </option>
        ))}
      </SelectField>
      <Button variant="outline-secondary" size="sm" className="mb-3 mt-n2" disabled={!mounted} onClick={() => setAdding(true)} data-testid={`${id}-add-address`}>
        {t('assignment.add.addAddress')}
      </Button>
      {adding ? (
        <AddressModal
          companyDivisionId={divisionId}
          onClose={() => setAdding(false)}
          onSaved={(address) => {
            onAdded(address);
            onChange(String(address.id));
          }}
        />
      ) : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressModal, addressLine, divisionAddressesQuery, type Address } from '../../shared/address';
import { useT } from '../../shared/i18n';
import { Button, SelectField, useMounted } from '../../shared/ui';
import type { AddressGroup } from './admin/api';

/** Address choices given by the form itself (the admin's edit: every address its save accepts, grouped). */
export interface AddressChoices {
  groups: AddressGroup[] | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface AddressPickerProps {
  id: string;
  label: string;
  divisionId: number;
  /** The chosen address id as text ('' = none). */
  value: string;
  onChange: (addressId: string) => void;
  /** After the add-address modal saved one (it is then chosen here). */
  onAdded: (address: Address) => void;
  /** The choices, grouped; without them, the division's addresses. */
  choices?: AddressChoices;
}

function AddressOption({ address }: { address: Address }) {
  return <option value={String(address.id)}>{addressLine(address)}</option>;
}

/**
 * One of the division's addresses (GET /api/address?companyDivisionId=), or of the given grouped choices, or
 * none, with the add-address modal (docs/addresses.md) beside it.
 */
export function AddressPicker({ id, label, divisionId, value, onChange, onAdded, choices }: AddressPickerProps) {
  const t = useT();
  const mounted = useMounted();
  const [adding, setAdding] = useState(false);
  const division = useQuery({ ...divisionAddressesQuery(divisionId), enabled: !choices });
  const { isPending, isError } = choices ?? division;
  const groups: AddressGroup[] | undefined =
    choices?.groups ?? (division.data ? [{ kind: 'division', companyDivisionId: divisionId, name: null, addresses: division.data }] : undefined);

  let placeholder = t('assignment.add.noAddress');
  if (isPending) placeholder = t('common.loading');
  else if (isError) placeholder = t('assignment.add.addressesFailed');
  // A group is labelled when there are several (the admin's edit); one list needs no heading.
  const labelled = (groups?.length ?? 0) > 1 || groups?.some((g) => g.kind === 'saved');
  const groupLabel = (g: AddressGroup) => (g.kind === 'saved' ? t('address.savedAddresses') : (g.name ?? ''));

  return (
    <div data-testid={`${id}-picker`}>
      <SelectField id={id} label={label} value={value} disabled={!groups} onChange={(e) => onChange(e.target.value)} data-testid={id}>
        <option value="">{placeholder}</option>
        {(groups ?? []).map((g) =>
          labelled ? (
            <optgroup key={`${g.kind}-${g.companyDivisionId ?? ''}`} label={groupLabel(g)}>
              {g.addresses.map((a) => (
                <AddressOption key={a.id} address={a} />
              ))}
            </optgroup>
          ) : (
            g.addresses.map((a) => <AddressOption key={a.id} address={a} />)
          ),
        )}
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

import { useQueryClient } from '@tanstack/react-query';
import type { Address } from '../../shared/address';
import { useT } from '../../shared/i18n';
import { Switch } from '../../shared/ui';
import { AddressPicker, type AddressChoices } from './AddressPicker';

/** The fields of an assignment's two ends, as both forms (the customer's add, the admin's edit) hold them. */
export interface Endpoints {
  originAddressId: string;
  destinationAddressId: string;
  originStorage: boolean;
  destinationStorage: boolean;
}

/**
 * Origin and destination (docs/assignments.md): an address of the division each (or a new one, added in place), and
 * whether that end is in storage. Two half-width columns of the form's row.
 */
export function EndpointFields({
  divisionId,
  value,
  onChange,
  choices,
  onChoicesChanged,
}: {
  divisionId: number;
  value: Endpoints;
  onChange: (patch: Partial<Endpoints>) => void;
  /** Grouped choices in place of the division's addresses (the admin's edit). */
  choices?: AddressChoices;
  /** After an address was added, when `choices` are given: ask for them again. */
  onChoicesChanged?: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const onAddressAdded = (address: Address) => {
    // Shown at once; the modal has asked for the division's list again as well.
    queryClient.setQueryData<Address[]>(['address', String(divisionId)], (list) => (list && !list.some((a) => a.id === address.id) ? [...list, address] : list));
    onChoicesChanged?.();
  };
  return (
    <>
      <div className="col-md-6">
        <AddressPicker
          id="assignment-origin"
          label={t('assignment.fields.origin')}
          divisionId={divisionId}
          value={value.originAddressId}
          onChange={(originAddressId) => onChange({ originAddressId })}
          onAdded={onAddressAdded}
          choices={choices}
        />
        <Switch id="assignment-origin-storage" label={t('assignment.fields.originStorage')} checked={value.originStorage} onChange={(originStorage) => onChange({ originStorage })} data-testid="assignment-origin-storage" className="mb-3" />
      </div>
      <div className="col-md-6">
        <AddressPicker
          id="assignment-destination"
          label={t('assignment.fields.destination')}
          divisionId={divisionId}
          value={value.destinationAddressId}
          onChange={(destinationAddressId) => onChange({ destinationAddressId })}
          onAdded={onAddressAdded}
          choices={choices}
        />
        <Switch
          id="assignment-destination-storage"
          label={t('assignment.fields.destinationStorage')}
          checked={value.destinationStorage}
          onChange={(destinationStorage) => onChange({ destinationStorage })}
          data-testid="assignment-destination-storage"
          className="mb-3"
        />
      </div>
    </>
  );
}

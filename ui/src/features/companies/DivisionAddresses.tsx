import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressModal, addressLine, divisionAddressesQuery } from '../../shared/address';
import { useT } from '../../shared/i18n';
import { Button, Loading, useMounted } from '../../shared/ui';

/**
 * A division's addresses (GET /api/address?companyDivisionId=: its own and its company's division-less ones)
 * and the add-address modal. The company edit page's loader primes them; a client-side visit fetches them.
 */
export function DivisionAddresses({ divisionId }: { divisionId: number }) {
  const t = useT();
  const mounted = useMounted();
  const [adding, setAdding] = useState(false);
  const { data: addresses, isError } = useQuery(divisionAddressesQuery(divisionId));

  let list;
  if (addresses) {
    list =
      addresses.length === 0 ? (
        <p className="small text-body-secondary mb-2">{t('divisions.noAddresses')}</p>
      ) : (
        <ul className="small mb-2 ps-3">
          {addresses.map((address) => (
            <li key={address.id} data-testid="division-address">
              {addressLine(address)}
            </li>
          ))}
        </ul>
      );
  } else if (isError) {
    list = <p className="small text-danger mb-2">{t('divisions.addressesFailed')}</p>;
  } else {
    list = <Loading className="small mb-2" />;
  }

  return (
    <div className="mt-3 pt-3 border-top" data-testid="division-addresses">
      <div className="d-flex align-items-center mb-2">
        <h3 className="h6 mb-0">{t('divisions.addresses')}</h3>
        <Button variant="outline-secondary" size="sm" className="ms-auto" disabled={!mounted} onClick={() => setAdding(true)} data-testid="address-add">
          {t('address.addTitle')}
        </Button>
      </div>
      {list}
      {adding ? <AddressModal companyDivisionId={divisionId} onClose={() => setAdding(false)} /> : null}
    </div>
  );
}

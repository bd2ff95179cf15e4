import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { forwarderAddressesQuery } from '../../shared/address';
import { useT } from '../../shared/i18n';
import { useLinkClick } from '../../shared/routing';
import { clearShipmentDraft, readShipmentDraft, writeShipmentDraft } from '../../shared/shipment';
import { Loading, useMounted } from '../../shared/ui';
import { ShipmentForm } from './ShipmentForm';
import { newForm, type ShipmentForm as Form } from './formRules';
import { ADMIN_ASSIGNMENTS_PATH, shipmentPath } from './paths';

/**
 * /app/admin/shipment/add (docs/shipments.md): the shipment form built from the draft shipment the admin
 * collected on the assignment list (local storage `shipment`), starting between the first two forwarder
 * addresses. The draft follows the form's assignments, stays between visits, and is cleared once saved.
 */
export function ShipmentAdd() {
  const t = useT();
  const mounted = useMounted();
  const navigate = useNavigate();
  const onLinkClick = useLinkClick();
  const forwarders = useQuery(forwarderAddressesQuery).data;
  // The draft lives in the browser: the server and the hydrating render show the form's place only.
  const [initial, setInitial] = useState<Form | null>(null);
  if (mounted && forwarders && initial === null) {
    setInitial(
      newForm(
        readShipmentDraft(),
        forwarders.map((a) => a.id),
      ),
    );
  }

  return (
    <div data-testid="shipment-add-screen">
      <h1 className="h3 mb-2">{t('shipment.add.title')}</h1>
      <p className="text-body-secondary">
        {t('shipment.add.fromDraft')}{' '}
        <a href={ADMIN_ASSIGNMENTS_PATH} onClick={onLinkClick}>
          {t('draftShipment.addMore')}
        </a>
      </p>
      {initial ? (
        <ShipmentForm
          initial={initial}
          onAssignmentsChange={writeShipmentDraft}
          onSaved={(saved) => {
            clearShipmentDraft();
            navigate(shipmentPath(saved.id));
          }}
        />
      ) : (
        <Loading />
      )}
    </div>
  );
}

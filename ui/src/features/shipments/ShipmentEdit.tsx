import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useT } from '../../shared/i18n';
import { useLinkClick, useNotFoundRedirect } from '../../shared/routing';
import { Alert, Loading } from '../../shared/ui';
import { shipmentQuery } from './api';
import { shipmentPath } from './paths';
import { ShipmentForm } from './ShipmentForm';
import { formOf } from './formRules';

/** /app/admin/shipment/edit/{shipmentId}: the shipment form on the saved shipment; saving returns to its view. */
export function ShipmentEdit() {
  const t = useT();
  const navigate = useNavigate();
  const onLinkClick = useLinkClick();
  const { shipmentId = '' } = useParams();
  const { data: shipment, isError, error } = useQuery(shipmentQuery(shipmentId));
  const missing = useNotFoundRedirect(error);
  if (missing) return null;

  let body;
  // Keyed by the save's time: a shipment saved elsewhere and fetched again starts a fresh form.
  if (shipment) body = <ShipmentForm key={shipment.updatedAt} initial={formOf(shipment)} shipment={shipment} onSaved={(saved) => navigate(shipmentPath(saved.id))} />;
  else if (isError) body = <Alert>{t('shipment.view.loadFailed')}</Alert>;
  else body = <Loading />;

  return (
    <div data-testid="shipment-edit-screen">
      <p className="mb-2">
        <a href={shipmentPath(shipmentId)} onClick={onLinkClick} data-testid="back-to-shipment">
          {t('shipment.edit.back')}
        </a>
      </p>
      <h1 className="h3 mb-3">{t('shipment.edit.title', { ref: shipment?.ref ?? '' })}</h1>
      {body}
    </div>
  );
}

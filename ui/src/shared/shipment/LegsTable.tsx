import type { Dto } from '../api/schemas';
import { formatUtc } from '../format/date';
import { useLocale, useT } from '../i18n';
import { NONE } from '../labels';

/** One leg of a shipment (docs/shipments.md), as every call carries it. Dates YYYY-MM-DD. */
export type ShipmentLeg = Dto<'ShipmentLegDto'>;

/**
 * The legs of a shipment in travel order: the admin's shipment view and the customer's shipment summary
 * draw the same table. In a box that scrolls sideways on a phone, reachable by keyboard.
 */
export function LegsTable({ legs, caption, numbered = false }: { legs: readonly ShipmentLeg[]; caption?: string; numbered?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const date = (value: string | null) => (value ? formatUtc(value, locale) : NONE);
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={t('assignment.shipments.legs')}>
      <table className="table table-sm mb-0" data-testid="shipment-legs">
        {caption ? <caption className="caption-top">{caption}</caption> : null}
        <thead>
          <tr>
            {numbered ? <th scope="col">#</th> : null}
            <th scope="col">{t('assignment.shipments.nameNumber')}</th>
            <th scope="col">{t('assignment.shipments.voyage')}</th>
            <th scope="col">{t('assignment.shipments.pod')}</th>
            <th scope="col">{t('assignment.shipments.etdOn')}</th>
            <th scope="col">{t('assignment.shipments.poa')}</th>
            <th scope="col">{t('assignment.shipments.etaOn')}</th>
          </tr>
        </thead>
        <tbody>
          {legs.map((leg, i) => (
            <tr key={i} data-testid="shipment-leg">
              {numbered ? <td>{i + 1}</td> : null}
              <td>{leg.nameNumber ?? NONE}</td>
              <td>{leg.voyage ?? NONE}</td>
              <td>{leg.pod ?? NONE}</td>
              <td>{date(leg.etdOn)}</td>
              <td>{leg.poa ?? NONE}</td>
              <td>{date(leg.etaOn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

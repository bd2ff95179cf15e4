import { formatNumber } from '../../shared/format/number';
import { useLocale, useT } from '../../shared/i18n';
import { NONE } from '../../shared/labels';
import type { Shipment } from './api';

/**
 * The printable asset list (the view's toggle; docs/shipments.md): every asset of every assignment on the shipment,
 * laid out for paper by the print stylesheet (app/print.css: the page's chrome and the view's other parts
 * are left off, rows are not split across pages). Thumbnails are the 320 px JPEGs the server keeps.
 */
export function AssetPrintList({ shipment }: { shipment: Shipment }) {
  const t = useT();
  const locale = useLocale();
  const n = (v: number | null, decimals: number) => (v === null ? NONE : formatNumber(v, locale, decimals));
  const sides = (v: readonly number[] | null, unit: string) => (v ? `${v.map((x) => formatNumber(x, locale, 1)).join(' × ')} ${unit}` : NONE);
  const pieces = shipment.assets.reduce((sum, a) => sum + a.pieces, 0);
  return (
    <section className="asset-print-list" data-testid="asset-print-list">
      <h2 className="h4 mb-1">{t('shipment.print.title', { ref: shipment.ref })}</h2>
      <p className="text-body-secondary mb-3">{t('shipment.print.summary', { assets: shipment.assets.length, pieces })}</p>
      <table className="table table-sm table-bordered align-middle">
        <thead>
          <tr>
            <th scope="col">{t('shipment.print.photo')}</th>
            <th scope="col">{t('shipment.print.refs')}</th>
            <th scope="col">{t('shipment.print.work')}</th>
            <th scope="col" className="text-end">
              {t('shipment.print.pieces')}
            </th>
            <th scope="col">{t('shipment.print.dimensions')}</th>
            <th scope="col">{t('shipment.print.weight')}</th>
            <th scope="col">{t('shipment.print.volume')}</th>
            <th scope="col">{t('shipment.print.owner')}</th>
          </tr>
        </thead>
        <tbody>
          {shipment.assets.map((a) => (
            <tr key={`${a.assignmentId}-${a.id}`} data-testid="asset-print-row">
              <td className="asset-print-thumb">{a.thumbUrl ? <img src={a.thumbUrl} alt="" loading="lazy" width={64} height={64} /> : null}</td>
              <td className="text-nowrap">
                <div>{a.assignmentRef}</div>
                <div>{a.ref ?? NONE}</div>
                <div className="text-body-secondary">{a.theirRef ?? NONE}</div>
              </td>
              <td>
                <div className="fw-semibold">{a.title}</div>
                <div>{a.artist ?? NONE}</div>
              </td>
              <td className="text-end">{a.pieces}</td>
              <td className="text-nowrap">
                <div>{sides(a.dimensionsCm, 'cm')}</div>
                <div>{sides(a.dimensionsInch, 'in')}</div>
              </td>
              <td className="text-nowrap">
                <div>{a.weightKg === null ? NONE : `${n(a.weightKg, 2)} Kg`}</div>
                <div>{a.weightLb === null ? NONE : `${n(a.weightLb, 2)} lb`}</div>
              </td>
              <td className="text-nowrap">
                <div>{a.volumeM3 === null ? NONE : `${n(a.volumeM3, 3)} m³`}</div>
                <div>{a.volumeFt3 === null ? NONE : `${n(a.volumeFt3, 2)} ft³`}</div>
              </td>
              <td>
                <div>{a.companyName}</div>
                <div className="text-body-secondary">{a.companyDivision}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

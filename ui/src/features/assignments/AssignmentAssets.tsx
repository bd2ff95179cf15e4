import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatCount } from '../../shared/format/number';
import { useLocale, useT } from '../../shared/i18n';
import { useLinkClick } from '../../shared/routing';
import { PhotoPlaceholder } from '../../shared/ui/PhotoPlaceholder';
import type { AssignmentAsset } from './api';
import { assetPath } from './paths';
import { NONE } from '../../shared/labels';

/**
 * The assignment's assets with their photo thumbnails. Few rows and no search or paging, so a plain table
 * rather than the list component (whose state would take over this page's URL); a click on a row opens the
 * asset's inventory view (docs/assignments.md), through the title's link before hydration.
 */
export function AssignmentAssets({ assets, assetHref = assetPath }: { assets: readonly AssignmentAsset[]; assetHref?: (assetId: number) => string }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const onLinkClick = useLinkClick();
  const onRowClick = useCallback(
    (event: MouseEvent<HTMLTableSectionElement>) => {
      const target = event.target as Element;
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (target.closest('a, button')) return;
      const href = target.closest('tr')?.getAttribute('data-href');
      if (href) navigate(href);
    },
    [navigate],
  );
  if (assets.length === 0) return <p className="text-body-secondary mb-0">{t('assignment.view.noAssets')}</p>;
  const photoLabel = t('assignment.fields.photo');
  const noPhoto = t('inventory.photo.none');
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0" data-testid="assignment-assets">
        <caption className="visually-hidden">{t('assignment.view.assets')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{photoLabel}</span>
            </th>
            <th scope="col">{t('assignment.fields.title')}</th>
            <th scope="col">{t('assignment.fields.artist')}</th>
            <th scope="col">{t('assignment.fields.theirRef')}</th>
            <th scope="col">{t('assignment.fields.ref')}</th>
            <th scope="col" className="text-end">
              {t('assignment.fields.pieces')}
            </th>
          </tr>
        </thead>
        <tbody onClick={onRowClick}>
          {assets.map((a) => {
            const href = assetHref(a.id);
            return (
              <tr key={a.id} className="data-table-link" data-href={href} data-testid="assignment-asset">
                <td className="assignment-asset-thumb">
                  {a.photo ? <img src={a.photo.thumbUrl} alt={a.title} width={48} height={48} loading="lazy" className="rounded object-fit-cover" /> : <PhotoPlaceholder size={48} label={noPhoto} />}
                </td>
                <td>
                  <a href={href} onClick={onLinkClick}>
                    {a.title}
                  </a>
                </td>
                <td>{a.artist ?? NONE}</td>
                <td>{a.theirRef ?? NONE}</td>
                <td>{a.ref ?? NONE}</td>
                <td className="text-end">{formatCount(a.pieces, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { formatCount } from '../../shared/format/number';
import { useLocale, useT } from '../../shared/i18n';
import { useLinkClick } from '../../shared/routing';
import type { DashboardStats } from './api';
import type { DashboardLinks } from './links';

type CountField = 'assetCount' | 'assignmentCount' | 'assetsInTransit' | 'assetsInStorage';

const CARDS: ReadonlyArray<{ field: CountField; label: string; link: keyof Pick<DashboardLinks, 'inventory' | 'assignments'> }> = [
  { field: 'assetCount', label: 'dashboard.assetCount', link: 'inventory' },
  { field: 'assignmentCount', label: 'dashboard.assignmentCount', link: 'assignments' },
  { field: 'assetsInTransit', label: 'dashboard.assetsInTransit', link: 'inventory' },
  { field: 'assetsInStorage', label: 'dashboard.assetsInStorage', link: 'inventory' },
];

/** The four counts (docs/dashboard.md), each a link to its list. The number sits alone in its element for tests. */
export function StatCards({ stats, links }: { stats: DashboardStats; links: DashboardLinks }) {
  const t = useT();
  const locale = useLocale();
  const onLinkClick = useLinkClick();
  return (
    <div className="row g-3 mb-4">
      {CARDS.map(({ field, label, link }) => (
        <div key={field} className="col-6 col-xl-3">
          <a className="card stat-card h-100 text-decoration-none" href={links[link]} onClick={onLinkClick}>
            <div className="card-body">
              <p className="text-body-secondary mb-1">{t(label)}</p>
              <p className="display-6 fw-semibold mb-0" data-testid={`stat-${field}`}>
                {formatCount(stats[field] ?? 0, locale)}
              </p>
            </div>
          </a>
        </div>
      ))}
    </div>
  );
}

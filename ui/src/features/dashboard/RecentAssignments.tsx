// The status module itself, not the folder's index: the dashboard's chunks then carry no assignment widgets.
import { statusLabel } from '../../shared/assignment/status';
import { liveCue, useChangedAssignments } from '../../shared/events/changed';
import { formatUtc } from '../../shared/format/date';
import { useLocale, useT } from '../../shared/i18n';
import { useLinkClick } from '../../shared/routing';
import { Progress } from '../../shared/ui';
import { cx } from '../../shared/ui/cx';
import type { RecentAssignment } from './api';
import type { DashboardLinks } from './links';

/**
 * The recent assignments with their assets. Plain markup with every label looked up once, outside the loop:
 * this list is the costliest part of the dashboard's server render.
 */
export function RecentAssignments({ assignments, links, showCompany }: { assignments: readonly RecentAssignment[]; links: DashboardLinks; showCompany: boolean }) {
  const t = useT();
  const locale = useLocale();
  const onLinkClick = useLinkClick();
  const changed = useChangedAssignments();
  if (assignments.length === 0) {
    return (
      <p className="text-body-secondary mb-0" data-testid="recent-empty">
        {t('dashboard.noAssignments')}
      </p>
    );
  }
  const progressLabel = t('dashboard.progress');
  const completedLabel = t('dashboard.completed');
  const assetsLabel = t('dashboard.assets');
  return (
    <ul className="list-group list-group-flush">
      {assignments.map((a) => (
        <li key={a.id} className={cx('list-group-item px-0', liveCue(changed, a.id))} data-testid="recent-assignment">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <a className="fw-semibold" href={links.assignment(a.id)} onClick={onLinkClick}>
              {a.ref}
            </a>
            <span className="badge text-bg-light border">{statusLabel(a.status, t)}</span>
            {a.completed ? <span className="badge text-bg-success">{completedLabel}</span> : null}
            <time className="ms-auto small text-body-secondary" dateTime={a.createdAt}>
              {formatUtc(a.createdAt, locale)}
            </time>
          </div>
          <Progress value={a.progress} label={progressLabel} className="mb-1" />
          <div className="small text-body-secondary">{showCompany ? `${a.companyName} · ${a.divisionName}` : a.divisionName}</div>
          {a.assets.length > 0 ? (
            <ul className="small mb-0 mt-1 ps-3" aria-label={assetsLabel}>
              {a.assets.map((asset) => (
                <li key={asset.id}>
                  <a href={links.asset(asset.id)} onClick={onLinkClick}>
                    {asset.title}
                  </a>
                  {asset.artist ? ` · ${asset.artist}` : null}
                  {asset.theirRef ? <span className="text-body-secondary">{` (${asset.theirRef})`}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import { isAdmin, useCurrentProfile } from '../../shared/auth';
import { useT } from '../../shared/i18n';
import { Alert, Card, Loading } from '../../shared/ui';
import { useStats } from './api';
import { dashboardLinks } from './links';
import { RecentAssignments } from './RecentAssignments';
import { StatCards } from './StatCards';
import { StatusChart } from './StatusChart';

/** /dashboard (docs/dashboard.md): counts, a doughnut of statuses and the recent assignments. */
export function Dashboard() {
  const t = useT();
  const admin = isAdmin(useCurrentProfile());
  const { data: stats, isError } = useStats();
  const links = dashboardLinks(admin);

  let body;
  if (stats) {
    body = (
      <>
        <StatCards stats={stats} links={links} />
        <div className="row g-3">
          <div className="col-lg-5">
            <Card className="h-100">
              <h2 className="card-title h5 mb-3">{t('dashboard.statusesTitle')}</h2>
              <StatusChart statuses={stats.assignmentStatuses ?? []} />
            </Card>
          </div>
          <div className="col-lg-7">
            <Card className="h-100">
              <h2 className="card-title h5 mb-3">{t('dashboard.recentTitle')}</h2>
              <RecentAssignments assignments={stats.recentAssignments ?? []} links={links} showCompany={admin} />
            </Card>
          </div>
        </div>
      </>
    );
  } else if (isError) {
    // The error toast says what went wrong; this says why the page is empty.
    body = <Alert>{t('dashboard.loadFailed')}</Alert>;
  } else {
    body = <Loading />;
  }

  return (
    <div className="dashboard" data-testid="dashboard">
      <h1 className="h3 mb-3">{t('dashboard.title')}</h1>
      {body}
    </div>
  );
}

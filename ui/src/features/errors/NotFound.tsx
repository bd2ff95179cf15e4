import { useT } from '../../shared/i18n';
import { Card } from '../../shared/ui';

export function NotFound() {
  const t = useT();
  return (
    <main className="d-flex align-items-center justify-content-center min-vh-100 bg-body-tertiary p-3">
      <Card className="text-center shadow-sm not-found-card">
        <p className="display-1 fw-bold text-body-secondary mb-0">404</p>
        <h1 className="h4">{t('errors.notFoundTitle')}</h1>
        <p className="text-body-secondary">{t('errors.notFoundBody')}</p>
        {/* A full load: the server decides whether the visitor must sign in first. */}
        <a className="btn btn-primary" href="/dashboard">
          {t('errors.backToDashboard')}
        </a>
      </Card>
    </main>
  );
}

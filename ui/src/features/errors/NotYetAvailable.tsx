import { useT } from '../../shared/i18n';
import type { ScreenProps } from '../../shared/routing';
import { Card } from '../../shared/ui';

/** Stands in, inside the layout, for a route whose screen arrives in a later issue. */
export function NotYetAvailable({ path, menu }: ScreenProps) {
  const t = useT();
  const name = menu ? t(menu) : path;
  return (
    <Card title={t('pending.title')} className="pending-screen">
      <p className="mb-2">{t('pending.body', { name })}</p>
      <p className="mb-0 small text-body-secondary">
        <code>{path}</code>
      </p>
    </Card>
  );
}

import { useT } from '../../shared/i18n';
import { useLinkClick, type ScreenProps } from '../../shared/routing';
import { Card } from '../../shared/ui';

/**
 * Stands in, inside the layout, for a screen still to be built. It names the screen in the reader's words,
 * never by its route pattern.
 */
export function NotYetAvailable({ menu }: ScreenProps) {
  const t = useT();
  const onLinkClick = useLinkClick();
  return (
    <Card title={t('pending.title')} className="pending-screen">
      <p>{menu ? t('pending.body', { name: t(menu) }) : t('pending.bodyUnnamed')}</p>
      <a className="btn btn-primary" href="/dashboard" onClick={onLinkClick}>
        {t('pending.toDashboard')}
      </a>
    </Card>
  );
}

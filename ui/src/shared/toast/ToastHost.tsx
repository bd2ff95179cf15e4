import { useEffect, useState, useSyncExternalStore } from 'react';
import { onApiError } from '../api/client';
import { useLocale, useT } from '../i18n';
import { cx } from '../ui/cx';
import { apiErrorToastTexts } from './apiErrorToasts';
import { currentToasts, dismissToast, subscribeToasts, toast, type Toast } from './store';

const NONE: readonly Toast[] = [];
const serverSnapshot = () => NONE;

/**
 * Bottom-right toasts (docs/architecture.md), in Bootstrap's toast markup. Client-only: it draws nothing until mounted,
 * so the server HTML and the hydrating render agree. It lives beside the routes, not inside them, so a toast
 * outlives the navigation that follows it (the password change goes to sign-in). It is also where every
 * API failure becomes error toasts.
 */
export function ToastHost() {
  const t = useT();
  // Not read, but subscribing re-renders the close buttons' label after a language switch.
  useLocale();
  const [mounted, setMounted] = useState(false);
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, serverSnapshot);

  useEffect(() => {
    setMounted(true);
    // t reads the i18n instance's current language at call time, so the texts follow a switch.
    return onApiError((error) => {
      for (const text of apiErrorToastTexts(error, t('toast.genericError'))) toast.error(text);
    });
  }, [t]);

  if (!mounted) return null;
  const closeLabel = t('common.close');
  return (
    <div className="toast-container position-fixed bottom-0 end-0 p-3">
      {toasts.map((item) => {
        const error = item.kind === 'error';
        return (
          <div
            key={item.id}
            className={cx('toast show align-items-center border-0', error ? 'text-bg-danger' : 'text-bg-success')}
            role={error ? 'alert' : 'status'}
            aria-live={error ? 'assertive' : 'polite'}
            aria-atomic="true"
            data-testid="toast"
            data-kind={item.kind}
          >
            <div className="d-flex">
              <div className="toast-body">{item.text}</div>
              <button type="button" className="btn-close btn-close-white me-2 m-auto" aria-label={closeLabel} onClick={() => dismissToast(item.id)} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

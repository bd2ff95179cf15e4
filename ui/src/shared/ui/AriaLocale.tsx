import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { useLocale } from '../i18n/LocaleContext';

/**
 * Gives a react-aria widget our language rather than the browser's, so it renders the same on both sides.
 * Each widget root wears it (Modal, MultiSelect, FilePicker) instead of the app's providers: react-aria's
 * i18n then loads with the screens that have widgets, not on every first load. A new react-aria widget wraps
 * itself in this too.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useLocale()}>{children}</I18nProvider>;
}

import { LOCALES, isLocale } from '../payload';
import { DropdownMenu } from '../ui/DropdownMenu';
import { cx } from '../ui/cx';
import { LANGUAGE_NAMES } from './language';
import { useLocale, useSetLocale } from './LocaleContext';
import { useT } from './useT';

/**
 * The header's language menu (docs/i18n.md). Choosing a language loads its strings and switches the page; the
 * cookie it writes makes the server render the same language on the next load. Items carry `lang` (the name
 * is in that language) and a test id, so tests can pick one without reading scripts they may not know.
 */
export function LanguageSwitcher({ buttonClassName = 'btn-outline-light' }: { buttonClassName?: string }) {
  const t = useT();
  const locale = useLocale();
  const setLocale = useSetLocale();
  return (
    <DropdownMenu
      testId="language-switcher"
      buttonClassName={cx('btn btn-sm', buttonClassName)}
      button={
        <>
          <span className="visually-hidden">{t('language.label')}: </span>
          <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
        </>
      }
      label={t('language.label')}
      items={LOCALES.map((code) => ({ id: code, label: LANGUAGE_NAMES[code], lang: code, testId: `language-${code}`, selected: code === locale }))}
      onAction={(next) => {
        if (isLocale(next) && next !== locale) setLocale(next);
      }}
    />
  );
}

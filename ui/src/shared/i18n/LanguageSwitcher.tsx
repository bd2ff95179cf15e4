import { Button, Menu, MenuItem, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import { LOCALES, isLocale } from '../payload';
import { cx } from '../ui/cx';
import { LANGUAGE_NAMES } from './language';
import { useLocale, useSetLocale } from './LocaleContext';
import { useT } from './useT';

/**
 * The header's language menu (SPEC §1). Choosing a language switches the page at once; the cookie it writes
 * makes the server render the same language on the next load. Items carry `lang` (the name is in that
 * language) and a test id, so tests can pick one without reading scripts they may not know.
 */
export function LanguageSwitcher({ buttonClassName = 'btn-outline-light' }: { buttonClassName?: string }) {
  const t = useT();
  const locale = useLocale();
  const setLocale = useSetLocale();
  const onSelectionChange = (keys: Selection) => {
    const [next] = keys === 'all' ? [] : [...keys];
    if (isLocale(next) && next !== locale) setLocale(next);
  };
  return (
    <MenuTrigger>
      <Button className={cx('btn btn-sm', buttonClassName)} data-testid="language-switcher">
        <span className="visually-hidden">{t('language.label')}: </span>
        <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
      </Button>
      <Popover placement="bottom end" className="dropdown-menu show shadow">
        <Menu
          className="list-unstyled mb-0"
          aria-label={t('language.label')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[locale]}
          onSelectionChange={onSelectionChange}
        >
          {LOCALES.map((code) => (
            <MenuItem
              key={code}
              id={code}
              lang={code}
              textValue={LANGUAGE_NAMES[code]}
              data-testid={`language-${code}`}
              className={({ isSelected }) => cx('dropdown-item', isSelected && 'active')}
            >
              {LANGUAGE_NAMES[code]}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

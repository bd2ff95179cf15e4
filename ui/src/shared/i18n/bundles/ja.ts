// One language's whole first-load share: its strings and its date-fns locale, one chunk loaded with the language.
import { ja as dates } from 'date-fns/locale/ja';
import translation from '../../../locales/ja.json';
import type { LocaleBundle } from '../localeBundles';

export default { translation, dates } satisfies LocaleBundle;

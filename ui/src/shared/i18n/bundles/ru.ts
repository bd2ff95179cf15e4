// One language's whole first-load share: its strings and its date-fns locale, one chunk loaded with the language.
import { ru as dates } from 'date-fns/locale/ru';
import translation from '../../../locales/ru.json';
import type { LocaleBundle } from '../localeBundles';

export default { translation, dates } satisfies LocaleBundle;

// One language's whole first-load share: its strings and its date-fns locale, one chunk loaded with the language.
import { enGB as dates } from 'date-fns/locale/en-GB';
import translation from '../../../locales/en.json';
import type { LocaleBundle } from '../localeBundles';

export default { translation, dates } satisfies LocaleBundle;

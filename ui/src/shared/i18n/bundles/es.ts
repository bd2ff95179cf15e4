// One language's whole first-load share: its strings and its date-fns locale, one chunk loaded with the language.
import { es as dates } from 'date-fns/locale/es';
import translation from '../../../locales/es.json';
import type { LocaleBundle } from '../localeBundles';

export default { translation, dates } satisfies LocaleBundle;

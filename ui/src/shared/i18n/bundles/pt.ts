// One language's whole first-load share: its strings and its date-fns locale, one chunk loaded with the language.
import { ptBR as dates } from 'date-fns/locale/pt-BR';
import translation from '../../../locales/pt.json';
import type { LocaleBundle } from '../localeBundles';

export default { translation, dates } satisfies LocaleBundle;

// One language's first-load share: the strings of every page (src/locales/packs.json `core`; the screens' own
// come in packs, whose chunks it names) and its date-fns locale, one chunk loaded with the language.
import { ja as dates } from 'date-fns/locale/ja';
import translation from 'locale-pack:ja/core';
import packs from 'locale-pack:ja/loaders';
import type { LocaleBundle, PackLoaders } from '../localeBundles';

export default { translation, dates, packs: packs as PackLoaders } satisfies LocaleBundle;

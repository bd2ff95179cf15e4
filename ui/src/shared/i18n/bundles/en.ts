// One language's first-load share: the strings of every page (src/locales/packs.json `core`; the screens' own
// come in packs, whose chunks it names) and its date-fns locale, one chunk loaded with the language.
import { enGB as dates } from 'date-fns/locale/en-GB';
import translation from 'locale-pack:en/core';
import packs from 'locale-pack:en/loaders';
import type { LocaleBundle, PackLoaders } from '../localeBundles';

export default { translation, dates, packs: packs as PackLoaders } satisfies LocaleBundle;

// One language's first-load share: the strings of every page (src/locales/packs.json `core`; the screens' own
// come in packs, whose chunks it names) and the parts of its date-fns locale we use (see DatesLocale), one chunk
// loaded with the language.
import { formatLong } from '../../../../node_modules/date-fns/locale/es/_lib/formatLong.js';
import { localize } from '../../../../node_modules/date-fns/locale/es/_lib/localize.js';
import translation from 'locale-pack:es/core';
import packs from 'locale-pack:es/loaders';
import type { DatesLocale, LocaleBundle, PackLoaders } from '../localeBundles';

const dates: DatesLocale = { code: 'es', localize, formatLong, options: { weekStartsOn: 1, firstWeekContainsDate: 1 } };

export default { translation, dates, packs: packs as PackLoaders } satisfies LocaleBundle;

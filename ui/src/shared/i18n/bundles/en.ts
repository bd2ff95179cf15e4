// One language's first-load share: the strings of every page (src/locales/packs.json `core`; the screens' own
// come in packs, whose chunks it names) and the parts of its date-fns locale we use (see DatesLocale), one chunk
// loaded with the language.
import { formatLong } from '../../../../node_modules/date-fns/locale/en-GB/_lib/formatLong.js';
import { localize } from '../../../../node_modules/date-fns/locale/en-US/_lib/localize.js';
import translation from 'locale-pack:en/core';
import packs from 'locale-pack:en/loaders';
import type { DatesLocale, LocaleBundle, PackLoaders } from '../localeBundles';

const dates: DatesLocale = { code: 'en-GB', localize, formatLong, options: { weekStartsOn: 1, firstWeekContainsDate: 4 } };

export default { translation, dates, packs: packs as PackLoaders } satisfies LocaleBundle;

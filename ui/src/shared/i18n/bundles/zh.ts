// One language's whole first-load share: its strings and its date-fns locale, one chunk loaded with the language.
import { zhCN as dates } from 'date-fns/locale/zh-CN';
import translation from '../../../locales/zh.json';
import type { LocaleBundle } from '../localeBundles';

export default { translation, dates } satisfies LocaleBundle;

import { format, type Day, type Locale as DateFnsLocale, type Month } from 'date-fns';
import { enGB, es, ja, ptBR, ru, zhCN } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../payload';
import enBundle from './bundles/en';
import esBundle from './bundles/es';
import jaBundle from './bundles/ja';
import ptBundle from './bundles/pt';
import ruBundle from './bundles/ru';
import zhBundle from './bundles/zh';

// Each language's dates are parts of a date-fns locale imported by file (localeBundles.ts says why): they must be
// that whole locale's own, so an upgrade of date-fns that moves or changes them fails here, not on screen.
const pairs: ReadonlyArray<[Locale, typeof enBundle.dates, typeof enGB]> = [
  ['en', enBundle.dates, enGB],
  ['es', esBundle.dates, es],
  ['zh', zhBundle.dates, zhCN],
  ['ja', jaBundle.dates, ja],
  ['pt', ptBundle.dates, ptBR],
  ['ru', ruBundle.dates, ru],
];

const widths = ['narrow', 'abbreviated', 'wide'] as const;
const contexts = ['formatting', 'standalone'] as const;
// Every pattern the lists, the date field and the calendar use, and the long formats.
const patterns = ['dd MMM, yyyy', 'dd MMM, yyyy hh:mm a', 'dd-MMM-yyyy', 'LLLL y', 'MMMM yyyy', 'EEEE', 'EEEEEE', 'cccc', 'PPP', 'PPPP', 'Pp', 'PPPPpppp'];

describe("each language's dates", () => {
  it.each(pairs)('%s: the code and week options are the whole locale’s', (_, dates, whole) => {
    expect(dates.code).toBe(whole.code);
    expect(dates.options).toEqual(whole.options);
  });

  it.each(pairs)('%s: month, day and day-period names are the whole locale’s', (_, dates, whole) => {
    for (const width of widths) {
      for (const context of contexts) {
        for (let m = 0; m < 12; m++) {
          expect(dates.localize.month(m as Month, { width, context })).toBe(whole.localize.month(m as Month, { width, context }));
        }
        for (let d = 0; d < 7; d++) {
          expect(dates.localize.day(d as Day, { width, context })).toBe(whole.localize.day(d as Day, { width, context }));
        }
      }
    }
  });

  it.each(pairs)('%s: every pattern formats alone as with the whole locale', (_, dates, whole) => {
    const at = new Date(Date.UTC(2026, 2, 5, 14, 7));
    // Formatting reads no other part: the parts alone give the same text.
    const alone = dates as DateFnsLocale;
    for (const pattern of patterns) {
      expect(format(at, pattern, { locale: alone })).toBe(format(at, pattern, { locale: whole }));
    }
  });
});

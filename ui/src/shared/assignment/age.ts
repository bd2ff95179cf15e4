import type { Translate } from '../i18n';

/** The i18n key and count of an assignment's age, so the text can be looked up in any language. */
export type AgeText = { key: 'assignment.age.today' } | { key: 'assignment.age.yesterday' } | { key: 'assignment.age.daysAgo'; count: number };

/**
 * The age reads today, yesterday or N days ago. `days` is the server's whole days since creation
 * (UTC dates); anything below 1 (a clock a little behind) reads today, a fraction is cut to whole days.
 */
export function ageText(days: number): AgeText {
  const whole = Number.isFinite(days) ? Math.floor(days) : 0;
  if (whole <= 0) return { key: 'assignment.age.today' };
  if (whole === 1) return { key: 'assignment.age.yesterday' };
  return { key: 'assignment.age.daysAgo', count: whole };
}

/**
 * The age in the reader's language ("3 days ago", "3 дня назад"), for a whole list: build it once per render,
 * outside the rows. Each distinct age is looked up once (a list has few), so rows pay no i18next call.
 */
export function ageFormatter(t: Translate): (days: number) => string {
  const today = t('assignment.age.today');
  const yesterday = t('assignment.age.yesterday');
  const daysAgo = new Map<number, string>();
  return (days) => {
    const age = ageText(days);
    if (age.key === 'assignment.age.today') return today;
    if (age.key === 'assignment.age.yesterday') return yesterday;
    let text = daysAgo.get(age.count);
    if (text === undefined) {
      text = t(age.key, { count: age.count });
      daysAgo.set(age.count, text);
    }
    return text;
  };
}

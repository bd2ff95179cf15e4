/** What an empty value reads as, on every screen (a blank cell looks like a page still loading). */
export const NONE = '—';

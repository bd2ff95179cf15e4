/** The multi-select button shows at most 3 items. */
export const MULTI_SELECT_SHOWN = 3;

export interface MultiSelectLabel {
  /** The first items, in the order given, at most `max`. */
  shown: string[];
  /** How many more are selected beyond them (shown as "+N"). */
  more: number;
}

/** What the button of a multi-select says: up to `max` labels, then a count of the rest. */
export function multiSelectLabel(labels: readonly string[], max = MULTI_SELECT_SHOWN): MultiSelectLabel {
  const limit = Math.max(0, Math.floor(max));
  return { shown: labels.slice(0, limit), more: Math.max(0, labels.length - limit) };
}

/** The label as one string: "USD, GBP, EUR +2"; '' when nothing is selected. */
export function multiSelectText(labels: readonly string[], max = MULTI_SELECT_SHOWN): string {
  const { shown, more } = multiSelectLabel(labels, max);
  return more > 0 ? `${shown.join(', ')} +${more}` : shown.join(', ');
}

/** The selected values in the order of the options (not the order they were clicked), unknown ones dropped. */
export function inOptionOrder<T extends string>(options: readonly T[], selected: Iterable<unknown>): T[] {
  const chosen = new Set(Array.from(selected, String));
  return options.filter((option) => chosen.has(option));
}

/**
 * The new value after a click: the chosen options in option order, then the previous values that are not
 * offered at all (a retired business role), which the list cannot show and so must not drop.
 */
export function nextSelection(options: readonly string[], chosen: Iterable<unknown>, previous: readonly string[]): string[] {
  return [...inOptionOrder(options, chosen), ...previous.filter((v) => !options.includes(v))];
}

import type { Translate } from '../../shared/i18n';
import { MODES } from './formRules';

/** A stored mode in the reader's language (a mode this build does not know shows as stored). */
export function modeLabel(t: Translate): (mode: string) => string {
  const labels = new Map<string, string>(MODES.map((m) => [m.value, t(`shipment.modes.${m.key}`)]));
  return (mode) => labels.get(mode) ?? mode;
}

import type { Weight } from './api';

/**
 * A number with at most `decimals` places and no trailing zeros ("12.5", "0.125", "3"), the same on the
 * server and in the browser: toFixed, not Intl, which the server render lacks.
 */
export function formatNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

/** "125.5 Kg"; '' when there is no weight. */
export function weightText(weight: Weight | null | undefined): string {
  if (!weight || weight.value === null || !Number.isFinite(weight.value)) return '';
  return `${formatNumber(weight.value, 2)} ${weight.unit}`;
}

/** "1.234 m³"; '' when there is no volume. */
export function volumeText(cubicMetres: number | null | undefined): string {
  if (cubicMetres === null || cubicMetres === undefined || !Number.isFinite(cubicMetres)) return '';
  return `${formatNumber(cubicMetres, 3)} m³`;
}

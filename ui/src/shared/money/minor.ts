import { currencyDecimals } from '../format/number';

/** Millionths in one unit of an exchange rate. */
export const RATE_SCALE = 1_000_000;

/** `numerator / denominator` rounded half away from zero (`denominator` > 0). */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const half = denominator / BigInt(2);
  return numerator >= BigInt(0) ? (numerator + half) / denominator : (numerator - half) / denominator;
}

/** Plain decimal text with at most `decimals` decimals (trailing zeros do not count) as an integer scaled by 10^decimals; null otherwise. */
function scaled(text: string, decimals: number): number | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > decimals) return null;
  return Number(m[1]) * 10 ** decimals + Number(frac.padEnd(decimals, '0') || '0');
}

/** The API's decimal text (`"350.50"`) as minor units of `currency`; null when it is not such an amount. */
export function toMinor(text: string | null | undefined, currency: string): number | null {
  return text === null || text === undefined ? null : scaled(text, currencyDecimals(currency));
}

/** Minor units as the API's decimal text: `"350.50"`, JPY `"12000"`, `"-3.05"`. */
export function minorText(minor: number, currency: string): string {
  const digits = currencyDecimals(currency);
  if (digits === 0) return String(minor);
  const abs = Math.abs(minor);
  const scale = 10 ** digits;
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

/** An exchange rate's text (`"1.1734"`) as millionths; null unless above zero with at most six decimals. */
export function rateMicro(text: string | null | undefined): number | null {
  const micro = text ? scaled(text, 6) : null;
  return micro !== null && micro > 0 && micro < 1_000_000 * RATE_SCALE ? micro : null;
}

/** A tax rate's percentage text (`"17.5"`) as basis points; null unless 0 to 100 with at most two decimals. */
export function taxRateBp(text: string | null | undefined): number | null {
  const bp = text ? scaled(text, 2) : null;
  return bp !== null && bp <= 10_000 ? bp : null;
}

/** `minor` units of `from` in `to` at `rate` millionths of a `to` unit per `from` unit, rounded half away from zero. */
export function convert(minor: number, from: string, to: string, rate: number): number {
  const scaleFrom = BigInt(10 ** currencyDecimals(from));
  const scaleTo = BigInt(10 ** currencyDecimals(to));
  return Number(divRound(BigInt(minor) * BigInt(rate) * scaleTo, scaleFrom * BigInt(RATE_SCALE)));
}

/*
 * Money: integer minor units, never floating point; the twin of the server's `server/src/money` (the same
 * rules and the same table tests), so the finance panel shows what the API and the PDF will say.
 *
 * - Amounts are computed in minor units of their currency (the yen has none); the API carries them as
 *   plain decimal text in the currency's decimals (`"350.50"`, JPY `"12000"`): `toMinor` and `minorText`.
 *   Reading what a person typed is `parseMoney` (shared/format/number), which gives that text.
 * - Tax rates are percentages with at most two decimals (basis points inside); exchange rates have at most
 *   six decimals (millionths inside): units of the invoice's currency for one unit of the line's.
 * - Rounding: half away from zero, once, where a result falls between two minor units: each converted line
 *   in the invoice's currency, the tax once on the taxable net.
 */
export { currencyDecimals as minorDigits, formatMoney } from '../format/number';
export { figures, marginPercent, taxOn, type Figures, type MoneyLine, type FiguresResult } from './figures';
export { convert, toMinor, minorText, rateMicro, taxRateBp, RATE_SCALE } from './minor';

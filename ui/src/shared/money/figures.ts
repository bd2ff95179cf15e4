import { RATE_SCALE, convert, divRound } from './minor';

/** A line as the figures need it: amounts in minor units of `currency`. */
export interface MoneyLine {
  currency: string;
  cost: number;
  charge: number;
  taxable: boolean;
  ignored: boolean;
}

/** Totals in minor units of the invoice's currency; `margin` in whole percent. */
export interface Figures {
  net: number;
  tax: number;
  gross: number;
  cost: number;
  margin: number;
}

/** The figures, or the currencies (in the order met) that need an exchange rate first. */
export type FiguresResult = { ok: true; figures: Figures } | { ok: false; missingRates: string[] };

/** `bp` basis points of `minor`, rounded half away from zero. */
export function taxOn(minor: number, bp: number): number {
  return Number(divRound(BigInt(minor) * BigInt(bp), BigInt(10_000)));
}

/** (net - cost) / cost in whole percent, rounded half away from zero; 0 when the cost is zero. */
export function marginPercent(net: number, cost: number): number {
  if (cost === 0) return 0;
  const sign = cost < 0 ? BigInt(-1) : BigInt(1);
  return Number(divRound(BigInt(net - cost) * BigInt(100) * sign, BigInt(cost) * sign));
}

/**
 * The figures of the lines that are not ignored, in `currency`: each other-currency line converted at its
 * rate (`rates`: currency to millionths) and rounded, the tax `taxBp` of the taxable net, rounded once.
 */
export function figures(lines: readonly MoneyLine[], currency: string, taxBp: number, rates: Readonly<Record<string, number>>): FiguresResult {
  const missingRates: string[] = [];
  let net = 0;
  let taxable = 0;
  let cost = 0;
  for (const line of lines) {
    if (line.ignored) continue;
    const rate = line.currency === currency ? RATE_SCALE : rates[line.currency];
    if (!rate) {
      if (!missingRates.includes(line.currency)) missingRates.push(line.currency);
      continue;
    }
    const charge = convert(line.charge, line.currency, currency, rate);
    net += charge;
    if (line.taxable) taxable += charge;
    cost += convert(line.cost, line.currency, currency, rate);
  }
  if (missingRates.length) return { ok: false, missingRates };
  const tax = taxOn(taxable, taxBp);
  return { ok: true, figures: { net, tax, gross: net + tax, cost, margin: marginPercent(net, cost) } };
}

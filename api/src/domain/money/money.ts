// Money as exact integers (issue #17 item 3, docs/product/expenses.md). An
// amount is a whole number of its currency's minor unit (centavos, yen, fils)
// and a rate is a decimal string; conversions run on BigInt, so no total ever
// depends on floating point. Reading and writing amounts, shared with the web
// app: validation/src/money.ts.

/** The digits a rate keeps after the decimal point. */
export const RATE_DIGITS = 10;
const RATE_SCALE = 10n ** BigInt(RATE_DIGITS);

/** A positive rate as a canonical decimal string ("0.3742"); null when it is not one or has too many digits. */
export function canonicalRate(value: string | number): string | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(RATE_DIGITS) : '') : value.trim();
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > RATE_DIGITS) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  if (/^0*$/.test(whole + fraction)) return null;
  return fraction ? `${whole}.${fraction}` : whole;
}

const scaledRate = (rate: string): bigint => {
  const [whole, fraction = ''] = rate.split('.');
  return BigInt(whole!) * RATE_SCALE + BigInt(fraction.padEnd(RATE_DIGITS, '0'));
};

/** Integer division rounding halves away from zero (for non-negative numerators). */
const roundedDivide = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (2n * denominator);

/** `minor` units of a currency with `digits` minor digits, at `rate` pesos per unit, in centavos. */
export function toCentavos(minor: number, digits: number, rate: string): number {
  const numerator = BigInt(minor) * scaledRate(rate) * 100n;
  return Number(roundedDivide(numerator, 10n ** BigInt(digits) * RATE_SCALE));
}

/** Centavos in a currency of `digits` minor digits at `rate` pesos per unit: the way back, for showing totals. */
export function fromCentavos(centavos: number, digits: number, rate: string): number {
  const sign = centavos < 0 ? -1 : 1;
  const numerator = BigInt(Math.abs(centavos)) * 10n ** BigInt(digits) * RATE_SCALE;
  return sign * Number(roundedDivide(numerator, scaledRate(rate) * 100n));
}

/**
 * Splits `total` into whole parts proportional to `weights` that add up to exactly `total`
 * (largest remainder; ties go to the earlier weight). Weights are positive whole numbers.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  const big = BigInt(total);
  const floors = weights.map((weight) => (big * BigInt(weight)) / sum);
  const remainders = weights.map((weight, index) => ({ index, rest: (big * BigInt(weight)) % sum }));
  let left = Number(big - floors.reduce((a, b) => a + b, 0n));
  const parts = floors.map(Number);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left-- <= 0) break;
    parts[index]! += 1;
  }
  return parts;
}

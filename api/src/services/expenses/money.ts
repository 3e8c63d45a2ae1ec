// Money as exact integers (issue #17 item 3, docs/product/expenses.md). An
// amount is a whole number of its currency's minor unit (centavos, yen, fils)
// and a rate is a decimal string; conversions run on BigInt, so no total ever
// depends on floating point.

/** Every ISO 4217 code this runtime knows; anything else is not a currency. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export const isCurrency = (code: string): boolean => CURRENCIES.has(code);

/** Decimal places of a currency's minor unit: 2 for PHP, 0 for JPY, 3 for BHD (ICU's data, as browsers show them). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The digits a rate keeps after the decimal point. */
export const RATE_DIGITS = 10;
const RATE_SCALE = 10n ** BigInt(RATE_DIGITS);

/** "1500.5" in a currency of two minor digits is 150050; null when the text is not such an amount. */
export function parseMinor(text: string, digits: number): number | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/** 150050 with two minor digits is "1500.50". */
export function formatMinor(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits ? `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}` : `${sign}${text}`;
}

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

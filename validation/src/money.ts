// Money as the expenses count it (docs/product/expenses.md, decision 034):
// an amount is a whole number of its currency's minor unit (centavos, yen,
// fils). The API (api/src/services/expenses/) and the web app (the expense
// form, amounts shown) read and write amounts with the same rules. No zod
// here: the web app's money formatting imports it everywhere.

/** Every ISO 4217 code this runtime knows; anything else is not a currency. Read on first use. */
let currencies: Set<string> | undefined;

export const isCurrency = (code: string): boolean =>
  (currencies ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

/** Decimal places of a currency's minor unit: 2 for PHP, 0 for JPY, 3 for BHD (ICU's data, as browsers show them). */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Not a currency: read as pesos are, so the form can still say what is wrong.
    return 2;
  }
}

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

import { minorDigits } from '@lakbay/validation/money';

import { formatNumber } from '@/lib/i18n';

/**
 * Money as docs/product/languages-and-money.md shows it: zero fraction digits, and
 * its own symbols for the currencies it names (S$ rather than Intl's "SGD", ₩ and ¥
 * rather than "KRW"/"JP¥" in some locales). Other currencies fall back to Intl.
 * Digits follow the active language (en-PH or fil-PH). Shared by the generation
 * results and the trip screens.
 */
const SYMBOLS: Record<string, string> = { PHP: '₱', USD: '$', EUR: '€', JPY: '¥', KRW: '₩', SGD: 'S$' };

/** `fractionDigits` shows exact amounts (an expense's centavos); plans and estimates stay whole. */
export function formatMoney(amount: number, currency: string, fractionDigits = 0): string {
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  const symbol = SYMBOLS[currency];
  if (symbol) {
    const sign = amount < 0 ? '-' : '';
    return `${sign}${symbol}${formatNumber(Math.abs(amount), digits)}`;
  }
  try {
    return formatNumber(amount, { style: 'currency', currency, ...digits });
  } catch {
    // Not an ISO 4217 code: show the amount with the code rather than fail the page.
    return `${currency} ${formatNumber(amount, digits)}`;
  }
}

/** The symbol money is written with ("¥"), or the code for a currency without one here ("CHF"). */
export const currencySymbol = (currency: string) => SYMBOLS[currency] ?? currency;

/** An exact amount the API gives in minor units: (336780, 'PHP') is "₱3,367.80", (9000, 'JPY') "¥9,000". */
export function formatMinorMoney(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return formatMoney(minor / 10 ** digits, currency, digits);
}

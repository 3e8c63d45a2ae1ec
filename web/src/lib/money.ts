import { formatNumber } from '@/lib/i18n';

/**
 * Money as docs/product/languages-and-money.md shows it: zero fraction digits, and
 * its own symbols for the currencies it names (S$ rather than Intl's "SGD", ₩ and ¥
 * rather than "KRW"/"JP¥" in some locales). Other currencies fall back to Intl.
 * Digits follow the active language (en-PH or fil-PH). Shared by the generation
 * results and the trip screens.
 */
const SYMBOLS: Record<string, string> = { PHP: '₱', USD: '$', EUR: '€', JPY: '¥', KRW: '₩', SGD: 'S$' };

const WHOLE = { maximumFractionDigits: 0 } as const;

export function formatMoney(amount: number, currency: string): string {
  const symbol = SYMBOLS[currency];
  if (symbol) {
    const sign = amount < 0 ? '-' : '';
    return `${sign}${symbol}${formatNumber(Math.abs(amount), WHOLE)}`;
  }
  try {
    return formatNumber(amount, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
  } catch {
    // Not an ISO 4217 code: show the amount with the code rather than fail the page.
    return `${currency} ${formatNumber(amount, WHOLE)}`;
  }
}

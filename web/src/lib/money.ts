/**
 * Money as the spec shows it (§9): zero fraction digits, and the spec's own
 * symbols for the currencies it names (S$ rather than Intl's "SGD", ₩ and ¥
 * rather than "KRW"/"JP¥" in some locales). Other currencies fall back to Intl.
 * Shared by the generation results and the trip screens.
 */
const SYMBOLS: Record<string, string> = { PHP: '₱', USD: '$', EUR: '€', JPY: '¥', KRW: '₩', SGD: 'S$' };

const wholeNumber = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });

export function formatMoney(amount: number, currency: string): string {
  const symbol = SYMBOLS[currency];
  if (symbol) {
    const sign = amount < 0 ? '-' : '';
    return `${sign}${symbol}${wholeNumber.format(Math.abs(amount))}`;
  }
  try {
    return new Intl.NumberFormat('en-PH', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    // Not an ISO 4217 code: show the amount with the code rather than fail the page.
    return `${currency} ${wholeNumber.format(amount)}`;
  }
}

import { formatNumber, i18n } from '@/lib/i18n';

/** The radius slider's metres, shown in km. */
export const formatRadius = (meters: number) => formatNumber(meters / 1000, { style: 'unit', unit: 'kilometer' });

/** "650 m away" / "1.2 km away", in the active language. */
export function formatDistance(meters: number): string {
  const distance =
    meters < 1000
      ? formatNumber(Math.round(meters / 10) * 10, { style: 'unit', unit: 'meter' })
      : formatNumber(meters / 1000, {
          style: 'unit',
          unit: 'kilometer',
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        });
  return i18n.t('localSecrets:distance', { distance });
}

const PRICE_LEVELS = ['free', 'inexpensive', 'moderate', 'expensive', 'veryExpensive'] as const;

/** "Free", or a relative price level such as "₱₱ Moderate" (not a price in pesos). */
export function priceLabel(level: number): string {
  const key = PRICE_LEVELS[level];
  const words = i18n.t(`localSecrets:price.${key ?? 'notListed'}`);
  return level === 0 || !key ? words : `${'₱'.repeat(level)} ${words}`;
}

export const roundCoordinate = (value: number) => String(Math.round(value * 10_000) / 10_000);

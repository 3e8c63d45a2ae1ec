import type { LocalSecretCategory } from '@/gql/graphql';

/** Spec §9: the radius slider, in metres, shown in km. */
export const RADIUS = { min: 1000, max: 10_000, step: 1000, default: 5000 } as const;

export const CATEGORY_LABELS: Record<LocalSecretCategory, string> = {
  restaurant: 'Restaurant',
  cafe: 'Cafe',
  shopping: 'Shopping',
  attraction: 'Attraction',
  activity: 'Activity',
};

export const formatRadius = (meters: number) => `${meters / 1000} km`;

export const formatDistance = (meters: number) =>
  meters < 1000 ? `${Math.round(meters / 10) * 10} m away` : `${(meters / 1000).toFixed(1)} km away`;

const PRICE_LABELS = ['Free', 'Inexpensive', 'Moderate', 'Expensive', 'Very expensive'];

/** "Free", or a relative price level such as "₱₱ Moderate" (not a price in pesos). */
export function priceLabel(level: number): string {
  const words = PRICE_LABELS[level] ?? 'Price not listed';
  return level === 0 ? words : `${'₱'.repeat(level)} ${words}`;
}

/** Coordinates as typed: the number, or null while the box is empty or not a number. */
export function parseCoordinate(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export const roundCoordinate = (value: number) => String(Math.round(value * 10_000) / 10_000);

import type { ItineraryKind } from '@/features/trip-generation/api/generate-trip';

/** Budget-Focused first: the default tab (docs/product/trip-planning.md). Their names: `common:trip.type.<kind>`. */
export const itineraryKinds: readonly ItineraryKind[] = ['budget', 'experience'];

import type { ItineraryKind } from '@/features/trip-generation/api/generate-trip';

/** Budget-Focused first: the default tab (spec §2). */
export const itineraryKinds: readonly ItineraryKind[] = ['budget', 'experience'];

/** The spec's names for the two itineraries (tabs, progress, badges). */
export const itineraryLabels: Record<ItineraryKind, string> = {
  budget: 'Budget-Focused',
  experience: 'Experience-Focused',
};

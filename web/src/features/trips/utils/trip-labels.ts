// Labels the trip screens show for values the API stores (spec §2).
import type { ItineraryType, TripStatus } from '@/gql/graphql';

export const itineraryTypeLabels: Record<ItineraryType, string> = {
  budget: 'Budget-Focused',
  experience: 'Experience-Focused',
};

export const statusLabels: Record<TripStatus, string> = {
  upcoming: 'Upcoming Trip',
  past: 'Past Trip',
  canceled: 'Canceled Trip',
};

const TRAVEL_GROUPS = ['Solo Trip', 'Family Trip', 'With Friends'] as const;

/**
 * Spec §2: a travel-group label for display only, never stored. Derived from
 * the id so a card keeps its label across renders and visits.
 */
export const travelGroupLabel = (tripId: number) => TRAVEL_GROUPS[tripId % TRAVEL_GROUPS.length];

export const daysLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

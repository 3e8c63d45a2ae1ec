// The customize hand-off (docs/product/trips.md) as /customize-trip uses it:
// the stored itinerary checked field by field, and the trip details the new
// trip is saved with, from the generation request that produced it.
import { parseItinerary } from '@/entities/trip/utils/itinerary';
import type { ItineraryInput, ItineraryType, SaveTripInput } from '@/gql/graphql';
import { readCustomizeHandoff } from '@/entities/trip/utils/trip-handoff';

export interface Customization {
  itinerary: ItineraryInput;
  type: ItineraryType;
  form: Record<string, unknown>;
}

export type CustomizationRead = { status: 'missing' } | { status: 'invalid' } | { status: 'ok'; value: Customization };

export function readCustomization(): CustomizationRead {
  const handoff = readCustomizeHandoff();
  if (handoff.status !== 'ok') return handoff;
  const itinerary = parseItinerary(handoff.value.itinerary);
  if (!itinerary) return { status: 'invalid' };
  return { status: 'ok', value: { ...handoff.value, itinerary } };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const whole = (value: unknown, min: number, max: number) => {
  const number = typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? Math.round(number) : undefined;
};

/**
 * SaveTripInput's details from the generation request, falling back on the
 * itinerary, then on fixed defaults (origin 'Unknown', month 1; docs/product/trips.md).
 */
export function savedTripDetails(
  form: Record<string, unknown>,
  itinerary: ItineraryInput,
): Omit<SaveTripInput, 'budgetItinerary' | 'experienceItinerary' | 'savedType'> {
  return {
    originAirport: text(form.originAirport) ?? 'Unknown',
    destinationCountry: text(form.destinationCountry) ?? itinerary.destination,
    cities: texts(form.cities),
    travelMonth: whole(form.travelMonth, 1, 12) ?? 1,
    currency: text(form.currency) ?? itinerary.currency,
    duration: whole(form.duration, 1, 30) ?? itinerary.duration,
    budget: whole(form.budget, 1, 1_000_000_000) ?? Math.max(1, Math.round(itinerary.totalBudget)),
    preferences: texts(form.preferences),
    startDate: text(form.startDate) ?? itinerary.startDate ?? null,
  };
}

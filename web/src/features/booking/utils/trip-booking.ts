import { tripSearchQuery } from '@/features/booking/utils/search-links';
import { countryName, type TripFormOptions } from '@/lib/trip-form-options';

interface SavedTripPlace {
  destinationCountry: string;
  cities: readonly string[];
  originAirport: string;
  startDate?: string | null;
  duration: number;
}

/** The query a saved trip's booking buttons add to a booking page: its country by name, cities, origin, dates. */
export function tripBookingQuery(trip: SavedTripPlace, options: TripFormOptions | undefined): string {
  return tripSearchQuery({
    destination: countryName(options, trip.destinationCountry),
    cities: [...trip.cities],
    origin: trip.originAirport,
    startDate: trip.startDate ?? null,
    duration: trip.duration,
  });
}

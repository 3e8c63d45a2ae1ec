import { TripLoadError } from '@/features/trips/components/trip-page';
import { TripPrint } from '@/features/trips/components/trip-print';
import { useTripIdParam } from '@/features/trips/hooks/use-trip-id-param';

/** /trips/{id}/print: the whole trip on one page for paper or PDF, outside the app's header and footer. */
export function TripPrintRoute() {
  const tripId = useTripIdParam();
  return Number.isNaN(tripId) ? <TripLoadError /> : <TripPrint key={tripId} id={tripId} />;
}

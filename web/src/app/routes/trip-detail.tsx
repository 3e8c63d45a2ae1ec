import { ReadinessPanel } from '@/features/readiness/components/readiness-panel';
import { TripDetail } from '@/features/trips/components/trip-detail';
import { TripLoadError } from '@/features/trips/components/trip-page';
import { useTripIdParam } from '@/features/trips/hooks/use-trip-id-param';

/** /trips/{id} (docs/product/trips.md): protected; an id that is not a trip number gets the load-error view at once. */
export function TripDetailRoute() {
  const tripId = useTripIdParam();
  // A new id is a new page: nothing (open dialogs, tabs) carries over from the previous trip.
  return Number.isNaN(tripId) ? (
    <TripLoadError />
  ) : (
    <TripDetail
      key={tripId}
      id={tripId}
      readiness={(trip) => (
        <ReadinessPanel
          tripId={trip.id}
          tripVersion={trip.version}
          canceled={trip.canceled}
          // A trip within the Philippines asks no passport, visa or travel-tax questions.
          atHome={trip.destinationCountry === 'PH'}
        />
      )}
    />
  );
}

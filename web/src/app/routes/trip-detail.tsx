import { useParams } from 'react-router';

import { TripDetail, TripLoadError } from '@/features/trips/components/trip-detail';

/** /trips/{id} (spec §2): protected; an id that is not a trip number gets the load-error view at once. */
export function TripDetailRoute() {
  const { id = '' } = useParams();
  const tripId = /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN;
  // A new id is a new page: nothing (open dialogs, tabs) carries over from the previous trip.
  return Number.isSafeInteger(tripId) && tripId > 0 ? <TripDetail key={tripId} id={tripId} /> : <TripLoadError />;
}

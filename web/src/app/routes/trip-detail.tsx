import { EditableItineraryDays } from '@/features/itinerary-editing/components/editable-itinerary-days';
import { ReadinessPanel } from '@/features/readiness/components/readiness-panel';
import { ShareTripButton } from '@/features/sharing/components/share-trip-dialog';
import { TripDetail, type TripPageParts } from '@/features/trip-page/components/trip-detail';
import { TripLoadError } from '@/features/trip-page/components/trip-page';
import { useTripIdParam } from '@/features/trip-page/hooks/use-trip-id-param';
import { TravelersButton } from '@/features/travelers/components/travelers-dialog';
import { EditTripDialog } from '@/features/trips/components/edit-trip-dialog';
import { lazyComponent } from '@/lib/lazy-component';

// The Expenses and Bookings tabs are their own chunks: the trip page's first load stays as it was.
const ExpensesSection = lazyComponent(() =>
  import('@/features/expenses/components/expenses-section').then((module) => module.ExpensesSection),
);
const BookingsSection = lazyComponent(() =>
  import('@/features/bookings/components/bookings-section').then((module) => module.BookingsSection),
);

/** The trip page's parts from other features: each gets the trip and what the user may do on it. */
const parts: TripPageParts = {
  travelers: (trip, { part }) => <TravelersButton tripId={trip.id} part={part} />,
  share: (trip) => <ShareTripButton tripId={trip.id} />,
  editDialog: (trip, dialog) => <EditTripDialog trip={trip} {...dialog} />,
  editableItinerary: (trip) => <EditableItineraryDays trip={trip} />,
  bookings: (trip, { part, canceled }) => <BookingsSection tripId={trip.id} part={part} canceled={canceled} />,
  expenses: (trip, { part, canceled }) => (
    <ExpensesSection
      tripId={trip.id}
      part={part}
      canceled={canceled}
      currency={trip.savedItinerary.currency}
      days={trip.duration}
    />
  ),
  readiness: (trip, { canceled }) => (
    <ReadinessPanel
      tripId={trip.id}
      tripVersion={trip.version}
      canceled={canceled}
      // A trip within the Philippines asks no passport, visa or travel-tax questions.
      atHome={trip.destinationCountry === 'PH'}
    />
  ),
};

/** /trips/{id} (docs/product/trips.md): protected; an id that is not a trip number gets the load-error view at once. */
export function TripDetailRoute() {
  const tripId = useTripIdParam();
  // A new id is a new page: nothing (open dialogs, tabs) carries over from the previous trip.
  return Number.isNaN(tripId) ? <TripLoadError /> : <TripDetail key={tripId} id={tripId} parts={parts} />;
}

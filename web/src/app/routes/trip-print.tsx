import { usePrintedExpenses } from '@/features/expenses/components/printed-expenses';
import { TripLoadError } from '@/features/trip-page/components/trip-page';
import { TripPrint } from '@/features/trip-page/components/trip-print';
import { useTripIdParam } from '@/features/trip-page/hooks/use-trip-id-param';

/** The printable trip with its expenses: two features on one page. */
function TripPrintWithExpenses({ id }: { id: number }) {
  const expenses = usePrintedExpenses(id);
  return <TripPrint id={id} expenses={expenses} />;
}

/** /trips/{id}/print: the whole trip on one page for paper or PDF, outside the app's header and footer. */
export function TripPrintRoute() {
  const tripId = useTripIdParam();
  return Number.isNaN(tripId) ? <TripLoadError /> : <TripPrintWithExpenses key={tripId} id={tripId} />;
}

import { useParams } from 'react-router';

/** The trip id in /trips/{id}…, or NaN when the path does not hold a trip number. */
export function useTripIdParam(): number {
  const { id = '' } = useParams();
  const tripId = /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN;
  return Number.isSafeInteger(tripId) && tripId > 0 ? tripId : Number.NaN;
}

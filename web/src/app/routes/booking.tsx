import { BookingPage, type BookingKind } from '@/features/booking/components/booking-page';

/** /book-activity, /book-hotels and /find-flight (docs/product/booking.md): public, one page per kind. */
export function BookingRoute({ kind }: { kind: BookingKind }) {
  // A key per kind: moving between the pages starts each one fresh.
  return <BookingPage key={kind} kind={kind} />;
}

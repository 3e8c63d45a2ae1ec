import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { BookingDayRole, BookingFieldsFragment } from '@/gql/graphql';

/** `2026-12-01T08:05` → `08:05`. */
export const clockOf = (localDateTime: string) => localDateTime.slice(11, 16);

/** A flight's airport with its terminal when the confirmation gives one: "MNL Terminal 1". */
export const airportWithTerminal = (side: { airport: string; terminal?: string | null }, t: TFunction<'trips'>) =>
  [side.airport, side.terminal && t('bookings.terminal', { terminal: side.terminal })].filter(Boolean).join(' ');

export type Line = { key: string; text: string };

/** What a booking is on one day, in the words of the trip page (a flight's times, a stay's check-in or night). */
function useBookingLine() {
  const { t } = useTranslation('trips');
  return (booking: BookingFieldsFragment, role: BookingDayRole): string => {
    const reference = booking.reference ? ` · ${t('bookings.reference', { reference: booking.reference })}` : '';
    const { flight, stay, activity } = booking;
    if (flight) {
      const params = {
        flight: `${flight.flightNumber} · ${flight.carrier}`,
        from: airportWithTerminal(flight.from, t),
        departs: clockOf(flight.from.at),
        to: airportWithTerminal(flight.to, t),
        arrives: clockOf(flight.to.at),
      };
      const key = role === 'departs' ? 'departs' : role === 'lands' ? 'lands' : 'flight';
      return t(`bookings.onDay.${key}`, params) + reference;
    }
    if (stay) {
      const params = { name: stay.name, time: stay.checkInTime ?? '' };
      const key =
        role === 'check_in' ? (stay.checkInTime ? 'checkInAt' : 'checkIn') : role === 'night' ? 'night' : 'checkOut';
      const address = role === 'check_in' && stay.address ? ` · ${stay.address}` : '';
      return t(`bookings.onDay.${key}`, params) + address + reference;
    }
    if (activity) {
      const when = activity.time ? t('bookings.onDay.at', { time: activity.time }) : '';
      const where = activity.meetingPoint ? ` · ${t('bookings.onDay.meet', { place: activity.meetingPoint })}` : '';
      return t('bookings.onDay.activity', { name: activity.name, when }) + where + reference;
    }
    return '';
  };
}

/**
 * The lines for the bookings on one day of the trip (issue 31): the flight's times on its travel days, the stay
 * on each night and its check-out, a booked activity on its date. None when no booking touches the day.
 */
export function useDayBookingLines(day: number, bookings: readonly BookingFieldsFragment[]): Line[] {
  const lineOf = useBookingLine();
  return bookings.flatMap((booking, index) =>
    booking.onDays
      .filter((entry) => entry.day === day)
      .map((entry) => ({ key: `${index}-${entry.role}`, text: lineOf(booking, entry.role) })),
  );
}
